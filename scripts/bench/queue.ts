// The queue part of `npm run bench` (docs/storage.md, "Queue pages"): the desk's complaint queue
// at 0 and 100,000 complaints on an engine, as GET /api/desk/complaints computes it in the server
// (listQueue: the store's page and total, made rows), and the desk home's counts (GET
// /api/desk/summary's five queueCounts), timed in this process: p50 and p99 of RUNS after a
// warm-up, and 0's p50 ÷ 100k's (the throughput ratio of this work alone). Sign-in, audit entry and JSON are left
// out: they cost the same at every size. Targets: page p50 < 100 ms, p99 < 300 ms, summary < 50 ms.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { COMPLAINT_STATUSES } from '../../src/contract/choices';
import { QUEUE_NAMES, QUEUES, type QueueQuery } from '../../src/contract/desk';
import { istDay, istDayStart } from '../../src/contract/deadlines';
import { listQueue, queueSources } from '../../server/desk/queues';
import { openStore, type StoreConfig } from '../../server/store';
import type { ComplaintRecord, Store, Stored } from '../../server/store/types';
import { median, percentile } from './measure';
import { storedComplaint } from './seed';

const RUNS = 20;
const DAY = 86_400_000;
export const TOPICS = ['contract note', 'dividend', 'margin', 'refund', 'pledge', 'ledger'];

/** A year of complaints, a few each hour: most closed, some in process or open (so overdue). */
export function complaints(
  count: number,
  now: number,
  numbers?: string[],
): Stored<ComplaintRecord>[] {
  return Array.from({ length: count }, (_, i) =>
    storedComplaint(
      numbers?.[i] ?? `CMPQ${String(i).padStart(8, '0')}`,
      `Bench complaint ${i} about the ${TOPICS[i % TOPICS.length]}.`,
      COMPLAINT_STATUSES[i % 10 === 0 ? 0 : i % 10 === 1 ? 1 : 2],
      new Date(now - Math.floor(((i + 1) * 365 * DAY) / count)).toISOString(),
    ),
  );
}

const CASES: [string, QueueQuery & { page: number }, boolean][] = [
  ['page 1', { page: 1 }, true],
  ['page 50', { page: 50 }, true],
  ['status, page 1', { status: 'In Process', page: 1 }, true],
  ['status, page 50', { status: 'Closed', page: 50 }, true],
  ['search, page 1', { q: 'dividend', page: 1 }, true],
  ['search, page 50', { q: 'dividend', page: 50 }, true],
  ['status+search, p1', { q: 'refund', status: 'Open', page: 1 }, true],
  ['overdue, page 1', { overdue: true, page: 1 }, true],
  ['auditor search, p1', { q: 'dividend', page: 1 }, false],
];

/**
 * What autovacuum has done to a table filled over a year (its statistics and visibility map, which
 * the planner and index-only counts read), done at once to one filled in seconds.
 */
export async function vacuum(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE complaints');
  } finally {
    await client.end();
  }
}

interface Figures {
  p50: number;
  p99: number;
  /**
   * The longest the work held this process's one thread (ms): what a request arriving meanwhile
   * waits behind it (the event loop's longest delay, sampled every ms; docs/storage.md "Queue pages").
   */
  held: number;
}

async function timed(run: () => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < 3; i++) await run();
  const ms: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  delay.disable();
  return { p50: median(ms), p99: percentile(ms, 0.99), held: delay.max / 1e6 };
}

async function measure(store: Store): Promise<Map<string, Figures>> {
  const sources = queueSources(store);
  const now = new Date();
  const figures = new Map<string, Figures>();
  for (const [name, query, pii] of CASES) {
    figures.set(
      name,
      await timed(() => listQueue('complaints', sources.complaints, query, now, pii, query.page)),
    );
  }
  const dueBefore = istDayStart(istDay(now), 1)!;
  figures.set(
    'summary (5 queues)',
    await timed(() =>
      Promise.all(
        QUEUE_NAMES.map((q) =>
          sources[q].collection.queueCounts({ status: QUEUES[q].statuses[0], now, dueBefore }),
        ),
      ),
    ),
  );
  return figures;
}

/** Sizes 0 and `size` in the engine's store of `config`, one table of figures. */
export async function benchQueue(engine: string, config: StoreConfig, size = 100_000) {
  const bySize: Map<string, Figures>[] = [];
  for (const target of [0, size]) {
    const store = await openStore(config);
    try {
      if (target > 0) {
        const started = performance.now();
        await store.complaint.insertStored(complaints(target, Date.now()));
        const secs = ((performance.now() - started) / 1000).toFixed(1);
        console.info(`  ${engine}: ${target} complaints seeded in ${secs} s`);
        if (config.databaseUrl) await vacuum(config.databaseUrl);
      }
      bySize.push(await measure(store));
    } finally {
      await store.close();
    }
  }
  const [empty, full] = bySize as [(typeof bySize)[0], (typeof bySize)[0]];
  const ms = (n: number) => n.toFixed(1).padStart(7);
  console.info(
    `  ${engine.padEnd(8)} ${'case'.padEnd(20)} │ p50 at 0 │ p50 at ${size} │ p99 at ${size} │ ` +
      `thread held │ 100k÷0`,
  );
  for (const [name, at0] of empty) {
    const at = full.get(name)!;
    const summary = name.startsWith('summary');
    // The ratio is of this process's time alone: over HTTP the request's own fixed cost (the
    // same at every size) is in both, so the throughput ratio is higher than this one.
    const ok = summary ? at.p50 < 50 : at.p50 < 100 && at.p99 < 300;
    console.info(
      `  ${engine.padEnd(8)} ${name.padEnd(20)} │ ${ms(at0.p50)}  │ ${ms(at.p50).padStart(12)} │ ` +
        `${ms(at.p99).padStart(12)} │ ${ms(at.held).padStart(11)} │ ` +
        `${(at0.p50 / at.p50).toFixed(2).padStart(6)} ${ok ? 'holds' : 'FAILS'}`,
    );
  }
}
