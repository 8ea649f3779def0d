// What the outbox costs the server's thread (docs/performance.md, "The outbox's send thread"):
// on lowdb, the bench's app server (appServer.ts) takes 1,000 POST /api/complain at 50 at once and
// sends their acknowledgements to a local SMTP sink; the CPU its main thread spent (Linux,
// /proc/<pid>/task/<pid>/stat) and its whole process spent, per POST with its mail, from the
// first POST until the last mail arrived. Modes in turns: the outbox off (nothing queued), the
// sends on the server's thread (BENCH_SEND_THREAD=off, as before the send thread) and on the send
// thread. CPU time, unlike a rate, is the process's own whatever the machine's load, so this
// figure holds on the shared machine where the throughput ratios do not.
//
// The server seals the personal fields under a data key (DATA_KEY), as production's does.
//
// `sent`: messages already sent in the outbox before the server starts (a year's outbox, which
// the claim must not read: "The outbox's store share"); `modes`: which of them, comma-separated.
//
//   npx tsx scripts/bench/outboxCpu.ts [posts] [rounds] [sent] [modes]
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLowdbStore } from '../../server/store/lowdb';
import { DEFAULT_ASSETS_DIR } from '../../server/app';
import { newDataKey } from '../../server/store/fieldCipher';
import { cpuSeconds, forkServer, median, postMany, runBenchmark } from './measure';
import { sentMessages } from '../../server/testing/outbox';
import { startSmtpSink } from './smtpSink';

const posts = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 3);
const sent = Number(process.argv[4] ?? 0);

type Mode = 'off' | 'here' | 'thread';
const MODES = (process.argv[5]?.split(',') ?? ['off', 'here', 'thread']) as Mode[];
const ENV: Record<Mode, Record<string, string>> = {
  off: { BENCH_OUTBOX: 'off' },
  here: { BENCH_OUTBOX: 'on', BENCH_SEND_THREAD: 'off' },
  thread: { BENCH_OUTBOX: 'on' },
};

async function main() {
  const sink = await startSmtpSink();
  const ms: Record<Mode, { main: number[]; all: number[] }> = {
    off: { main: [], all: [] },
    here: { main: [], all: [] },
    thread: { main: [], all: [] },
  };
  try {
    for (let round = 0; round < rounds; round++) {
      for (const mode of MODES) {
        const dataDir = await mkdtemp(join(tmpdir(), 'outbox-cpu-'));
        if (sent > 0) {
          // Stored unsealed: the server seals them when it opens the store, before any POST.
          const store = await openLowdbStore({
            dataDir,
            seedDir: join(DEFAULT_ASSETS_DIR, 'seed'),
          });
          await store.outbox.insertStored(sentMessages(sent, new Date()));
          await store.close();
        }
        const server = await forkServer('scripts/bench/appServer.ts', {
          DATA_DIR: dataDir,
          SMTP_URL: sink.url,
          MAIL_FROM: 'Bench <bench@example.in>',
          DATA_KEY: newDataKey(),
          ...ENV[mode],
        });
        try {
          // The send thread loads with the first message sent: one POST and its mail first, so
          // its loading is not counted as the POSTs' cost.
          const mailed = sink.arrivals.length;
          await postMany(server, 1);
          if (mode !== 'off') await sink.waitFor(mailed + 1, 60_000);
          await new Promise((r) => setTimeout(r, 2_000));
          const pid = server.child.pid!;
          const [mainBefore, allBefore] = [await cpuSeconds(pid, pid), await cpuSeconds(pid)];
          const arrived = sink.arrivals.length;
          await postMany(server, posts);
          if (mode !== 'off') await sink.waitFor(arrived + posts, 300_000);
          const [mainAfter, allAfter] = [await cpuSeconds(pid, pid), await cpuSeconds(pid)];
          ms[mode].main.push(((mainAfter - mainBefore) * 1000) / posts);
          ms[mode].all.push(((allAfter - allBefore) * 1000) / posts);
        } finally {
          await server.stop();
          await rm(dataDir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    await sink.close();
  }
  const f = (values: number[]) => median(values).toFixed(2);
  for (const mode of MODES) {
    console.info(
      `lowdb outbox ${mode.padEnd(6)}: server's thread ${f(ms[mode].main)} ms a POST ` +
        `(${ms[mode].main.map((v) => v.toFixed(2)).join(', ')}), whole process ${f(ms[mode].all)} ms`,
    );
  }
  console.info(
    `${posts} POSTs × ${rounds} rounds, ${sent} sent before; load ${loadavg()[0]!.toFixed(1)}`,
  );
}

runBenchmark(main);
