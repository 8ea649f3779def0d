// What the benchmark scripts share (`npm run bench`, `npm run bench:static`): autocannon rounds
// reduced to medians, peak RSS sampled from /proc, and child servers that report their port.
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '../../src/contract/api';
import type { StoreConfig } from '../../server/store';
import { validComplaint } from '../../server/testing/payloads';

export const root = resolve(fileURLToPath(import.meta.url), '../../..');

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The value below which a share `p` (0–1) of `values` lies (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** One autocannon round: average requests per second and median latency (ms), and its p99. */
export interface Round {
  rps: number;
  p50: number;
  p99?: number;
}

export type LoadOptions = Omit<autocannon.Options, 'connections' | 'duration'> & {
  connections: number;
  seconds: number;
};

/** Runs one round; any non-2xx answer, error or time-out fails the benchmark (figures would lie). */
export async function hammer(options: LoadOptions): Promise<Round> {
  const { seconds, ...rest } = options;
  const result = await autocannon({ ...rest, duration: seconds });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed) throw new Error(`${String(options.url)}: ${failed} failed requests`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * A round of public lookups (GET api.complaintByNo) of random existing numbers, so the lookups are
 * spread over the whole store, not one hot record.
 */
export const lookupRound =
  (url: string, connections: number, numbers: readonly string[]) => (seconds: number) =>
    hammer({
      url,
      connections,
      seconds,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: api.complaintByNo(numbers[Math.floor(Math.random() * numbers.length)]!),
          }),
        },
      ],
    });

/** The medians of several rounds' req/s and latency. */
export function medians(rounds: Round[]): Round {
  return { rps: median(rounds.map((r) => r.rps)), p50: median(rounds.map((r) => r.p50)) };
}

/** Peak resident memory of a process, sampled every 100 ms from /proc (Linux). */
export function rssSampler(pid: number) {
  let peak = 0;
  const sample = async () => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peak = Math.max(peak, kb * 1024);
    return kb * 1024;
  };
  const timer = setInterval(() => void sample(), 100);
  return {
    sample,
    peak: () => peak,
    stop: () => clearInterval(timer),
  };
}

/** An empty store for the bench, removed by `close`. */
export interface BenchStore {
  config: StoreConfig;
  close: () => Promise<void>;
}

export interface ChildServer {
  child: ChildProcess;
  port: number;
  /** SIGTERM, and resolves once the process has exited (its files and lock released). */
  stop(): Promise<void>;
}

/**
 * Forks a TypeScript server script (through tsx) that sends `{ port }` over IPC once it listens;
 * `message` is sent to it first when given (e.g. what it should serve).
 */
export async function forkServer(
  script: string,
  env: Record<string, string> = {},
  message?: unknown,
): Promise<ChildServer> {
  const child = fork(resolve(root, script), [], {
    cwd: root,
    // BENCH_SERVER_NODE_ARGS: node flags for the servers under test, e.g. `--cpu-prof
    // --cpu-prof-dir=/tmp/prof` (not allowed in NODE_OPTIONS) to see where their time goes.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? [])],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const port = await new Promise<number>((done, fail) => {
    child.once('message', (m) => done((m as { port: number }).port));
    child.once('exit', (code) => fail(new Error(`${script} exited (${code}) while starting`)));
    if (message !== undefined) child.send(message as object);
  });
  return {
    child,
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs a benchmark's `main` and exits with its outcome, so that a handle left open (a pool, a
 * child's pipe) cannot keep a finished run waiting.
 */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/**
 * The user + system CPU seconds so far of process `pid` (/proc/<pid>/stat, Linux), or of its
 * thread `tid` alone (/proc/<pid>/task/<tid>/stat: the main thread's is `pid` itself).
 */
export async function cpuSeconds(pid: number, tid?: number): Promise<number> {
  const file = tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`;
  const fields = (await readFile(file, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** `posts` valid complaints POSTed to `server`, 50 at once; throws unless all are accepted. */
export async function postMany(server: ChildServer, posts: number): Promise<void> {
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${api.complain}`,
    method: 'POST',
    body: JSON.stringify(validComplaint),
    headers: { 'content-type': 'application/json' },
    connections: Math.min(50, posts),
    amount: posts,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed) throw new Error(`${failed} failed POSTs`);
}

/** A fixed number of valid complaints POSTed to `server` over 50 connections, all accepted. */
export async function postComplaints(
  server: ChildServer,
  posts: number,
): Promise<{ seconds: number; cpuSeconds: number }> {
  const pid = server.child.pid!;
  const cpuBefore = await cpuSeconds(pid);
  const started = performance.now();
  await postMany(server, posts);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, cpuSeconds: (await cpuSeconds(pid)) - cpuBefore };
}
