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

export class DeskEvents {
  private readonly listeners = new Set<Listener>();

  publish(event: QueueEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** Returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.listeners.size;
  }
}
