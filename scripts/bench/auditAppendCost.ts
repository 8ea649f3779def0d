// What one audit entry costs on lowdb (docs/performance.md, "Lookups beside five officers on
// lowdb"): every desk page view appends one, durably, before its answer. 500 entries, then 3
// rounds of N (400) more, one at a time: ms of wall time, of the main thread's CPU and of the
// whole process's CPU (the libuv pool's fsyncs included) an entry.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AuditLog } from '../../server/desk/audit';
import { openStore } from '../../server/store';
import { root, runBenchmark } from './measure';

const main = async () => {
  const f = (await readFile(`/proc/self/task/${process.pid}/stat`, 'utf8'))
    .split(') ')[1]!
    .split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const all = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

runBenchmark(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'auditcost-'));
  const store = await openStore({ dataDir, seedDir: resolve(root, 'data/seed') });
  const audit = new AuditLog(store, () => new Date());
  const entry = (i: number) => ({
    actor: 'officer1',
    action: 'list',
    target: 'complaints',
    detail: `status=Open search (6 characters, text); page ${i}; 16667 rows`,
  });
  for (let i = 0; i < 500; i++) await audit.record(entry(i));
  for (let round = 0; round < 3; round++) {
    const n = Number(process.env.N ?? 400);
    const [m0, a0, t0] = [await main(), all(), performance.now()];
    for (let i = 0; i < n; i++) await audit.record(entry(i));
    const [m1, a1, t1] = [await main(), all(), performance.now()];
    console.info(
      `append: wall ${((t1 - t0) / n).toFixed(2)} ms, main thread ${((m1 - m0) / n).toFixed(2)} ms, ` +
        `process ${((a1 - a0) / n).toFixed(2)} ms CPU`,
    );
  }
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});
