// What the outbox costs the server's thread (docs/performance.md, "The outbox's send thread"):
// on lowdb, the bench's app server (appServer.ts) takes 1,000 POST /api/complain at 50 at once and
// sends their acknowledgements to a local SMTP sink; the CPU its main thread spent (Linux,
// /proc/<pid>/task/<pid>/stat) and its whole process spent, per POST with its mail, from the
// first POST until the last mail arrived. Modes in turns: the outbox off (nothing queued), the
// sends on the server's thread (BENCH_SEND_THREAD=off, as before the send thread) and on the send
// thread. CPU time, unlike a rate, is the process's own whatever the machine's load, so this
// figure holds on the shared machine where the throughput ratios do not.
//
//   npx tsx scripts/bench/outboxCpu.ts [posts] [rounds]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { api } from '../../src/contract/api';
import { validComplaint } from '../../server/testing/payloads';
import { forkServer, median, runBenchmark } from './measure';
import { startSmtpSink } from './smtpSink';

const posts = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 3);
const TICKS = 100;

/** User + system CPU seconds of one thread (`tid`) of `pid`, or of the whole process. */
async function cpu(pid: number, tid?: number): Promise<number> {
  const file = tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`;
  const fields = (await readFile(file, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

type Mode = 'off' | 'here' | 'thread';
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
      for (const mode of ['off', 'here', 'thread'] as const) {
        const dataDir = await mkdtemp(join(tmpdir(), 'outbox-cpu-'));
        const server = await forkServer('scripts/bench/appServer.ts', {
          DATA_DIR: dataDir,
          SMTP_URL: sink.url,
          MAIL_FROM: 'Bench <bench@example.in>',
          ...ENV[mode],
        });
        try {
          // The send thread loads as the server starts; its loading is not a POST's cost.
          await new Promise((r) => setTimeout(r, 5_000));
          const pid = server.child.pid!;
          const [mainBefore, allBefore] = [await cpu(pid, pid), await cpu(pid)];
          const arrived = sink.arrivals.length;
          const result = await autocannon({
            url: `http://127.0.0.1:${server.port}${api.complain}`,
            method: 'POST',
            body: JSON.stringify(validComplaint),
            headers: { 'content-type': 'application/json' },
            connections: 50,
            amount: posts,
          });
          if (result.non2xx + result.errors + result.timeouts) throw new Error('failed POSTs');
          if (mode !== 'off') await sink.waitFor(arrived + posts, 300_000);
          const [mainAfter, allAfter] = [await cpu(pid, pid), await cpu(pid)];
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
  for (const mode of ['off', 'here', 'thread'] as const) {
    console.info(
      `lowdb outbox ${mode.padEnd(6)}: server's thread ${f(ms[mode].main)} ms a POST ` +
        `(${ms[mode].main.map((v) => v.toFixed(2)).join(', ')}), whole process ${f(ms[mode].all)} ms`,
    );
  }
  console.info(`${posts} POSTs × ${rounds} rounds; load ${loadavg()[0]!.toFixed(1)}`);
}

runBenchmark(main);
