// Live desk updates (docs/contract.md §11): the public routes and the desk publish here when a
// record arrives or changes; each open desk screen's event stream listens. They travel on the
// store's Broadcast (server/store/types.ts), so a screen on any app server of a PostgreSQL store
// hears every server's records (docs/storage.md, "Several app servers").
import type { QueueName } from '../../src/contract/desk';
import { LocalBroadcast } from '../store/localBroadcast';
import type { Broadcast } from '../store/types';

export interface QueueEvent {
  queue: QueueName;
  /** complainNo, ackNo or id; never PII. */
  key: string;
  kind: 'new' | 'changed';
}

type Listener = (event: QueueEvent) => void;
type MentionListener = (username: string) => void;

/** A staff member a note mentions (server/desk/mentions.ts): their username, nothing of the note. */
function mentionOf(message: unknown): string | undefined {
  const { mentioned } = (message ?? {}) as { mentioned?: unknown };
  return typeof mentioned === 'string' ? mentioned : undefined;
}
type StaffListener = (username: string) => void;

/**
 * A message from the broadcast (another server's too) as a queue event: only the three fields,
 * checked; the streams pass on only the queues their person reads.
 */
function queueEventOf(message: unknown): QueueEvent | undefined {
  const { queue, key, kind } = (message ?? {}) as Partial<Record<keyof QueueEvent, unknown>>;
  return typeof queue === 'string' &&
    typeof key === 'string' &&
    (kind === 'new' || kind === 'changed')
    ? { queue: queue as QueueName, key, kind }
    : undefined;
}

export class DeskEvents {
  private readonly staffListeners = new Set<StaffListener>();

  /** `bus`: the store's broadcast; the default reaches this process only. */
  constructor(private readonly bus: Broadcast = new LocalBroadcast()) {}

  publish({ queue, key, kind }: QueueEvent): void {
    this.bus.publish({ queue, key, kind });
  }

  /** Every server's events, each once; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    return this.bus.subscribe((message) => {
      const event = queueEventOf(message);
      if (event) listener(event);
    });
  }

  /**
   * A note mentioned `username` (docs/contract.md §11, Mentions): their own open streams say so,
   * on every server, and the desk reads their mentions again.
   */
  mentioned(username: string): void {
    this.bus.publish({ mentioned: username });
  }

  /** Every server's mentions, each once; returns the unsubscribe function. */
  onMention(listener: MentionListener): () => void {
    return this.bus.subscribe((message) => {
      const username = mentionOf(message);
      if (username !== undefined) listener(username);
    });
  }

  /**
   * A staff member signed out, or their account changed (roles, disabled, password): their open
   * streams check their session again at once (server/routes/desk/overview.ts).
   */
  staffChanged(username: string): void {
    for (const listener of this.staffListeners) listener(username);
  }

  /** Returns the unsubscribe function. */
  onStaffChange(listener: StaffListener): () => void {
    this.staffListeners.add(listener);
    return () => this.staffListeners.delete(listener);
  }
}
