// The in-process half of a Broadcast (server/store/types.ts): the embedded engine's whole bus (it
// has one app server), and how the PostgreSQL engine's reaches its own server's subscribers.
import type { Broadcast } from './types';

export class LocalBroadcast implements Broadcast {
  private readonly listeners = new Set<(message: unknown) => void>();

  publish(message: object): void {
    for (const listener of this.listeners) listener(message);
  }

  subscribe(listener: (message: unknown) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
