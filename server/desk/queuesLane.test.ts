// The desk's lane for heavy reads (queuesLane.ts, docs/storage.md "The desk's lane"): how many
// run at once, in which order the others start, and the rest after each while the public side is
// asking. The reads and the rests are promises the test settles, the clock and the public
// requests are the test's: nothing here waits on time.
import { describe, expect, it } from 'vitest';
import { readLane, type LaneClock, type LaneSettings } from './queuesLane';

/** A promise and the function that settles it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every promise callback queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A clock the test moves, whose rests end when the test ends them (each rest's length is kept);
 * the public side asks for something between any two looks, unless `quiet`.
 */
function testClock({ quiet = false } = {}) {
  let ms = 0;
  let publicRequests = 0;
  const rests: { ms: number; end: () => void }[] = [];
  const clock: LaneClock = {
    now: () => ms,
    rest: (length) => {
      const d = deferred();
      rests.push({ ms: length, end: d.resolve });
      return d.promise;
    },
    publicSeen: () => (quiet ? publicRequests : ++publicRequests),
  };
  return { clock, rests, advance: (by: number) => (ms += by) };
}

/**
 * `count` reads sent to `lane` at once, each held until the test ends it: which have started (in
 * order), and how many ran at once at the most.
 */
function reads(lane: ReturnType<typeof readLane>, count: number) {
  const started: number[] = [];
  let running = 0;
  let most = 0;
  const holds = Array.from({ length: count }, () => deferred<string>());
  const answers = holds.map((hold, i) =>
    lane.run(async () => {
      started.push(i);
      most = Math.max(most, ++running);
      try {
        return await hold.promise;
      } finally {
        running--;
      }
    }),
  );
  return { started, holds, answers, most: () => most };
}

const ONE: LaneSettings = { inFlight: 1, share: 0.5, maxRestMs: 200 };

describe('the desk lane', () => {
  it('runs one read at a time, the others in the order they came, each after the rest', async () => {
    const { clock, rests, advance } = testClock();
    const lane = readLane(ONE, clock);
    const five = reads(lane, 5);
    await settle();
    expect(five.started).toEqual([0]);
    expect(lane.state()).toEqual({ running: 1, waiting: 4 });
    for (let i = 0; i < 5; i++) {
      advance(30);
      five.holds[i]!.resolve(`page ${i}`);
      await settle();
      // The place rests before the next read in line: nobody else has started.
      expect(five.started).toEqual([0, 1, 2, 3, 4].slice(0, i + 1));
      expect(rests[i]!.ms).toBe(30);
      rests[i]!.end();
      await settle();
    }
    expect(five.most()).toBe(1);
    expect(await Promise.all(five.answers)).toEqual([0, 1, 2, 3, 4].map((i) => `page ${i}`));
    expect(lane.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('runs at most inFlight at once and starts the others first come, first served', async () => {
    const { clock, rests } = testClock();
    const lane = readLane({ inFlight: 2, share: 1, maxRestMs: 0 }, clock);
    const six = reads(lane, 6);
    await settle();
    expect(six.started).toEqual([0, 1]);
    // The second ends first: the third starts in its place (share 1: no rest).
    six.holds[1]!.resolve('b');
    await settle();
    expect(six.started).toEqual([0, 1, 2]);
    for (const i of [0, 2, 3, 4, 5]) {
      six.holds[i]!.resolve('x');
      await settle();
    }
    expect(six.started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(six.most()).toBe(2);
    expect(rests).toEqual([]);
    await Promise.all(six.answers);
  });

  it('rests in proportion to the read, within maxRestMs', async () => {
    const { clock, rests, advance } = testClock();
    const lane = readLane({ inFlight: 1, share: 0.25, maxRestMs: 200 }, clock);
    const two = reads(lane, 2);
    await settle();
    advance(20);
    two.holds[0]!.resolve('short');
    await settle();
    // A quarter of the time for reads back to back: a 20 ms read, then 60 ms of rest.
    expect(rests.map((r) => r.ms)).toEqual([60]);
    rests[0]!.end();
    await settle();
    advance(1_000);
    two.holds[1]!.resolve('an export');
    await settle();
    expect(rests.map((r) => r.ms)).toEqual([60, 200]);
  });

  it('rests only when the public side asked for something while the read ran', async () => {
    const { clock, rests, advance } = testClock({ quiet: true });
    const lane = readLane(ONE, clock);
    const three = reads(lane, 3);
    await settle();
    for (let i = 0; i < 3; i++) {
      advance(30);
      three.holds[i]!.resolve('page');
      await settle();
      expect(three.started).toEqual([0, 1, 2].slice(0, Math.min(3, i + 2)));
    }
    expect(rests).toEqual([]);
    expect(three.most()).toBe(1);
    await Promise.all(three.answers);
  });

  it('a read that fails frees its place too, and its caller gets the error', async () => {
    const { clock, rests } = testClock();
    const lane = readLane(ONE, clock);
    const two = reads(lane, 2);
    await settle();
    const failed = expect(two.answers[0]).rejects.toThrow('store down');
    two.holds[0]!.reject(new Error('store down'));
    await failed;
    rests[0]?.end();
    await settle();
    expect(two.started).toEqual([0, 1]);
    two.holds[1]!.resolve('ok');
    expect(await two.answers[1]).toBe('ok');
  });
});
