// The desk's lane for its heavy reads (queue pages and searches, CSV exports; docs/storage.md,
// "The desk's lane"): each app server runs at most `inFlight` of them at once, the others wait in
// line in the order they came. When the public side asked for something while a read ran, the
// read's place rests in proportion to it before the next in line takes it, so reads back to back
// hold at most `share` of the lane's time: officers paging without pause then take a bounded part
// of the server (and, on PostgreSQL, of the database's cores) whatever their number, and the
// public side, which never enters the lane, keeps the rest (issue 41: lookups ≥ 0.8 of their rate
// alone while five officers page). With no public request meanwhile the place is free at once.

import { publicRequestsSeen, restAfter } from '../http/publicTraffic';

export interface LaneSettings {
  /** How many reads run at once. */
  inFlight: number;
  /** The share (0–1] of a place's time that reads back to back may hold. */
  share: number;
  /** The longest rest after one read (a long export does not shut the lane for long). */
  maxRestMs: number;
}

/**
 * One read at a time per server and, while the public side is asking, a rest of twice each read
 * (a third of the lane's time to reads back to back), at most 100 ms, so a page asked for at a
 * human pace waits at most one read and 100 ms; five officers paging without pause wait in line
 * (docs/performance.md, "The server at a year's volume", for the figures these give).
 */
export const DESK_LANE: LaneSettings = { inFlight: 1, share: 1 / 3, maxRestMs: 100 };

/**
 * What the lane measures a read with, rests on, and asks whether the public side was there;
 * injected by the tests (no timed assertions).
 */
export interface LaneClock {
  now(): number;
  rest(ms: number): Promise<void>;
  /** A count that moves with each public request (server/http/publicTraffic.ts). */
  publicSeen(): number;
}

const realClock: LaneClock = {
  now: () => performance.now(),
  rest: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  publicSeen: publicRequestsSeen,
};

export interface Lane {
  /** Runs `read` when its turn comes, and answers what it answers. */
  run<T>(read: () => Promise<T>): Promise<T>;
  /** Reads running (or their place resting) and reads waiting in line, now. */
  state(): { running: number; waiting: number };
}

export function readLane(settings: LaneSettings = DESK_LANE, clock: LaneClock = realClock): Lane {
  const { inFlight, share, maxRestMs } = settings;
  let running = 0;
  const line: (() => void)[] = [];
  const admit = () => {
    while (running < inFlight && line.length) {
      running++;
      line.shift()!();
    }
  };
  const release = () => {
    running--;
    admit();
  };
  return {
    async run<T>(read: () => Promise<T>): Promise<T> {
      await new Promise<void>((resolve) => {
        line.push(resolve);
        admit();
      });
      const began = clock.now();
      const seen = clock.publicSeen();
      try {
        return await read();
      } finally {
        const rest =
          clock.publicSeen() === seen ? 0 : restAfter(clock.now() - began, share, maxRestMs);
        if (rest > 0) void clock.rest(rest).then(release, release);
        else release();
      }
    },
    state: () => ({ running, waiting: line.length }),
  };
}

/** A server's lanes: pages and searches in one, CSV exports in their own (a long export never
 * holds a page in line). */
export interface DeskLanes {
  pages: Lane;
  exports: Lane;
}

export const deskLanes = (): DeskLanes => ({ pages: readLane(), exports: readLane() });
