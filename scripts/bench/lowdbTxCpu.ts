// What a POST's transaction costs the embedded engine with and without its two messages
// (docs/performance.md, issue 42): in this process, `txs` transactions `at` at once on a fresh
// lowdb folder, each a complaint with its e-mail and SMS acknowledgements queued (`with`) or the
// complaint alone (`alone`), the journal's checkpoints included; rounds in turns. This process's
// CPU a transaction, which holds on a busy machine where a rate does not.
//
//   npx tsx scripts/bench/lowdbTxCpu.ts [txs] [at] [rounds] [modes, comma-separated]
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLowdbStore } from '../../server/store/lowdb';
import { SEED_DIR } from '../../server/store/testing/engines';
import type { QueuedMessage, Store } from '../../server/store/types';
import { acknowledgement } from '../../server/testing/outbox';
import { openComplaint } from '../../server/testing/payloads';
import { median, runBenchmark } from './measure';

const txs = Number(process.argv[2] ?? 3000);
const at = Number(process.argv[3] ?? 50);
const rounds = Number(process.argv[4] ?? 3);
type Mode = 'alone' | 'with';
const MODES = (process.argv[5]?.split(',') ?? ['alone', 'with']) as Mode[];

const messagesOf = (id: string): QueuedMessage[] => [
  acknowledgement(id),
  { ...acknowledgement(id, `complaints/${id}/received/sms`), channel: 'sms', to: '9876543210' },
];

async function round(mode: Mode): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lowdb-tx-cpu-'));
  const store: Store = await openLowdbStore({ dataDir, seedDir: SEED_DIR });
  try {
    const started = process.cpuUsage();
    let next = 0;
    const one = async () => {
      while (next < txs) {
        const n = next++;
        await store.transaction(async (tx) => {
          const saved = await tx.within(store.complaint).insert(openComplaint(`CMP-B-${n}`));
          if (mode === 'with') await tx.queueAll(messagesOf(saved.id));
        });
      }
    };
    await Promise.all(Array.from({ length: at }, one));
    await store.checkpoint();
    const used = process.cpuUsage(started);
    return (used.user + used.system) / 1000 / txs;
  } finally {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(async () => {
  const ms: Record<Mode, number[]> = { alone: [], with: [] };
  await round(MODES.at(-1)!); // warm-up
  for (let r = 0; r < rounds; r++) for (const mode of MODES) ms[mode].push(await round(mode));
  for (const mode of MODES) {
    console.info(
      `${mode.padEnd(5)}: ${median(ms[mode]).toFixed(3)} ms a transaction (${ms[mode].map((m) => m.toFixed(3)).join(', ')})`,
    );
  }
  if (MODES.length < 2) return;
  console.info(
    `messages' share: ${(median(ms.with) - median(ms.alone)).toFixed(3)} ms; ${txs} × ${rounds}, ${at} at once; load ${loadavg()[0]!.toFixed(1)}`,
  );
});
