// The queue part of `npm run bench` (docs/storage.md, "Queue pages"): the desk's complaint queue
// at 0 and 100,000 complaints on an engine, as GET /api/desk/complaints computes it in the server
// (listQueue: the store's page and total, made rows), and the desk home's counts (GET
// /api/desk/summary's five queueCounts), timed in this process: p50 and p99 of RUNS after a
// warm-up, and 0's p50 ÷ 100k's (the throughput ratio of this work alone). Sign-in, audit entry and JSON are left
// out: they cost the same at every size. Targets: page p50 < 100 ms, p99 < 300 ms, summary < 50 ms.
// Then the grievance dashboard at the largest size, cold and warm (median, p95), against the same
// run's page 1, with the load average (figures, no target: docs/performance.md).
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { COMPLAINT_STATUSES } from '../../src/contract/choices';
import { QUEUE_NAMES, QUEUES, type QueueQuery } from '../../src/contract/desk';
import { istDay, istDayStart, recordDueAt } from '../../src/contract/deadlines';
import {
  ESCALATION_DEFAULTS,
  escalationsReached,
  type EscalationMark,
} from '../../src/contract/escalations';
import { complaint as complaintKind } from '../../src/contract/requests/complaint';
import { listQueue, queueSources, type QueueSource } from '../../server/desk/queues';
import { openStore, type StoreConfig } from '../../server/store';
import { GrievanceDashboards } from '../../server/desk/grievanceDashboard';
import type { ComplaintRecord, Store, Stored } from '../../server/store/types';
import type { OwnerChange, QueueState } from '../../src/contract/requests';
import { median, percentile } from './measure';
import { storedComplaint } from './seed';

const RUNS = 20;
const DAY = 86_400_000;
export const TOPICS = ['contract note', 'dividend', 'margin', 'refund', 'pledge', 'ledger'];

/** The grievance officers the seeded complaints are given to in turn. */
const OFFICERS = ['gita', 'meera', 'omar', 'ravi', 'sana'];

/**
 * Who owned complaint `i` received at `at`: given by round-robin on receipt (`system`), every
 * fourth handed over three days later, every twenty-fifth again forty days later (across a
 * month's end), none after `now` (docs/contract.md §11, Round-robin and Owners).
 */
function owners(i: number, at: number, now: number): Pick<QueueState, 'owner' | 'ownerHistory'> {
  const ownerHistory: OwnerChange[] = [];
  let owner = OFFICERS[i % OFFICERS.length]!;
  ownerHistory.push({ by: 'system', at: new Date(at + 50).toISOString(), from: null, to: owner });
  for (const [every, days] of [
    [4, 3],
    [25, 43],
  ] as const) {
    const when = at + days * DAY;
    if (i % every !== 0 || when > now) continue;
    const to = OFFICERS[(OFFICERS.indexOf(owner) + 1) % OFFICERS.length]!;
    ownerHistory.push({ by: owner, at: new Date(when).toISOString(), from: owner, to });
    owner = to;
  }
  return { owner, ownerHistory };
}

/**
 * The escalation steps `record` reached by `now`, marked as the desk's sweep marks them
 * (server/desk/escalations.ts): a firm's server has swept its overdue complaints long before, so
 * the bench seeds them swept. Unswept, the 18,848 overdue of 100k were each written once during
 * the bench (every write drops lowdb's kept search matches): a server busy writing, not a firm's
 * steady state (docs/performance.md, "The queue's searches").
 */
function swept(record: Stored<ComplaintRecord>, now: number): { escalations?: EscalationMark[] } {
  const due = recordDueAt('complaints', record, record.status);
  const at = new Date(now).toISOString();
  const steps = escalationsReached(
    complaintKind.escalations,
    due,
    new Date(now),
    ESCALATION_DEFAULTS,
  );
  if (!due || steps.length === 0) return {};
  return { escalations: steps.map(({ step }) => ({ step, due: due.toISOString(), at })) };
}

/**
 * A year of complaints, a few each hour: most closed, some in process or open (so overdue); each
 * with an owner and a history of them, and the escalation steps it reached marked (swept).
 */
