// scratch: CPU of 2000 POST-like transactions, with and without the acknowledgement, in turns
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../server/store';
import { acknowledgement } from '../../server/testing/outbox';
import { openComplaint } from '../../server/testing/payloads';

const N = 2000;
let seq = 0;
async function run(withMessage: boolean) {
  const dataDir = await mkdtemp(join(tmpdir(), 'zzq-'));
  const store = await openStore({ dataDir, seedDir: 'data/seed', info: () => {} });
  const one = () =>
    store.transaction(async (tx) => {
      const saved = await tx.within(store.complaint).insert(openComplaint(`CMP-Z${++seq}`));
      if (withMessage) await tx.queue(acknowledgement(saved.id));
    });
  for (let i = 0; i < 200; i += 50) await Promise.all(Array.from({ length: 50 }, one));
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < N; i += 50) await Promise.all(Array.from({ length: 50 }, one));
  const c = process.cpuUsage(c0); const wall = performance.now() - t0;
  await store.close();
  return { cpu: (c.user + c.system) / 1000 / N, wall: wall / N };
}
const out: Record<string, number[]> = { off: [], on: [] };
for (let r = 0; r < Number(process.argv[2] ?? 3); r++) {
  for (const m of ['off', 'on'] as const) {
    const x = await run(m === 'on');
    out[m]!.push(x.cpu);
    console.log(m, `cpu ${x.cpu.toFixed(3)} ms/tx wall ${x.wall.toFixed(3)}`);
  }
}
process.exit(0);
