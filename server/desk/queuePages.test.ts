// Queue pages and the desk home's counts at 10,000 records, answered by each engine itself
// (docs/storage.md, "Queue pages"), checked against a brute-force reference over the same records:
// every record read in the store's newest-first order, made a row by toRow, searched field by field
// (its kind's search fields, or what a masked record shows, then its text fields and notes),
// filtered and sorted as the desk sorted them before the engines did (overdue first, the most
// overdue on top, then newest; equal keys in the order read).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES, type QueueName, type QueueQuery, type QueueRow } from '../../src/contract/desk';
import { dueAt, isDueToday, isOverdue, istDay, istDayStart } from '../../src/contract/deadlines';
import { DESK_PAGE_SIZE } from '../../src/contract/limits';
import { engines } from '../store/testing/engines';
import { COLLECTIONS, ESTIMATE_ABOVE, type Store, type Stored } from '../store/types';
import { listQueue, queueSources, statusOf, toRow, type QueueSource } from './queues';

const NOW = new Date('2026-11-25T06:00:00.000Z');
const DAY = 86_400_000;
const N = 10_000;
const WORDS = ['dividend', 'contract note', 'margin', 'refund', 'pledge', 'ledger'];

/** A small deterministic generator: the same records on every run and engine. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
}

function records(queue: QueueName, n: number): Stored<Record<string, unknown>>[] {
  const pick = random(queue.length);
  const statuses = QUEUES[queue].statuses;
  return Array.from({ length: n }, (_, i) => {
    // Within 40 days before NOW, often on the same millisecond (equal times keep arrival order),
    // a few after it; a freeze sent in one weekend shares its due time with the others.
    const createdAt = new Date(NOW.getTime() - pick(40) * DAY + pick(3) * 3_600_000 - DAY / 2);
    const status = pick(10) === 0 ? undefined : statuses[pick(statuses.length)];
    const note = pick(4) === 0 ? `Called; ${WORDS[pick(WORDS.length)]} noted` : undefined;
    return {
      id: `${queue}-${i}`,
      createdAt: createdAt.toISOString(),
      updatedAt: createdAt.toISOString(),
      version: 1,
      complainNo: `CMP-${String(i).padStart(6, '0')}`,
      ackNo: `ACK-${i}`,
      fName: 'Asha',
      lName: `Rao${i % 7}`,
      email: `asha${i}@example.in`,
      contactNo: `98${String(i).padStart(8, '0')}`,
      clientCode: `VS${i}`,
      complain: `About my ${WORDS[pick(WORDS.length)]} of ${i}`,
      ...(status && { status }),
      history: note
        ? [{ by: 'meera', at: createdAt.toISOString(), from: null, to: 'x', note }]
        : [],
    };
  });
}

/** The fields `q` reads for staff who see PII (the kinds' declarations). */
const SEARCHED = {
  complaints: COLLECTIONS.complaint.search,
  'freeze-requests': COLLECTIONS.freeze.search,
  messages: COLLECTIONS.contactMessage.search,
};
type Paged = keyof typeof SEARCHED;

/** What the desk answered before the engines paged: every record read, filtered and sorted here. */
async function reference(
  queue: Paged,
  source: QueueSource,
  query: QueueQuery,
  pii: boolean,
): Promise<QueueRow[]> {
  const { data } = await source.collection.list();
  const q = query.q?.trim().toLowerCase();
  return data
    .flatMap((r) => {
      const row = toRow(queue, source, r, NOW);
      const seen = [
        ...(pii
          ? SEARCHED[queue].map((f) => String(r[f] ?? ''))
          : [row.key, row.status, row.receivedAt, row.dueAt ?? '']),
        ...source.freeText(r),
      ];
      return !q || seen.some((t) => t.toLowerCase().includes(q)) ? [row] : [];
    })
    .filter((row) => !query.status || row.status === query.status)
    .filter((row) => !query.overdue || row.overdue)
    .filter((row) => query.owner === undefined || row.owner === query.owner)
    .filter((row) => !query.unassigned || !row.owner)
    .sort((a, b) =>
      a.overdue !== b.overdue
        ? Number(b.overdue) - Number(a.overdue)
        : a.overdue
          ? Date.parse(a.dueAt!) - Date.parse(b.dueAt!)
          : Date.parse(b.receivedAt) - Date.parse(a.receivedAt),
    );
}

/**
 * The store's first, second and last pages of `query`, each beside the reference's (`want`), and
 * the reference's whole list.
 */
async function pagesBeside(queue: Paged, source: QueueSource, query: QueueQuery, pii: boolean) {
  const all = await reference(queue, source, query, pii);
  const last = Math.max(1, Math.ceil(all.length / DESK_PAGE_SIZE));
  const pages = [];
  for (const page of [1, 2, last]) {
    const want = all.slice((page - 1) * DESK_PAGE_SIZE, page * DESK_PAGE_SIZE);
    const got = await listQueue(queue, source, query, NOW, pii, page);
    pages.push({ page, got, want });
    // As the desk's Next asks for it: after the previous page's last row (QueueQuery.after).
    const after = all[(page - 1) * DESK_PAGE_SIZE - 1]?.key;
    if (page > 1 && after) {
      const next = await listQueue(queue, source, { ...query, after }, NOW, pii, page);
      pages.push({ page, got: next, want });
    }
  }
  return { all, pages };
}

