// `npm run bench:disclosures`: 100,000 complaints spread over five years in the embedded store (a
// temporary data dir), then GET /api/investor-complaints over real HTTP: each month's first answer
// (the first reads every record through the storage interface; each month is then computed once
// from that read) and the cached ones.
// The target is under 200 ms an answer on this machine (docs/contract.md §12).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '../src/contract/api';
import type { ComplaintSource } from '../src/contract/desk';
import { DEFAULT_ASSETS_DIR } from '../server/app';
import { formatMonth, lastClosedMonth } from '../server/disclosures/istMonths';
import { openLowdbStore } from '../server/store/lowdb';
import type { LowdbCollection } from '../server/store/lowdb/collection';
import type { ComplaintRecord, StatusChange, Stored } from '../server/store/types';
import { validComplaint } from '../server/testing/payloads';
import { startApp } from '../tests/support/server';

const COMPLAINTS = 100_000;
const YEARS = 5;
const DAY = 86_400_000;
const MONTHS_ASKED = 24;
const CACHED_ROUNDS = 200;

const SOURCES: ComplaintSource[] = [
  'Web',
  'Web',
  'Web',
  'Kiosk',
  'SCORES',
  'Stock exchange',
  'Depository',
  'Other',
];
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

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'investor-bench-disclosures-'));
  try {
    const now = Date.now();
    const seedStarted = performance.now();
    const store = await openLowdbStore({ dataDir, seedDir: join(DEFAULT_ASSETS_DIR, 'seed') });
    // Records with their own past times: only the copy path (insertStored) can write those.
    await (store.complaints as LowdbCollection<ComplaintRecord>).insertStored(complaints(now));
    await store.close();
    console.info(
      `${COMPLAINTS} complaints over ${YEARS} years written in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const app = await startApp({ dataDir });
    try {
      const latest = lastClosedMonth(now);
      const months = Array.from({ length: MONTHS_ASKED }, (_, i) => formatMonth(latest - i));
      // The server read every record when it started; give that read time to finish.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      // Each month is computed once from that read.
      const first = await timeGet(app.baseUrl, api.investorComplaints(months[0]));
      console.info(
        `first request (records read at start-up, one month computed): ${first.toFixed(1)} ms`,
      );
      const cold: number[] = [];
      for (const month of months.slice(1)) {
        cold.push(await timeGet(app.baseUrl, api.investorComplaints(month)));
      }
      console.info(
        `first answer of each other month (computed), ${cold.length} months: ${summary(cold)}`,
      );
      const cached: number[] = [];
      for (let i = 0; i < CACHED_ROUNDS; i++) {
        cached.push(await timeGet(app.baseUrl, api.investorComplaints(months[i % MONTHS_ASKED])));
      }
      console.info(`cached answer, ${CACHED_ROUNDS} requests: ${summary(cached)}`);
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
