// Live desk updates (docs/contract.md §11): the public routes and the desk publish here when a
// record arrives or changes; each open desk screen's event stream listens. In-process only: with
// several app servers, a screen hears the records that reached its own server at once and the
// rest at its next reload.
import type { QueueName } from '../../src/contract/desk';

export interface QueueEvent {
  queue: QueueName;
  /** complainNo, ackNo or id; never PII. */
  key: string;
  kind: 'new' | 'changed';
}

type Listener = (event: QueueEvent) => void;
type StaffListener = (username: string) => void;

export class DeskEvents {
  private readonly listeners = new Set<Listener>();
  private readonly staffListeners = new Set<StaffListener>();

  publish(event: QueueEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** Returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
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

  get size(): number {
    return this.listeners.size;
  }
}