export function complaints(
  count: number,
  now: number,
  numbers?: string[],
): Stored<ComplaintRecord>[] {
  return Array.from({ length: count }, (_, i) => {
    const at = now - Math.floor(((i + 1) * 365 * DAY) / count);
    const record = {
      ...storedComplaint(
        numbers?.[i] ?? `CMPQ${String(i).padStart(8, '0')}`,
        `Bench complaint ${i} about the ${TOPICS[i % TOPICS.length]}.`,
        COMPLAINT_STATUSES[i % 10 === 0 ? 0 : i % 10 === 1 ? 1 : 2],
        new Date(at).toISOString(),
      ),
      ...owners(i, at, now),
    };
    return { ...record, ...swept(record, now) };
  });
}

/**
 * `query` as the desk's Next asks for it (pressing Next on page `page` − 1): with `after`, the key
 * of that page's last row (QueueQuery.after; docs/contract.md §11). Page 1 as it is.
 */
export async function asNext(
  source: QueueSource,
  query: QueueQuery & { page: number },
  now: Date,
  pii: boolean,
): Promise<QueueQuery & { page: number }> {
  if (query.page <= 1) return query;
  const { rows } = await listQueue('complaints', source, query, now, pii, query.page - 1);
  const after = rows.at(-1)?.key;
  return after ? { ...query, after } : query;
}

/** The 50th pages are asked as Next on page 49 asks for them (asNext). */
export const CASES: [string, QueueQuery & { page: number }, boolean][] = [
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
  for (const [name, asked, pii] of CASES) {
    const query = await asNext(sources.complaints, asked, now, pii);
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

const DASHBOARD_RUNS = 20;
const COLD_RUNS = 5;

interface Spread {
  p50: number;
  p95: number;
}

const spread = (ms: number[]): Spread => ({ p50: median(ms), p95: percentile(ms, 0.95) });

/**
 * The grievance dashboard (docs/contract.md §11) as GET /api/desk/grievance-dashboard computes
 * it: cold, a fresh instance's first answer (every complaint read through `scan` into the index,
 * then the month's figures), and warm, the same instance's next answers within the minute its read
 * serves (the figures from the index kept). The first cold answer is the very first of this
 * process (no warm-up), as after a server's start.
 */
async function measureDashboard(store: Store): Promise<{ cold: Spread; warm: Spread }> {
  const cold: number[] = [];
  let warmed: GrievanceDashboards | undefined;
  for (let i = 0; i < COLD_RUNS; i++) {
    const dashboards = new GrievanceDashboards(store, () => new Date());
    const started = performance.now();
    await dashboards.answer(undefined);
    cold.push(performance.now() - started);
    warmed = dashboards;
  }
  const warm: number[] = [];
  for (let i = 0; i < DASHBOARD_RUNS; i++) {
    const started = performance.now();
    await warmed!.answer(undefined);
    warm.push(performance.now() - started);
  }
  return { cold: spread(cold), warm: spread(warm) };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Sizes 0 and `size` in the engine's store of `config`, one table of figures. */
export async function benchQueue(engine: string, config: StoreConfig, size = 100_000) {
  const bySize: Map<string, Figures>[] = [];
  let dashboard: { cold: Spread; warm: Spread; load: string } | undefined;
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
      if (target > 0) dashboard = { ...(await measureDashboard(store)), load: load() };
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
  if (!dashboard) return;
  // Against the same run's queue page 1 at the same size: the machine is shared, so the ratio is
  // what can be compared between runs.
  const page = full.get('page 1')!.p50;
  for (const [name, f] of [
    ['dashboard, cold', dashboard.cold],
    ['dashboard, warm', dashboard.warm],
  ] as const) {
    console.info(
      `  ${engine.padEnd(8)} ${name.padEnd(20)} │ p50 ${ms(f.p50)} │ p95 ${ms(f.p95)} │ ` +
        `p50 ÷ page 1's ${(f.p50 / page).toFixed(1).padStart(6)} │ load ${dashboard.load}`,
    );
  }
}
