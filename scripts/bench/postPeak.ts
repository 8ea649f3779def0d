// `npx tsx scripts/bench/postPeak.ts [stored] [posts]`: the bench's server (appServer.ts) on the
// embedded engine with `stored` complaints (default 100,000), sent a fixed number of POSTs
// (default 30,000) over 50 connections; its peak RSS and its CPU seconds per 1,000 POSTs
// (docs/storage.md, Performance). `npm run bench` runs rounds of fixed seconds, so on a loaded
// machine they send a fraction of the requests and its peak RSS says little; a fixed amount of
// work gives figures that two runs at different loads can compare.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ASSETS_DIR } from '../../server/app';
import { openLowdbStore } from '../../server/store/lowdb';
import { forkServer, mb, postComplaints, rssSampler, runBenchmark } from './measure';
import { seedComplaints } from './seed';

const stored = Number(process.argv[2] ?? 100_000);
const posts = Number(process.argv[3] ?? 30_000);

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
      const { seconds, cpuSeconds: cpu } = await postComplaints(server, posts);
      rss.stop();
      await rss.sample();
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
