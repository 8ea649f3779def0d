// The busy-desk part of `npm run bench` (`--parts busy`; docs/storage.md, "Queue pages"): public
// lookups (GET /api/complain/getByComplainNo/{no}, random numbers that exist) against one app
// server holding `size` complaints, alone and while 5 officers signed in to the same server page
// and search the complaint queue without pause (each request as the desk sends it: a page of
// 1-50, now and then a status filter, a search for a word a sixth of the complaints hold, or
// both). Rounds in turns (alone, busy), medians; the target is busy ÷ alone ≥ 0.8 (issue 41).
// Before the engines paged the queue, one officer's paging cut lookups about 7× (p99 56 → 1,239 ms).
// Then the same officers at a human pace (a page every PACE_MS or so each): their pages' p50/p99
// against the page targets, the lookups' ratio again. The server reads the desk's pages through
// its lane (server/desk/queuesLane.ts, docs/storage.md "The desk's lane"). First, the same store
// serves the desk queue over HTTP in turns with an empty one (scripts/bench/queueHttp.ts).
import { COMPLAINT_STATUSES } from '../../src/contract/choices';
import { deskApi } from '../../src/contract/desk';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { addAccount } from '../../server/desk/accounts';
import { openStore, type StoreConfig } from '../../server/store';
import { TEST_SCRYPT_COST } from '../../server/testing/staffCost';
import {
  forkServer,
  lookupRound,
  median,
  medians,
  percentile,
  type ChildServer,
  type Round,
} from './measure';
import { complaints, TOPICS, vacuum } from './queue';
import { benchQueueHttp } from './queueHttp';
import { complaintNumbers } from './seed';

const OFFICERS = 5;
const TARGET_RATIO = 0.8;
const PASSWORD = 'a bench pass phrase';
/** An officer at a human pace: a page about every 2 s (1.3–2.7 s), in rounds 3× as long. */
const PACE_MS = 2_000;
const PAGE_P50_MS = 100;
const PAGE_P99_MS = 300;

export interface BusyOptions {
  size: number;
  seconds: number;
  rounds: number;
  connections: number;
}

export async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(base + deskApi.session, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username}: ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** The n-th request an officer sends: what a person working the queue asks for, in a cycle. */
function officerQuery(n: number): string {
  const page = 1 + ((n * 7) % 50);
  const topic = TOPICS[n % TOPICS.length]!;
  const status = COMPLAINT_STATUSES[n % 3]!;
  const kinds = [
    `page=${page}`,
    `q=${encodeURIComponent(topic)}&page=${1 + (n % 5)}`,
    `status=${encodeURIComponent(status)}&page=${page}`,
    `status=${encodeURIComponent(status)}&q=${encodeURIComponent(topic)}`,
    'overdue=1',
    `q=${encodeURIComponent(topic)}&page=${page}`,
  ];
  return kinds[n % kinds.length]!;
}

/** Kept-alive connections for the officers' pages, as a browser keeps them. */
const officersAgent = new http.Agent({ keepAlive: true });

/**
 * GETs `url` as the desk's browser does (asking for gzip) and reads the answer to its end without
 * unzipping it: an officer's browser unzips on the officer's own machine, not on the server's, so
 * the bench's stand-in spends none of the two cores the server and the lookups share on it (with
 * `fetch`, which unzips, the stand-in cost the lookups' thread about 1 ms a page; docs/performance.md,
 * "Lookups beside five officers"). Resolves with the status.
 */
