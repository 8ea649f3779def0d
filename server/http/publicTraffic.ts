// How many requests this server has taken that are not the desk's: the work that gives way to the
// public side rests only when the public side asked for something while it ran: the desk's heavy
// reads (server/desk/queuesLane.ts, docs/storage.md "The desk's lane") and the outbox's sends
// (server/notify/worker.ts, docs/storage.md "The outbox"). Counted where every request enters
// (listen.ts), before any middleware can answer it; one count per process, which is one app server.
// The requests in flight tell a flood from a stream (the outbox's hold, docs/storage.md The outbox).
import type { IncomingMessage, ServerResponse } from 'node:http';

let seen = 0;
let inFlight = 0;
let peak = 0;

/** Requests outside /api/desk/ taken so far by this process. */
export const publicRequestsSeen = (): number => seen;

/**
 * The most requests outside /api/desk/ this process had taken and not yet answered at once since
 * the last call (the first: since it started). A flood's answers go out in waves (a group commit
 * answers all its POSTs together), so a look at one moment may fall between two; the peak does not.
 * One reader: the outbox's worker.
 */
export function publicRequestsInFlightPeak(): number {
  const seenPeak = peak;
  peak = inFlight;
  return seenPeak;
}

/** The server's 'request' listener beside the app's. */
export function countPublic(req: IncomingMessage, res: ServerResponse): void {
  if (req.url?.startsWith('/api/desk/')) return;
  seen++;
  peak = Math.max(peak, ++inFlight);
  // 'close' comes once a response, answered or cut off, is over.
  res.once('close', () => inFlight--);
}

/**
 * How long work that took `ms` while the public side asked rests before more of it, so that such
 * work back to back holds at most `share` of the time; at most `maxMs`, so it still goes on.
 */
export const restAfter = (ms: number, share: number, maxMs: number): number =>
  Math.min(maxMs, (ms * (1 - share)) / share);
