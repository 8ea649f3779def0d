// `npx tsx scripts/bench/search.ts [count] [lowdb,postgres]`: what the desk's search `q` costs the
// store with `count` complaints (default 100,000; docs/storage.md, Search). Each engine is filled
// with the bench's complaints (seed.ts), then `complaint.list({ q, limit: 25 })` is timed for a
// search that finds nothing (every record's text is read on lowdb), words of one complaint's text,
// one complaint's number, and words every complaint's text holds, and its first name. Medians of 5, wall and CPU.
// PostgreSQL is DATABASE_URL or a throwaway cluster, in a schema of its own dropped at the end.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ASSETS_DIR } from '../../server/app';
import { openLowdbStore } from '../../server/store/lowdb';
import { openPostgresStore } from '../../server/store/postgres';
import type { Store } from '../../server/store/types';
import {
  createTestDatabase,
  startPostgres,
  type TestPostgres,
} from '../../server/testing/postgres';
import { seedComplaints } from './seed';

const count = Number(process.argv[2] ?? 100_000);
const engines = (process.argv[3] ?? 'lowdb,postgres').split(',');
const RUNS = 5;
const seedDir = join(DEFAULT_ASSETS_DIR, 'seed');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(store: Store, q: string): Promise<string> {
  const walls: number[] = [];
  const cpus: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    total = (await store.complaint.list({ q, limit: 25 })).total;
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
  return `${JSON.stringify(q).padEnd(30)} ${String(total).padStart(7)} found  wall ${ms(median(walls))}  this process's CPU ${ms(median(cpus))}`;
}

async function measure(engine: string, store: Store): Promise<void> {
  const started = performance.now();
  const [one] = await seedComplaints(store, count, new Set());
  const seeded = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`${engine}: ${await store.complaint.count()} complaints (seeded in ${seeded} s)`);
  for (const q of [
    'no such words anywhere',
    `complaint ${Math.floor(count / 2)}:`,
    one ?? '',
    'CONTRACT NOTE',
    'ASHA',
  ]) {
    console.info(`  ${await time(store, q)}`);
  }
}

for (const engine of engines) {
  if (engine === 'lowdb') {
    const dataDir = await mkdtemp(join(tmpdir(), 'investor-bench-search-'));
    const store = await openLowdbStore({ dataDir, seedDir });
    try {
      await measure(engine, store);
    } finally {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  } else {
    let cluster: TestPostgres | undefined;
    const adminUrl = process.env.DATABASE_URL ?? (cluster = await startPostgres()).adminUrl;
    const db = await createTestDatabase(adminUrl);
    const store = await openPostgresStore({ databaseUrl: db.url, seedDir });
    try {
      await measure(engine, store);
    } finally {
      await store.close();
      await db.drop();
      await cluster?.stop();
    }
  }
}
