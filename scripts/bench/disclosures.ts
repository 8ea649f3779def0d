// The disclosures part of `npm run bench` (`npm run bench:disclosures` runs it alone): 100,000
// complaints spread over five years in the engine's store, then GET /api/investor-complaints over
// real HTTP: the first request (it reads every record: nothing is read at start), each other
// month's first answer (computed once from that read), the cached ones, and cached answers while
// a month end is read in the background. The target is under 200 ms an answer on this machine
// (docs/contract.md §12).
import { randomUUID } from 'node:crypto';
import { api } from '../../src/contract/api';
import { COMPLAINT_SOURCES, type ComplaintSource } from '../../src/contract/desk';
import { formatMonth, lastClosedMonth, monthStart } from '../../server/disclosures/istMonths';
import { openStore, type StoreConfig } from '../../server/store';
import type { ComplaintRecord, StatusChange, Stored } from '../../server/store/types';
import { validComplaint } from '../../server/testing/payloads';
import { startApp } from '../../tests/support/server';

const COMPLAINTS = 100_000;
const YEARS = 5;
const DAY = 86_400_000;
const MONTHS_ASKED = 24;
const CACHED_ROUNDS = 200;

/** Every source, web three times as often as each other (the same order, so the same data). */
const SOURCES: ComplaintSource[] = ['Web', 'Web', ...COMPLAINT_SOURCES];
const DEPARTMENTS = ['Back Office', 'Back Office', 'IT', 'All Others', 'DP'] as const;

/** A fixed pseudo-random sequence, so every run measures the same data. */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

function complaints(now: number): Stored<ComplaintRecord>[] {
  const next = random(11);
  const from = now - YEARS * 365 * DAY;
  const records: Stored<ComplaintRecord>[] = [];
  for (let i = 0; i < COMPLAINTS; i++) {
    const created = from + Math.floor(next() * (now - from));
    const at = (t: number) => new Date(t).toISOString();
    const history: StatusChange[] = [{ by: 'web', at: at(created), from: null, to: 'Open' }];
    // Most are closed within six weeks; a few are reopened and closed again; some stay open.
    let t = created + next() * 42 * DAY;
    if (next() < 0.95 && t < now) {
      history.push({ by: 'meera', at: at(t), from: 'Open', to: 'Closed', note: 'Resolved' });
      if (next() < 0.05) {
        t += next() * 10 * DAY;
        if (t < now) history.push({ by: 'meera', at: at(t), from: 'Closed', to: 'In Process' });
        t += next() * 20 * DAY;
        if (t < now)
          history.push({ by: 'meera', at: at(t), from: 'In Process', to: 'Closed', note: 'Again' });
      }
    }
    const last = history.at(-1)!;
    records.push({
      ...validComplaint,
      department: DEPARTMENTS[Math.floor(next() * DEPARTMENTS.length)]!,
      source: SOURCES[Math.floor(next() * SOURCES.length)]!,
      complainNo: `CMP-${String(i).padStart(8, '0')}`,
      status: last.to,
      history,
      id: randomUUID(),
      createdAt: at(created),
      updatedAt: last.at,
      version: history.length,
    });
  }
  return records;
}

async function timeGet(baseUrl: string, path: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(baseUrl + path);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return performance.now() - started;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
};

/** A month is published this long after it closes (server/disclosures/investorComplaints.ts). */
const SETTLE_MS = 60_000;
/** How long before the next month is published the clocked server starts. */
const LEAD_MS = 3000;

/** The disclosure figures on one engine's (empty) store; prints one line per figure. */
export async function benchDisclosures(engine: string, config: StoreConfig): Promise<void> {
  const now = Date.now();
  const seedStarted = performance.now();
  const store = await openStore(config);
  try {
    // Records with their own past times: only the bulk path (insertStored) can write those.
    await store.complaint.insertStored(complaints(now));
  } finally {
    await store.close();
  }
  const seeded = ((performance.now() - seedStarted) / 1000).toFixed(1);
  const say = (text: string) => console.info(`  ${engine.padEnd(8)} ${text}`);
  say(`${COMPLAINTS} complaints over ${YEARS} years stored in ${seeded} s`);
  const server = {
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  };

  const app = await startApp(server);
  try {
    const latest = lastClosedMonth(now);
    const months = Array.from({ length: MONTHS_ASKED }, (_, i) => formatMonth(latest - i));
    const first = await timeGet(app.baseUrl, api.investorComplaints(months[0]));
    say(`first request (reads every record, computes its month): ${first.toFixed(0)} ms`);
    const cold: number[] = [];
    for (const month of months.slice(1)) {
      cold.push(await timeGet(app.baseUrl, api.investorComplaints(month)));
    }
    say(`first answer of each other month (computed), ${cold.length} months: ${summary(cold)}`);
    const cached: number[] = [];
    for (let i = 0; i < CACHED_ROUNDS; i++) {
      cached.push(await timeGet(app.baseUrl, api.investorComplaints(months[i % MONTHS_ASKED])));
    }
    say(`cached answer, ${CACHED_ROUNDS} requests: ${summary(cached)}`);
  } finally {
    await app.close();
  }

  // A server whose clock stands LEAD_MS before the next month's publication until its records
  // have been read once, then runs: the month end is read and computed in the background (its
  // timer) while answers keep being asked for.
  const publishedAt = monthStart(lastClosedMonth(now) + 2) + SETTLE_MS;
  let go: number | undefined;
  const clock = () => new Date(publishedAt - LEAD_MS + (go === undefined ? 0 : Date.now() - go));
  const clocked = await startApp({ ...server, now: clock });
  try {
    const path = api.investorComplaints();
    await timeGet(clocked.baseUrl, path);
    go = Date.now();
    const during: number[] = [];
    let month = '';
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const t0 = performance.now();
      const res = await fetch(clocked.baseUrl + path);
      month = ((await res.json()) as { data: { month: string } }).data.month;
      during.push(performance.now() - t0);
      if (month === formatMonth(lastClosedMonth(now) + 1)) break;
    }
    const waited = Date.now() - go - LEAD_MS;
    say(
      `month end: ${month} published ${(waited / 1000).toFixed(1)} s after its time; ` +
        `the ${during.length} answers from ${LEAD_MS / 1000} s before until then: ${summary(during)}`,
    );
  } finally {
    await clocked.close();
  }
}