const QUERIES: QueueQuery[] = [
  {},
  { status: 'In Process' },
  { overdue: true },
  { q: 'contract note' },
  { q: 'REFUND', status: 'Open' },
  { q: 'pledge noted', overdue: true },
  { q: '2026-11-1' },
  // A status (what a masked record shows) and a search over two lines (each text on its own).
  { q: 'in proc' },
  { q: 'noted\nabout' },
];

describe.each(engines)('queue pages at 10,000 records: $name', (engine) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let sources: Record<QueueName, QueueSource>;

  beforeAll(async () => {
    ({ store, cleanup } = await engine.open());
    sources = queueSources(store);
    await store.complaint.insertStored(records('complaints', N) as never);
    await store.freeze.insertStored(records('freeze-requests', 2_000) as never);
    // A queue keyed by the record's id, which a masked search reads too.
    await store.contactMessage.insertStored(records('messages', 1_000) as never);
  }, 120_000);
  afterAll(() => cleanup());

  it.each(['complaints', 'freeze-requests', 'messages'] as const)(
    '%s: every filter, search and role gives the reference’s first, second and last pages and total',
    async (queue) => {
      const source = sources[queue];
      const queries =
        queue === 'complaints'
          ? QUERIES
          : [{ q: 'contract note' }, { overdue: true }, { q: 'ack-1' }, { q: 'messages-1' }];
      let estimatedPages = 0;
      for (const query of queries) {
        for (const pii of [true, false]) {
          const { all, pages } = await pagesBeside(queue, source, query, pii);
          for (const { page, got: paged, want } of pages) {
            const { estimated, total, ...got } = paged;
            expect({ query, pii, page, ...got }).toEqual({ query, pii, page, rows: want });
            // PostgreSQL estimates the total of a page's search past ESTIMATE_ABOVE matches
            // (docs/contract.md §11), unless the page read every match: then it is exact.
            if (estimated) {
              estimatedPages++;
              expect({ engine: engine.name, q: !!query.q }).toEqual({
                engine: 'postgres',
                q: true,
              });
              expect(all.length).toBeGreaterThan(ESTIMATE_ABOVE);
              expect(total).toBeGreaterThan(ESTIMATE_ABOVE);
              expect(total / all.length).toBeGreaterThan(0.5);
              expect(total / all.length).toBeLessThan(2);
            } else {
              expect({ query, pii, page, total }).toEqual({ query, pii, page, total: all.length });
            }
          }
          // The CSV export's whole list (once: each reads every row).
          if (query.q === 'contract note') {
            expect((await listQueue(queue, source, query, NOW, pii)).rows).toEqual(all);
          }
        }
      }
      // The complaints' broad searches (a sixth of 10,000 hold 'contract note') were estimated.
      if (engine.name === 'postgres' && queue === 'complaints') {
        expect(estimatedPages).toBeGreaterThan(0);
      }
    },
    120_000,
  );

  it('the desk home’s counts equal a count over every record', async () => {
    const dayEnd = istDayStart(istDay(NOW), 1)!;
    for (const queue of ['complaints', 'freeze-requests'] as const) {
      const want = { inStatus: 0, overdue: 0, dueBefore: 0 };
      for await (const batch of sources[queue].collection.scan()) {
        for (const r of batch) {
          const status = statusOf(queue, r);
          const due = dueAt(queue, new Date(r.createdAt), status);
          if (status === QUEUES[queue].statuses[0]) want.inStatus++;
          if (isOverdue(due, NOW)) want.overdue++;
          else if (isDueToday(due, NOW)) want.dueBefore++;
        }
      }
      const status = QUEUES[queue].statuses[0];
      expect(
        await sources[queue].collection.queueCounts({ status, now: NOW, dueBefore: dayEnd }),
      ).toEqual(want);
      expect(want.overdue).toBeGreaterThan(0);
    }
  });

  // Last: it changes the records. The embedded engine keeps sorted indexes of each queue
  // (server/store/lowdb/queueIndex.ts), which every write must keep in step: a status change moves
  // a record between filters and, closing it, out of the overdue part; a new owner between the
  // owner filters; a note into a search; a second change must leave no trace of the first.
  it('after writes that move records between filters and orders, pages still equal the reference', async () => {
    const source = sources.complaints;
    const { collection } = source;
    const changed = Array.from({ length: 300 }, (_, k) => `complaints-${k * 31}`);
    // Searched before the writes: the embedded engine keeps a search's matches until the next.
    for (const query of [{ q: 'ledger noted' }, { q: 'ledger noted', owner: 'omar' }]) {
      await listQueue('complaints', source, query, NOW, true, 1);
    }
    for (const [k, id] of changed.entries()) {
      const current = (await collection.get(id))!;
      const change =
        k % 3 === 0
          ? { status: 'Closed' }
          : k % 3 === 1
            ? { status: 'In Process', owner: 'meera' }
            : {
                owner: 'omar',
                history: [
                  { by: 'omar', at: NOW.toISOString(), from: null, to: 'x', note: 'ledger noted' },
                ],
              };
      await collection.update(id, current.version, (r) => ({ ...r, ...change }) as never);
    }
    // A second change of some: their first change's place in every order must be gone.
    for (const id of changed.slice(0, 60)) {
      const current = (await collection.get(id))!;
      await collection.update(
        id,
        current.version,
        (r) => ({ ...r, status: 'Open', owner: undefined }) as never,
      );
    }
    for (let i = 0; i < 20; i++) {
      await collection.insert({
        ...(records('complaints', 1)[0] as Record<string, unknown>),
        complainNo: `CMP-NEW-${i}`,
        ackNo: `ACK-NEW-${i}`,
        status: 'Open',
        owner: 'meera',
      } as never);
    }
    const queries: QueueQuery[] = [
      {},
      { status: 'Closed' },
      { status: 'Open' },
      { overdue: true },
      { owner: 'meera' },
      { owner: 'meera', status: 'In Process' },
      { owner: 'omar', overdue: true },
      { unassigned: true },
      { q: 'ledger noted' },
      { q: 'ledger noted', owner: 'omar' },
    ];
    for (const query of queries) {
      const { all, pages } = await pagesBeside('complaints', source, query, true);
      for (const {
        page,
        got: { rows, total },
        want,
      } of pages) {
        expect({ query, page, rows }).toEqual({ query, page, rows: want });
        if (!query.q || engine.name === 'lowdb') {
          expect({ query, total }).toEqual({ query, total: all.length });
        }
      }
    }
    const dayEnd = istDayStart(istDay(NOW), 1)!;
    const want = { inStatus: 0, overdue: 0, dueBefore: 0 };
    for (const row of await reference('complaints', source, {}, true)) {
      if (row.status === QUEUES.complaints.statuses[0]) want.inStatus++;
      if (row.overdue) want.overdue++;
      else if (row.dueAt && isDueToday(new Date(row.dueAt), NOW)) want.dueBefore++;
    }
    expect(
      await collection.queueCounts({
        status: QUEUES.complaints.statuses[0],
        now: NOW,
        dueBefore: dayEnd,
      }),
    ).toEqual(want);
  }, 120_000);
  // Last too: it changes the searched texts. The embedded engine keeps an inverted index of the
  // searched words (server/store/lowdb/wordIndex.ts), which every write must keep in step: a
  // record's old words out (a search for them must no longer find it), its new ones in (a new
  // text, a new name, a note added, a new record), in the middle of a word too.
  it('after changes of the searched texts, searches still equal the reference', async () => {
    const source = sources.complaints;
    const { collection } = source;
    const queries: QueueQuery[] = [
      { q: 'dividend' },
      { q: 'dividend', status: 'Open' },
      { q: 'quasar' },
      { q: 'phyrquar' },
      { q: 'zephyrquartz seen' },
      { q: 'kavitha' },
      { q: 'quasar of 3' },
      { q: 'asha' },
    ];
    // Searched first: the word index is read, and the embedded engine keeps the matches.
    for (const query of queries) await listQueue('complaints', source, query, NOW, true, 1);
    for (let k = 0; k < 150; k++) {
      const id = `complaints-${k * 53 + 7}`;
      const current = (await collection.get(id))!;
      await collection.update(id, current.version, (r) => {
        const history = (r.history ?? []) as object[];
        return (
          k % 3 === 0
            ? { ...r, complain: `About my quasar of ${k}` }
            : k % 3 === 1
              ? { ...r, fName: 'Kavitha' }
              : {
                  ...r,
                  history: [
                    ...history,
                    {
                      by: 'omar',
                      at: NOW.toISOString(),
                      from: null,
                      to: 'x',
                      note: 'zephyrquartz seen',
                    },
                  ],
                }
        ) as never;
      });
    }
    await collection.insert({
      ...(records('complaints', 1)[0] as Record<string, unknown>),
      complainNo: 'CMP-NEW-Z',
      complain: 'A quasar and a zephyrquartz seen',
      status: 'Open',
    } as never);
    for (const query of queries) {
      for (const pii of [true, false]) {
        const { all, pages } = await pagesBeside('complaints', source, query, pii);
        if (pii) expect({ query, found: all.length > 0 }).toEqual({ query, found: true });
        for (const {
          page,
          got: { rows, total, estimated },
          want,
        } of pages) {
          expect({ query, pii, page, rows }).toEqual({ query, pii, page, rows: want });
          if (!estimated) expect({ query, pii, total }).toEqual({ query, pii, total: all.length });
        }
      }
    }
  }, 120_000);
});
