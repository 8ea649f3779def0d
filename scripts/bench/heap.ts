// `npx tsx --expose-gc scripts/bench/heap.ts [count]`: the embedded engine's memory with `count`
// complaints stored (default 100,000): a data dir is seeded, reopened as a server would open it,
// and the live heap measured after a full collection (docs/storage.md, Memory).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ASSETS_DIR } from '../../server/app';
import { openLowdbStore } from '../../server/store/lowdb';
import { seedComplaints } from './seed';

const count = Number(process.argv[2] ?? 100_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npx tsx --expose-gc …)');
const mb = (n: number) => `${(n / 2 ** 20).toFixed(0)} MB`;

function measure(label: string): void {
  gc!();
  const m = process.memoryUsage();
  console.info(
    `${label}: heap used ${mb(m.heapUsed)}, external ${mb(m.external)} (buffers ${mb(m.arrayBuffers)}), RSS ${mb(m.rss)}`,
  );
}

/** In a function of its own, so nothing of the seeding store is left to measure. */
async function seed(): Promise<void> {
  const seeding = await openLowdbStore(options);
  await seedComplaints(seeding, count, new Set());
  await seeding.close();
}

const dataDir = await mkdtemp(join(tmpdir(), 'investor-bench-heap-'));
const options = { dataDir, seedDir: join(DEFAULT_ASSETS_DIR, 'seed') };
try {
  await seed();
  measure('before opening');
  const started = performance.now();
  const store = await openLowdbStore(options);
  const opened = performance.now() - started;
  measure(`${await store.complaint.count()} complaints open (${opened.toFixed(0)} ms)`);
  await store.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
