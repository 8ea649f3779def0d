// How many requests this server has taken that are not the desk's: the desk's lane rests after a
// heavy read only when the public side asked for something while it ran (server/desk/queuesLane.ts,
// docs/storage.md "The desk's lane"). Counted where every request enters (listen.ts), before any
// middleware can answer it; one count per process, which is one app server.
import type { IncomingMessage } from 'node:http';

let seen = 0;

/** Requests outside /api/desk/ taken so far by this process. */
export const publicRequestsSeen = (): number => seen;

/** The server's 'request' listener beside the app's. */
export function countPublic(req: IncomingMessage): void {
  if (!req.url?.startsWith('/api/desk/')) seen++;
}