function gzippedGet(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { agent: officersAgent, headers: { Cookie: cookie, 'Accept-Encoding': 'gzip' } },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/**
 * Officers paging until `stop` is called, each without pause or, with `paceMs`, a page about every
 * `paceMs`; resolves with each page's ms.
 */
export function officersAtWork(base: string, cookies: string[], paceMs = 0) {
  let working = true;
  const ms: number[] = [];
  const loops = cookies.map(async (cookie, who) => {
    for (let n = who * 11; working; n++) {
      if (paceMs) {
        const pause = paceMs * (0.67 + Math.random() * 0.67);
        await new Promise((resolve) => setTimeout(resolve, pause));
        if (!working) break;
      }
      const started = performance.now();
      const status = await gzippedGet(
        `${base}${deskApi.queue('complaints')}?${officerQuery(n)}`,
        cookie,
      );
      if (status !== 200) throw new Error(`queue page: ${status}`);
      ms.push(performance.now() - started);
    }
  });
  return {
    stop: async () => {
      working = false;
      await Promise.all(loops);
      return ms;
    },
  };
}

/** The officers' accounts in the store of `config`. */
export async function addOfficers(config: StoreConfig): Promise<void> {
  const store = await openStore(config);
  try {
    for (let i = 0; i < OFFICERS; i++) {
      const account = {
        username: `officer${i}`,
        roles: ['grievance' as const],
        password: PASSWORD,
      };
      await addAccount(store, new Date(), account, TEST_SCRYPT_COST);
    }
  } finally {
    await store.close();
  }
}

/** A second, empty store of the same engine beside `config` (its own folder, its own schema). */
async function emptyStore(config: StoreConfig) {
  const dataDir = await mkdtemp(join(tmpdir(), 'investor-bench-empty-'));
  let databaseUrl: string | undefined;
  let dropSchema = async () => undefined as unknown;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    const schema = `${/search_path=(\w+)/.exec(url.searchParams.get('options') ?? '')?.[1] ?? 'bench'}_empty`;
    const admin = new pg.Client({ connectionString: config.databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    dropSchema = () => admin.query(`DROP SCHEMA ${schema} CASCADE`).finally(() => admin.end());
  }
  return {
    config: { ...config, dataDir, ...(databaseUrl ? { databaseUrl } : {}) },
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    close: async () => {
      await dropSchema();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The desk queue over HTTP (scripts/bench/queueHttp.ts): `full`, the server over `size`
 * complaints, in turns with one over an empty store of the same engine.
 */
async function queueOverHttp(
  engine: string,
  config: StoreConfig,
  full: ChildServer,
  cookie: string,
  options: { size: number; seconds: number; rounds: number },
): Promise<void> {
  const zero = await emptyStore(config);
  try {
    await addOfficers(zero.config);
    const empty = await forkServer('scripts/bench/appServer.ts', zero.env);
    try {
      const emptyBase = `http://127.0.0.1:${empty.port}`;
      await benchQueueHttp(
        engine,
        { base: emptyBase, pid: empty.child.pid!, cookie: await signIn(emptyBase, 'officer0') },
        { base: `http://127.0.0.1:${full.port}`, pid: full.child.pid!, cookie },
        options,
      );
    } finally {
      await empty.stop();
    }
  } finally {
    await zero.close();
  }
}

/** `size` complaints (a year's, as the queue bench's) in the store of `config`, then the server. */
export async function benchBusyDesk(
  engine: string,
  config: StoreConfig,
  env: Record<string, string>,
  { size, seconds, rounds, connections }: BusyOptions,
): Promise<void> {
  const numbers = complaintNumbers(size, new Set());
  const store = await openStore(config);
  try {
    const started = performance.now();
    await store.complaint.insertStored(complaints(size, Date.now(), numbers));
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`  ${engine}: ${size} complaints seeded in ${secs} s`);
  } finally {
    await store.close();
  }
  await addOfficers(config);
  if (config.databaseUrl) await vacuum(config.databaseUrl);
  const server: ChildServer = await forkServer('scripts/bench/appServer.ts', env);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const cookies: string[] = [];
    for (let i = 0; i < OFFICERS; i++) cookies.push(await signIn(base, `officer${i}`));
    await queueOverHttp(engine, config, server, cookies[0]!, { size, seconds, rounds });
    const lookups = lookupRound(base, connections, numbers);
    const busy = async (secs: number, paceMs = 0) => {
      const officers = officersAtWork(base, cookies, paceMs);
      try {
        return { round: await lookups(secs), pages: await officers.stop() };
      } catch (err) {
        await officers.stop().catch(() => undefined);
        throw err;
      }
    };
    await lookups(1); // warm-up: JIT, pool connections
    await busy(1);
    const alone: Round[] = [];
    const withOfficers: Round[] = [];
    const paced: Round[] = [];
    const pages: number[] = [];
    const pacedPages: number[] = [];
    for (let i = 0; i < rounds; i++) {
      alone.push(await lookups(seconds));
      const { round, pages: ms } = await busy(seconds);
      withOfficers.push(round);
      pages.push(...ms);
      const human = await busy(3 * seconds, PACE_MS);
      paced.push(human.round);
      pacedPages.push(...human.pages);
    }
    const a = medians(alone);
    const p99 = (rs: Round[]) => median(rs.map((r) => r.p99 ?? 0)).toFixed(0);
    const verdict = (ok: boolean) => (ok ? 'holds' : 'FAILS');
    const load = loadavg()[0]!.toFixed(1);
    const line = (label: string, rs: Round[], target: boolean) => {
      const b = medians(rs);
      const ratio = b.rps / a.rps;
      console.info(
        `  ${engine.padEnd(8)} ${label}: lookups alone ${a.rps.toFixed(0)}/s (p50 ${a.p50} ms, ` +
          `p99 ${p99(alone)} ms), meanwhile ${b.rps.toFixed(0)}/s (p50 ${b.p50} ms, p99 ` +
          `${p99(rs)} ms); ÷ ${ratio.toFixed(2)}` +
          (target ? ` (≥ ${TARGET_RATIO}: ${verdict(ratio >= TARGET_RATIO)})` : '') +
          `; load ${load}`,
      );
    };
    line(`${OFFICERS} officers paging without pause`, withOfficers, true);
    console.info(
      `  ${engine.padEnd(8)} the officers meanwhile: ` +
        `${(pages.length / (rounds * seconds)).toFixed(1)} pages/s, p50 ` +
        `${median(pages).toFixed(0)} ms, p99 ${percentile(pages, 0.99).toFixed(0)} ms`,
    );
    line(`${OFFICERS} officers, a page every ~${PACE_MS / 1000} s each`, paced, false);
    const p50 = median(pacedPages);
    const p99Paced = percentile(pacedPages, 0.99);
    console.info(
      `  ${engine.padEnd(8)} their ${pacedPages.length} pages: p50 ${p50.toFixed(0)} ms, p99 ` +
        `${p99Paced.toFixed(0)} ms (< ${PAGE_P50_MS} / < ${PAGE_P99_MS} ms: ` +
        `${verdict(p50 < PAGE_P50_MS && p99Paced < PAGE_P99_MS)})`,
    );
  } finally {
    await server.stop();
  }
}
