// `npx tsx scripts/bench/rateBudgets.ts [posts] [rounds]`: what counting the rate budgets costs
// (docs/storage.md, "Rate budgets"). The bench's server (appServer.ts) on each engine, without
// budgets and with them counted (BENCH_RATE_BUDGETS=counted: every POST spends its budget, none is
// refused), is sent `posts` POST /api/complain (default 5,000) over 50 connections, in turns for
// `rounds` rounds (default 3) so that a machine's changing load falls on both alike; then the
// upsert alone, one at a time from one connection. PostgreSQL is DATABASE_URL or a throwaway
// cluster, a fresh schema per server.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PostgresRateWindows } from '../../server/store/postgres/rateWindows';
import { migrate } from '../../server/store/postgres/migrate';
import {
  createTestDatabase,
  startPostgres,
  type TestPostgres,
} from '../../server/testing/postgres';
import { forkServer, median, postComplaints, runBenchmark } from './measure';

const posts = Number(process.argv[2] ?? 5_000);
const rounds = Number(process.argv[3] ?? 3);

interface Run {
  perSecond: number;
  cpuMsPerPost: number;
}

/** One server on a fresh store, `posts` POSTs: its throughput and CPU per POST. */
async function run(adminUrl: string, engine: string, counted: boolean): Promise<Run> {
  const dataDir = await mkdtemp(join(tmpdir(), 'investor-rate-bench-'));
  const db = engine === 'postgres' ? await createTestDatabase(adminUrl) : undefined;
  try {
    const server = await forkServer('scripts/bench/appServer.ts', {
      DATA_DIR: dataDir,
      ...(db ? { DATABASE_URL: db.url } : {}),
      ...(counted ? { BENCH_RATE_BUDGETS: 'counted' } : {}),
    });
    try {
      const { seconds, cpuSeconds: cpu } = await postComplaints(server, posts);
      return { perSecond: posts / seconds, cpuMsPerPost: (cpu / posts) * 1000 };
    } finally {
      await server.stop();
    }
  } finally {
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The upsert alone: `count` hits one after another from one connection, µs each (median of 5). */
async function upsertMicros(adminUrl: string, count = 5_000): Promise<number> {
  const db = await createTestDatabase(adminUrl);
  const pool = new pg.Pool({ connectionString: db.url, max: 1 });
  try {
    await migrate(pool);
    const windows = new PostgresRateWindows(pool);
    const window = { name: 'post', limit: 1_000_000_000, windowMs: 600_000 };
    const each: number[] = [];
    for (let r = 0; r < 5; r++) {
      const started = performance.now();
      for (let i = 0; i < count; i++) await windows.hit(window, `198.51.${i % 256}.${r}`);
      each.push(((performance.now() - started) / count) * 1000);
    }
    windows.close();
    return median(each);
  } finally {
    await pool.end();
    await db.drop();
  }
}

async function main(): Promise<void> {
  let cluster: TestPostgres | undefined;
  const adminUrl = process.env.DATABASE_URL ?? (cluster = await startPostgres()).adminUrl;
  try {
    for (const engine of ['lowdb', 'postgres']) {
      const runs: Record<'off' | 'counted', Run[]> = { off: [], counted: [] };
      for (let r = 0; r < rounds; r++) {
        runs.off.push(await run(adminUrl, engine, false));
        runs.counted.push(await run(adminUrl, engine, true));
      }
      const show = (name: 'off' | 'counted') => {
        const perSecond = runs[name].map((x) => x.perSecond);
        const cpu = runs[name].map((x) => x.cpuMsPerPost);
        return `${name}: ${perSecond.map((x) => x.toFixed(0)).join('/')} POST/s (median ${median(perSecond).toFixed(0)}), server CPU ${median(cpu).toFixed(2)} ms/POST`;
      };
      const ratio =
        median(runs.counted.map((x) => x.perSecond)) / median(runs.off.map((x) => x.perSecond));
      console.info(
        `${engine}, ${posts} POST /api/complain × ${rounds} rounds in turns: ${show('off')}; ${show('counted')}; counted ÷ off ${ratio.toFixed(2)}`,
      );
    }
    console.info(
      `PostgreSQL upsert alone, one connection: ${(await upsertMicros(adminUrl)).toFixed(0)} µs per hit`,
    );
    console.info(
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await cluster?.stop();
  }
}

runBenchmark(main);
