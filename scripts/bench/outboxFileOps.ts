// What a POST and its message do to the files (docs/performance.md, "The outbox's store share"):
// on lowdb, the bench's app server (appServer.ts) with `strace -f -y -e trace=%file,%desc`
// attached once it has started and taken one POST (so its start and the first write's folders
// are not counted), then `posts` POST /api/complain, `connections` at once, and the worker's
// claims and settles after them (2 s with nothing left pending). Each call is put to what it
// touched by the path strace shows: the complaints' part files, the outbox's, intent.json, the
// sockets (HTTP, SMTP), anything else. Modes: off (nothing queued), unsent (queued, claimed and
// kept unconfigured: no SMTP, so the outbox's writes alone) and on (sent to a local SMTP sink).
//
//   npx tsx scripts/bench/outboxFileOps.ts [posts] [connections] [modes, comma-separated]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '../../src/contract/api';
import { validComplaint } from '../../server/testing/payloads';
import { forkServer, postMany, runBenchmark, type ChildServer } from './measure';
import { startSmtpSink } from './smtpSink';

const posts = Number(process.argv[2] ?? 200);
const connections = Number(process.argv[3] ?? 1);
const modes = (process.argv[4] ?? 'off,unsent,on').split(',');

type Bucket = 'complaints' | 'outbox' | 'intent' | 'socket' | 'other';

async function post(server: ChildServer, amount: number, at: number): Promise<void> {
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${api.complain}`,
    method: 'POST',
    body: JSON.stringify(validComplaint),
    headers: { 'content-type': 'application/json' },
    connections: at,
    amount,
  });
  if (result.non2xx + result.errors + result.timeouts) throw new Error('failed POSTs');
}

/** Which part of the store (or the network) a traced call touched, by the paths it names. */
function bucketOf(line: string): Bucket {
  if (line.includes('/submissions/outbox')) return 'outbox';
  if (line.includes('/submissions/complaints')) return 'complaints';
  if (line.includes('intent.json')) return 'intent';
  if (/<(TCP|UDP|UNIX|socket|pipe|anon_inode)/i.test(line)) return 'socket';
  return 'other';
}

async function traced(mode: string, smtpUrl: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'outbox-ops-'));
  const log = join(dataDir, '..', `${dataDir.split('/').at(-1)}.strace`);
  const server = await forkServer('scripts/bench/appServer.ts', {
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Bench <bench@example.in>',
    BENCH_OUTBOX: mode,
  });
  try {
    await postMany(server, 1);
    await new Promise((r) => setTimeout(r, 2_000));
    const strace = spawn(
      'strace',
      ['-f', '-y', '-qq', '-e', 'trace=%file,%desc', '-o', log, '-p', String(server.child.pid)],
      { stdio: 'ignore' },
    );
    await new Promise((r) => setTimeout(r, 1_000));
    await post(server, posts, connections);
    await new Promise((r) => setTimeout(r, 2_500));
    const ended = new Promise((r) => strace.once('exit', r));
    strace.kill('SIGINT');
    await ended;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const counts = new Map<string, number>();
  for (const line of (await readFile(log, 'utf8')).split('\n')) {
    const call = /^\d+\s+([a-z0-9_]+)\(/.exec(line)?.[1];
    if (!call) continue;
    // A call another thread interrupted ends on a "resumed" line: counted once, at its start.
    const key = `${bucketOf(line)} ${call}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (process.env.KEEP_STRACE) console.info(`trace kept: ${log}`);
  else await rm(log, { force: true });
  return counts;
}

async function main() {
  const sink = await startSmtpSink();
  try {
    for (const mode of modes) {
      const counts = await traced(mode, sink.url);
      const per = (n: number) => (n / posts).toFixed(2);
      const byBucket = new Map<string, number>();
      for (const [key, n] of counts) {
        const bucket = key.split(' ')[0]!;
        byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + n);
      }
      const files = [...byBucket].filter(([b]) => b !== 'socket').reduce((s, [, n]) => s + n, 0);
      console.info(
        `${mode}: ${per(files)} file calls a POST (${[...byBucket].map(([b, n]) => `${b} ${per(n)}`).join(', ')})`,
      );
      for (const [key, n] of [...counts].sort()) {
        if (!key.startsWith('socket')) console.info(`  ${key}: ${per(n)}`);
      }
    }
  } finally {
    await sink.close();
  }
  console.info(`${posts} POSTs, ${connections} at once; load ${loadavg()[0]!.toFixed(1)}`);
}

runBenchmark(main);
