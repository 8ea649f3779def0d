// The queue pages and exports go through the server's lanes (server/desk/queuesLane.ts,
// docs/storage.md "The desk's lane"), on both engines: while the store holds one page's read,
// the other pages wait in line, and an export runs in its own lane beside it. The store's reads
// are held by the test, not timed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskApi } from '../../src/contract/desk';
import { startDesk, type DeskHarness } from '../testing/desk';
import { validComplaint } from '../testing/payloads';
import { engines } from '../store/testing/engines';
import { readLane, type DeskLanes, type LaneSettings } from './queuesLane';
import type { DeskOptions } from '../routes/desk';

/** One read at a time; no public request comes, so no place rests (queuesLane.test.ts does). */
const ONE: LaneSettings = { inFlight: 1, share: 0.5, maxRestMs: 200 };
const still = { now: () => 0, rest: async () => undefined, publicSeen: () => 0 };

describe.each(engines)('the desk lane over HTTP: $name', (engine) => {
  let desk: DeskHarness;
  let cookie = '';
  const lanes: DeskLanes = { pages: readLane(ONE, still), exports: readLane(ONE, still) };

  beforeAll(async () => {
    // startDesk hands its options to deskRoutes as they are.
    const options: Parameters<typeof startDesk>[1] & Pick<DeskOptions, 'lanes'> = { lanes };
    desk = await startDesk(engine, options);
    ({ meera: cookie } = await desk.signedIn({ grievance: ['meera'] }));
    for (let i = 0; i < 3; i++) {
      await desk.store.complaint.insert({
        ...validComplaint,
        department: 'Back Office',
        complainNo: `CMP-LANE-${i}`,
        status: 'Open',
        history: [],
        source: 'Web',
      });
    }
  }, 60_000);
  afterAll(() => desk.close());

  it('holds the other pages in line while one is read; an export reads beside it', async () => {
    const collection = desk.store.complaint;
    const queuePage = collection.queuePage.bind(collection);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let reading = 0;
    let entered = 0;
    collection.queuePage = async (query) => {
      entered++;
      reading++;
      try {
        await gate;
        return await queuePage(query);
      } finally {
        reading--;
      }
    };
    try {
      const calls = [
        ...[1, 2, 3, 4, 5].map((page) => `${deskApi.queue('complaints')}?page=${page}`),
        `${deskApi.queue('complaints')}/export.csv`,
      ].map((path) => desk.call(path, { cookie }));
      // Until all six are in: in the store, or in a line.
      while (entered + lanes.pages.state().waiting + lanes.exports.state().waiting < 6) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect({ reading, pagesInLine: lanes.pages.state().waiting }).toEqual({
        reading: 2,
        pagesInLine: 4,
      });
      open();
      const answers = await Promise.all(calls);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(lanes.pages.state()).toEqual({ running: 0, waiting: 0 });
    } finally {
      open();
      collection.queuePage = queuePage;
    }
  });
});
