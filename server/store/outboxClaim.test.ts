// The embedded engine's claim (claimByVersion, server/store/outbox.ts; docs/storage.md, The
// outbox): it reads the pending messages a chunk at a time, not every one of them at each claim,
// and still finds the due ones behind messages waiting for their next attempt.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { acknowledgement } from '../testing/outbox';
import type { OutboxCollection } from './outbox';
import { engines } from './testing/engines';
import type { OutboxRecord, Store } from './types';

const T0 = new Date('2026-11-29T08:00:00.000Z');
const LATER = new Date(T0.getTime() + 3_600_000).toISOString();
const lowdb = engines.find((e) => e.name === 'lowdb')!;

let store: Store;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ store, cleanup } = await lowdb.open());
});
afterEach(() => cleanup());

/** `count` pending messages, in this order; those of `waiting` due only an hour after T0. */
async function queue(count: number, waiting: (i: number) => boolean) {
  for (let i = 0; i < count; i += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, count - i) }, (_, j) =>
        store.outbox.queue({
          ...acknowledgement(`r${i + j}`),
          nextAttemptAt: waiting(i + j) ? LATER : T0.toISOString(),
        }),
      ),
    );
  }
}

/** How many records the claims' lists hand back (each one parsed). */
function countParsed() {
  let parsed = 0;
  // The embedded engine's outbox is an OutboxCollection (lowdb/index.ts).
  const { messages } = store.outbox as unknown as OutboxCollection;
  const list = messages.list.bind(messages);
  vi.spyOn(messages, 'list').mockImplementation(async (query) => {
    const page = await list(query);
    parsed += page.data.length;
    return page;
  });
  return () => parsed;
}

it('a claim of 20 among 1,000 pending messages parses a chunk of them, not all', async () => {
  await queue(1000, () => false);
  const parsed = countParsed();
  const claimed = await store.outbox.claimDue(T0, 20, 60_000);
  expect(claimed).toHaveLength(20);
  expect(parsed()).toBeLessThanOrEqual(100);
});

it('a claim finds the due messages behind more than a chunk of messages not yet due', async () => {
  await queue(250, (i) => i < 230);
  const claimed: OutboxRecord[] = await store.outbox.claimDue(T0, 50, 60_000);
  expect(claimed).toHaveLength(20);
  expect(claimed.every((m) => m.nextAttemptAt === T0.toISOString())).toBe(true);
});
