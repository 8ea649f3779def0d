// What queueing a POST's two messages costs a PostgreSQL transaction (docs/performance.md,
// "Queueing an acknowledgement"): in this process, against a throwaway PostgreSQL cluster, `txs`
// transactions `at` at once, each a complaint and its e-mail and SMS acknowledgements, queued one
// INSERT each (`tx.queue`, as before 30 November) or in one (`tx.queueAll`), and none (the
// record alone); rounds in turns. Transactions a second, and this process's CPU and the cluster's
// (all its processes, /proc) a transaction: the CPU counts hold on a busy machine, the rate not.
//
//   npx tsx scripts/bench/outboxQueue.ts [txs] [at] [rounds]
import { readFile, readdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { openPostgresStore } from '../../server/store/postgres';
import { SEED_DIR } from '../../server/store/testing/engines';
import type { Store, Transaction } from '../../server/store/types';
import { createTestDatabase, startPostgres } from '../../server/testing/postgres';
import { acknowledgement } from '../../server/testing/outbox';
import { openComplaint } from '../../server/testing/payloads';
import { median, runBenchmark } from './measure';

const txs = Number(process.argv[2] ?? 2000);
const at = Number(process.argv[3] ?? 20);
const rounds = Number(process.argv[4] ?? 3);
const MODES = ['none', 'each', 'all'] as const;
type Mode = (typeof MODES)[number];

/** CPU seconds of the cluster listening on `port`: its postmaster and the postmaster's children. */
async function clusterCpu(port: string): Promise<number> {
  const stats = new Map<number, { ppid: number; ticks: number; cmd: string }>();
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8');
      stats.set(Number(pid), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        cmd,
      });
    } catch {
      // Gone meanwhile.
    }
  }
  const main = [...stats].find(([, s]) => s.cmd.includes(`\0-p\0${port}\0`))?.[0];
  let ticks = 0;
  for (const [pid, s] of stats) if (pid === main || s.ppid === main) ticks += s.ticks;
  return ticks / 100;
}

async function post(store: Store, mode: Mode, n: number): Promise<void> {
  await store.transaction(async (tx: Transaction) => {
    const saved = await tx.within(store.complaint).insert(openComplaint(`CMP-Q-${mode}-${n}`));
    if (mode === 'none') return;
    const email = acknowledgement(saved.id);
    const sms = { ...email, channel: 'sms' as const, event: `complaints/${saved.id}/received/sms` };
    if (mode === 'all') await tx.queueAll([email, sms]);
    else for (const message of [email, sms]) await tx.queue(message);
  });
}

async function main() {
  const cluster = await startPostgres();
  const port = new URL(cluster.adminUrl).port;
  try {
    const db = await createTestDatabase(cluster.adminUrl);
    const store = await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR });
    const result: Record<Mode, { rate: number[]; app: number[]; pg: number[] }> = {
      none: { rate: [], app: [], pg: [] },
      each: { rate: [], app: [], pg: [] },
      all: { rate: [], app: [], pg: [] },
    };
    let n = 0;
    try {
      for (let round = 0; round < rounds; round++) {
        for (const mode of MODES) {
          const started = performance.now();
          const app0 = process.cpuUsage();
          const pg0 = await clusterCpu(port);
          let next = 0;
          await Promise.all(
            Array.from({ length: at }, async () => {
              while (next < txs) {
                next++;
                await post(store, mode, n++);
              }
            }),
          );
          const seconds = (performance.now() - started) / 1000;
          const app = process.cpuUsage(app0);
          const pg = (await clusterCpu(port)) - pg0;
          result[mode].rate.push(txs / seconds);
          result[mode].app.push((app.user + app.system) / 1000 / txs);
          result[mode].pg.push((pg * 1000) / txs);
        }
      }
    } finally {
      await store.close();
      await db.drop();
    }
    for (const mode of MODES) {
      const r = result[mode];
      console.info(
        `postgres queue ${mode.padEnd(4)}: ${median(r.rate).toFixed(0)} tx/s, ` +
          `this process ${median(r.app).toFixed(3)} ms CPU a tx, the cluster ${median(r.pg).toFixed(3)} ms ` +
          `(${r.pg.map((v) => v.toFixed(3)).join(', ')})`,
      );
    }
    console.info(
      `${txs} transactions × ${rounds} rounds, ${at} at once; load ${loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    await cluster.stop();
  }
}

runBenchmark(main);
