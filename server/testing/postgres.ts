// A real, throwaway PostgreSQL server for tests (docs/architecture.md §7: "a real PostgreSQL started by the test
// harness", never a mock): Debian's binaries, a fresh cluster in a temporary folder, a free
// loopback port, stopped and removed afterwards. Each test gets its own schema in it.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './freePort';

const run = promisify(execFile);

/** The user the cluster runs as when we are root (postgres refuses to run as root). */
const PG_USER = 'postgres';

export interface TestPostgres {
  /** Superuser URL of the cluster's database for tests. */
  adminUrl: string;
  stop(): Promise<void>;
  /**
   * For a test's own cluster only (server/store/storeDown.test.ts): the server goes away (an immediate
   * shutdown, as a crash) and comes back on the same data and port; or every process of it is
   * frozen (SIGSTOP: it accepts connections and answers nothing) and thawed.
   */
  halt(): Promise<void>;
  restart(): Promise<void>;
  freeze(): Promise<void>;
  thaw(): Promise<void>;
}

/** The newest Debian PostgreSQL bin folder (/usr/lib/postgresql/<major>/bin). */
export function findPostgresBin(): string {
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) {
    throw new Error(
      'No PostgreSQL server binaries in /usr/lib/postgresql/*/bin: install them with `apt-get install -y postgresql`.',
    );
  }
  return join(base, majors[0]!, 'bin');
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
async function runPg(bin: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', PG_USER, '--', bin, ...args]] : [bin, args];
  try {
    await run(file, argv, { cwd: tmpdir() });
  } catch (err) {
    const { stderr, stdout } = err as { stderr?: string; stdout?: string };
    throw new Error(`${bin} ${args[0] ?? ''} failed: ${stderr || stdout || String(err)}`, {
      cause: err,
    });
  }
}

/**
 * initdb + pg_ctl start in a new temporary folder; trust auth on loopback only. `durable: false`
 * (the test runs) turns the server's fsync off: the cluster is thrown away, no test crashes the
 * machine under it, and its syncs (a checkpoint synced ~130,000 files in 103 s on a loaded 2-core
 * machine) cost the suite time. The benches keep it on: they measure what a firm's server does.
 */
export async function startPostgres({ durable = true } = {}): Promise<TestPostgres> {
  const bin = findPostgresBin();
  const dir = await mkdtemp(join(tmpdir(), 'investor-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', PG_USER]);
    const { stdout: gid } = await run('id', ['-g', PG_USER]);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  // --no-sync: a test cluster need not survive a power cut (the server's own fsync: `durable`).
  await runPg(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    `-c listen_addresses=127.0.0.1`,
    // Each server test file holds a few pools; the default of 100 is enough but leave room.
    `-c max_connections=200`,
    ...(durable ? [] : ['-c fsync=off']),
  ].join(' ');
  const start = () =>
    runPg(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'server.log'),
      '-w',
      'start',
    ]);
  await start();
  /** The postmaster and its children (postmaster.pid's first line is the postmaster's). */
  const processes = async () => {
    const postmaster = (await readFile(join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]!;
    const { stdout } = await run('pgrep', ['-P', postmaster]).catch(() => ({ stdout: '' }));
    return [postmaster, ...stdout.split('\n').filter(Boolean)].map(Number);
  };
  const signal = async (name: NodeJS.Signals) => {
    for (const pid of await processes()) process.kill(pid, name);
  };
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/investor_tests`;
  await adminQuery(
    adminUrl.replace(/investor_tests$/, 'postgres'),
    'CREATE DATABASE investor_tests',
  );
  return {
    adminUrl,
    stop: async () => {
      // Immediate: the data dir is thrown away next, so nothing needs a shutdown checkpoint, which
      // on a loaded machine outlasted pg_ctl's 60 s ("server does not shut down": a failed run).
      await runPg(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      await rm(dir, { recursive: true, force: true });
    },
    halt: () => runPg(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']),
    restart: start,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
  };
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty place for one test's tables: a schema with a random name, which the URL makes the
 * connection's search_path. As isolated as a database for our unqualified SQL, but created in
 * milliseconds (CREATE DATABASE copies a template and takes a second or more on a busy machine).
 */
export async function createTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE SCHEMA ${name}`);
  const url = new URL(adminUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP SCHEMA IF EXISTS ${name} CASCADE`),
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
