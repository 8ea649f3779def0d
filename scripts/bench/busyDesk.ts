// The busy-desk part of `npm run bench` (`--parts busy`; docs/storage.md, "Queue pages"): public
// lookups (GET /api/complain/getByComplainNo/{no}, random numbers that exist) against one app
// server holding `size` complaints, alone and while 5 officers signed in to the same server page
// and search the complaint queue without pause (each request as the desk sends it: a page of
// 1-50, now and then a status filter, a search for a word a sixth of the complaints hold, or
// both). Rounds in turns (alone, busy), medians; the target is busy ÷ alone ≥ 0.8 (issue 41).
// Before the engines paged the queue, one officer's paging cut lookups about 7× (p99 56 → 1,239 ms).
import { COMPLAINT_STATUSES } from '../../src/contract/choices';
import { deskApi } from '../../src/contract/desk';
import { addAccount } from '../../server/desk/accounts';
import { openStore, type StoreConfig } from '../../server/store';
import { TEST_SCRYPT_COST } from '../../server/testing/staffCost';
import { forkServer, lookupRound, median, medians, type ChildServer, type Round } from './measure';
import { complaints, TOPICS, vacuum } from './queue';
import { complaintNumbers } from './seed';

const OFFICERS = 5;
const TARGET_RATIO = 0.8;
const PASSWORD = 'a bench pass phrase';

export interface BusyOptions {
  size: number;
  seconds: number;
  rounds: number;
  connections: number;
}

async function signIn(base: string, username: string): Promise<string> {
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

/** Officers paging until `stop` is called; resolves with their pages and each page's ms. */
function officersAtWork(base: string, cookies: string[]) {
  let working = true;
  const ms: number[] = [];
  const loops = cookies.map(async (cookie, who) => {
    for (let n = who * 11; working; n++) {
      const started = performance.now();
      const res = await fetch(`${base}${deskApi.queue('complaints')}?${officerQuery(n)}`, {
        headers: { Cookie: cookie },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`queue page: ${res.status}`);
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
  if (config.databaseUrl) await vacuum(config.databaseUrl);
  const server: ChildServer = await forkServer('scripts/bench/appServer.ts', env);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const cookies: string[] = [];
    for (let i = 0; i < OFFICERS; i++) cookies.push(await signIn(base, `officer${i}`));
    const lookups = lookupRound(base, connections, numbers);
    const busy = async (secs: number) => {
      const officers = officersAtWork(base, cookies);
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
    const pages: number[] = [];
    for (let i = 0; i < rounds; i++) {
      alone.push(await lookups(seconds));
      const { round, pages: ms } = await busy(seconds);
      withOfficers.push(round);
      pages.push(...ms);
    }
    const a = medians(alone);
    const b = medians(withOfficers);
    const p99 = (rs: Round[]) => median(rs.map((r) => r.p99 ?? 0)).toFixed(0);
    const ratio = b.rps / a.rps;
    console.info(
      `  ${engine.padEnd(8)} lookups alone ${a.rps.toFixed(0)}/s (p50 ${a.p50} ms, p99 ` +
        `${p99(alone)} ms); with ${OFFICERS} officers paging ${b.rps.toFixed(0)}/s (p50 ${b.p50} ms, ` +
        `p99 ${p99(withOfficers)} ms); ÷ ${ratio.toFixed(2)} (≥ ${TARGET_RATIO}: ` +
        `${ratio >= TARGET_RATIO ? 'holds' : 'FAILS'})`,
    );
    const perSecond = pages.length / (rounds * seconds);
    console.info(
      `  ${engine.padEnd(8)} the officers meanwhile: ${perSecond.toFixed(1)} pages/s, ` +
        `p50 ${median(pages).toFixed(0)} ms, max ${Math.max(...pages).toFixed(0)} ms`,
    );
  } finally {
    await server.stop();
  }
}
