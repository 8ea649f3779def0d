// server/main.ts as `npm run serve` runs it: a real child process, configured by its environment.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './freePort';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX_CLI = resolve(ROOT, 'node_modules/tsx/dist/cli.mjs');

export interface ServerProcess {
  baseUrl: string;
  port: number;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Signals npx, tsx and node together (their own process group). */
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

/** Starts `npx tsx server/main.ts` on a free loopback port and waits until it is ready. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  // npx, tsx and node die together on SIGKILL, but the node that holds the data-dir lock may be
  // reaped a moment after npx: `exited` waits for the whole group, so a restart finds the lock free.
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

/** Runs an operator command (`tsx <script> ...args`, as its npm script does) to its end. */
export async function runCommandProcess(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const child = spawn(process.execPath, [TSX_CLI, script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  return { code, stdout, stderr };
}
