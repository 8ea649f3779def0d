// `npx tsx scripts/bench/postPeak.ts [stored] [posts]`: the bench's server (appServer.ts) on the
// embedded engine with `stored` complaints (default 100,000), sent a fixed number of POSTs
// (default 30,000) over 50 connections; its peak RSS and its CPU seconds per 1,000 POSTs
// (docs/storage.md, Performance). `npm run bench` runs rounds of fixed seconds, so on a loaded
// machine they send a fraction of the requests and its peak RSS says little; a fixed amount of
// work gives figures that two runs at different loads can compare.
import autocannon from 'autocannon';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '../../src/contract/api';
import { DEFAULT_ASSETS_DIR } from '../../server/app';
import { openLowdbStore } from '../../server/store/lowdb';
import { validComplaint } from '../../server/testing/payloads';
import { forkServer, mb, rssSampler, runBenchmark } from './measure';
import { seedComplaints } from './seed';

const stored = Number(process.argv[2] ?? 100_000);
const posts = Number(process.argv[3] ?? 30_000);

/** The process's user + system CPU seconds so far (/proc/<pid>/stat, Linux). */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'investor-post-peak-'));
  try {
    const seeding = await openLowdbStore({ dataDir, seedDir: join(DEFAULT_ASSETS_DIR, 'seed') });
    await seedComplaints(seeding, stored, new Set());
    await seeding.close();
    const server = await forkServer('scripts/bench/appServer.ts', { DATA_DIR: dataDir });
    const pid = server.child.pid!;
    const rss = rssSampler(pid);
    try {
      const idle = await rss.sample();
      const cpuBefore = await cpuSeconds(pid);
      const started = performance.now();
      const result = await autocannon({
        url: `http://127.0.0.1:${server.port}${api.complain}`,
        method: 'POST',
        body: JSON.stringify(validComplaint),
        headers: { 'content-type': 'application/json' },
        connections: 50,
        amount: posts,
      });
      const seconds = (performance.now() - started) / 1000;
      const cpu = (await cpuSeconds(pid)) - cpuBefore;
      rss.stop();
      await rss.sample();
      const failed = result.non2xx + result.errors + result.timeouts;
      if (failed) throw new Error(`${failed} failed POSTs`);
      console.info(
        `${stored} stored, ${posts} POSTs in ${seconds.toFixed(1)} s ` +
          `(${(posts / seconds).toFixed(0)}/s, load average ${loadavg()[0]!.toFixed(1)}): ` +
          `server CPU ${((cpu / posts) * 1000).toFixed(2)} s per 1000 POSTs, ` +
          `RSS idle ${mb(idle)}, peak ${mb(rss.peak())}`,
      );
    } finally {
      rss.stop();
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
