// The embedded engine's claim (claimByVersion, server/store/outbox.ts; docs/storage.md, The
// outbox): it reads the pending messages a chunk at a time, not every one of them at each claim,
// and still finds the due ones behind messages waiting for their next attempt.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { acknowledgement, sentMessages } from '../testing/outbox';
import { LowdbCollection } from './lowdb/collection';
import {
  claimByVersion,
  isClaimable,
  queueIn,
  resendIn,
  settleByVersion,
  type OutboxCollection,
} from './outbox';
import { engines } from './testing/engines';
import {
  COLLECTIONS,
  type OutboxField,
  type OutboxRecord,
  type SendOutcome,
  type Store,
  type Stored,
} from './types';

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

/** The embedded engine's outbox collection (lowdb/index.ts): it counts the entries lists read. */
function lowdbMessages() {
  return (store.outbox as unknown as OutboxCollection).messages as unknown as LowdbCollection<
    OutboxRecord,
    OutboxField
  >;
}

/** A claim at T0 of at most `limit`, and how many entries its lists read. */
async function claimCounted(limit: number) {
  const before = lowdbMessages().entriesRead;
  const claimed = await store.outbox.claimDue(T0, limit, 60_000);
  return { claimed, read: lowdbMessages().entriesRead - before };
}

it('a claim of 20 among 1,000 pending messages parses a chunk of them, not all', async () => {
  await queue(1000, () => false);
  const parsed = countParsed();
  const claimed = await store.outbox.claimDue(T0, 20, 60_000);
  expect(claimed).toHaveLength(20);
  expect(parsed()).toBeLessThanOrEqual(100);
});

it('a claim of 100 among 1,000 pending messages reads the 100 it takes, not the whole pending list', async () => {
  await queue(1000, () => false);
  const { claimed, read } = await claimCounted(100);
  expect(claimed).toHaveLength(100);
  expect(read).toBeLessThanOrEqual(100);
  const messages = lowdbMessages();
  // The list by state alone (claimed messages stay pending, held), either way round, is a slice
  // of the pending messages in order.
  const oldest = await messages.list({ where: { state: 'pending' }, sort: 'oldest', limit: 2 });
  const newest = await messages.list({ where: { state: 'pending' }, offset: 998, limit: 5 });
  expect(oldest.total).toBe(1000);
  expect(newest.total).toBe(1000);
  expect(newest.data.map((m) => m.id)).toEqual(oldest.data.map((m) => m.id).reverse());
});

it('a claim finds the due messages behind more than a chunk of messages not yet due', async () => {
  await queue(250, (i) => i < 230);
  const claimed: OutboxRecord[] = await store.outbox.claimDue(T0, 50, 60_000);
  expect(claimed).toHaveLength(20);
  expect(claimed.every((m) => m.nextAttemptAt === T0.toISOString())).toBe(true);
});

it('a claim among 10,000 sent messages and 5 pending reads the 5 pending ones only', async () => {
  await store.outbox.insertStored(sentMessages(10_000, T0));
  await queue(5, () => false);
  const { claimed, read } = await claimCounted(20);
  expect(claimed).toHaveLength(5);
  expect(read).toBeLessThanOrEqual(5);
});

it('after sends, retries, failures, a re-send and a reopen, a claim takes exactly the due pending messages, oldest due first', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'investor-claim-'));
  try {
    const open = () => LowdbCollection.open<OutboxRecord, OutboxField>(dir, COLLECTIONS.outbox);
    const first = await open();
    await first.insertStored(sentMessages(300, T0));
    // 40 pending, due a minute apart from 20 minutes before T0 on, in another order than queued.
    const dueAt = (i: number) => new Date(T0.getTime() + ((i * 7) % 40) * 60_000 - 20 * 60_000);
    for (let i = 0; i < 40; i++) {
      await queueIn(
        first,
        { ...acknowledgement(`p${i}`), nextAttemptAt: dueAt(i).toISOString() },
        dueAt(i),
      );
    }
    /** What a claim at `now` must take: every claimable message, by its due time. */
    const expected = async (messages: LowdbCollection<OutboxRecord, OutboxField>, now: Date) => {
      const all: OutboxRecord[] = [];
      for await (const batch of messages.scan()) all.push(...batch);
      return all
        .filter((m) => isClaimable(m, now.toISOString()))
        .sort((a, b) => (a.nextAttemptAt < b.nextAttemptAt ? -1 : 1))
        .map((m) => m.event);
    };
    /** The pending messages as a list filtered by state answers them, and as a scan finds them. */
    const pendingAgree = async (messages: LowdbCollection<OutboxRecord, OutboxField>) => {
      const listed = await messages.list({ where: { state: 'pending' }, sort: 'oldest' });
      const all: Stored<OutboxRecord>[] = [];
      for await (const batch of messages.scan()) all.push(...batch);
      const pending = all.filter((m) => m.state === 'pending').map((m) => m.id);
      expect(listed.data.map((m) => m.id)).toEqual(pending);
      expect(listed.total).toBe(pending.length);
      expect(await messages.count({ state: 'pending' })).toBe(pending.length);
      const sent = all.filter((m) => m.state === 'sent').map((m) => m.id);
      expect(await messages.count({ state: 'sent' })).toBe(sent.length);
    };

    // At T0 the first 21 are due: a claim of 12 takes the 12 due first.
    const claim = claimByVersion(first);
    const want = await expected(first, T0);
    expect(want).toHaveLength(21);
    const taken = await claim(T0, 12, 60_000);
    expect(taken.map((m) => m.event)).toEqual(want.slice(0, 12));
    await pendingAgree(first);

    // Three sent, three retried, three failed, one of those re-sent; three stay claimed.
    const outcomes: SendOutcome[] = [
      ...Array.from({ length: 3 }, () => ({ result: 'sent' }) as const),
      ...Array.from(
        { length: 3 },
        () => ({ result: 'error', status: '451', permanent: false }) as const,
      ),
      ...Array.from(
        { length: 3 },
        () => ({ result: 'error', status: '550', permanent: true }) as const,
      ),
    ];
    const settled = await settleByVersion(first)(
      outcomes.map((outcome, i) => ({ message: taken[i]!, outcome })),
      T0,
    );
    expect(settled.map((m) => m?.state)).toEqual([
      ...Array.from({ length: 6 }, (_, i) => (i < 3 ? 'sent' : 'pending')),
      'failed',
      'failed',
      'failed',
    ]);
    expect(await resendIn(first, taken[6]!.id, T0)).toMatchObject({ state: 'pending' });
    await pendingAgree(first);
    // The 9 not yet claimed, and the re-sent one (due at once); the retried wait 30 s.
    const dueNow = await expected(first, T0);
    expect(dueNow).toHaveLength(10);
    expect(dueNow).toContain(taken[6]!.event);
    expect((await claim(T0, 100, 60_000)).map((m) => m.event)).toEqual(dueNow);

    // Reopened (what another process finds in the files): an hour on, every pending one is due.
    const later = new Date(T0.getTime() + 3_600_000);
    const second = await open();
    await pendingAgree(second);
    const due = await expected(second, later);
    expect(due).toHaveLength(40 - 3 - 2);
    expect((await claimByVersion(second)(later, 100, 60_000)).map((m) => m.event)).toEqual(due);
    await pendingAgree(second);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
