// server/main.ts as `npm run serve` runs it: a real child process, configured by its environment.
// One node with tsx's loader (`node --import tsx`), not `npx tsx`: npx and tsx's CLI each start a
// process of their own first, seconds per server on a busy machine, and the suites start dozens.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { DEFAULT_CONNECTION_LIMITS } from '../http/listen';
import { freePort } from './freePort';
import { FieldCipher, parseDataKey } from '../store/fieldCipher';

const ROOT = resolve(import.meta.dirname, '../..');

/** `node --import tsx <script> ...args` in the repo's root. */
const tsxNode = (script: string, args: string[] = []) =>
  [process.execPath, ['--import', 'tsx', script, ...args]] as const;

export interface ServerProcess {
  baseUrl: string;
  port: number;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Signals the server's process group (the server, and anything it started). */
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if it has not exited within 5 s. */
  stop(): Promise<void>;
}

/** Resolves once no process of group `pgid` is left (at most 5 s). */
async function groupGone(pgid: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The DATA_KEY every server process and command of a test shares unless the test gives its own
 * (docs/storage.md, "PII at rest"): servers on one database must hold the same key, and a store a
 * test opens after them reads their records with it (`testCipher`).
 */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

/** The cipher of TEST_DATA_KEY, for a store a test opens on a server process's data. */
export const testCipher = () => new FieldCipher(parseDataKey(TEST_DATA_KEY));

/**
 * Starts server/main.ts (tsxNode) on a free loopback port and waits until it is ready. The port is
 * free when chosen, but the server listens only seconds later (after opening its store), and a
 * server of another test file may take it meanwhile: then it is started again on another port.
 */
export async function startServerProcess(
  env: Record<string, string>,
  /** Where the port comes from (a test of the retry takes its first one before the server). */
  choosePort: () => Promise<number> = freePort,
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnPort(await choosePort(), env);
    const portTaken = started.output().includes('EADDRINUSE');
    if (!portTaken || attempt === 3) return started;
    await started.exited;
  }
}

async function startOnPort(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(...tsxNode('server/main.ts'), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Tests send bursts from one address, as startApp's servers allow (tests/support/server.ts).
      MAX_CONNECTIONS_PER_CLIENT: String(DEFAULT_CONNECTION_LIMITS.maxConnections),
      DATA_KEY: TEST_DATA_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  // The whole group dies on SIGKILL, but a process of it may be reaped a moment after the server:
  // `exited` waits for the whole group, so a restart finds the data-dir lock free.
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => void groupGone(child.pid!).then(() => done(code))),
  );
  const kill = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal);
  };
  const proc: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    exited,
    kill,
    stop: async () => {
      kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + 30_000;
  while (!output.includes('ready at') && child.exitCode === null && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return proc;
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an operator command (`tsx <script> ...args`, as its npm script does; tsxNode) to its end. */
export async function runCommandProcess(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const child = spawn(...tsxNode(script, args), {
    cwd: ROOT,
    env: { ...process.env, DATA_KEY: TEST_DATA_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  return { code, stdout, stderr };
}
