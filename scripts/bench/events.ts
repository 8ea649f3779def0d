// The live-events part of `npm run bench` (`--parts events`; docs/storage.md, "Several app
// servers"): three app servers on one PostgreSQL database, a desk stream open on each, and
// complaints posted through A, B and C in turns, one at a time and then `CONCURRENCY` at a time.
// Each event is awaited on all three streams: its latency at a stream runs from the moment its POST
// is sent to the moment that stream has it (so it includes the POST's own work). The two streams
// of the servers that did not take the POST are the crossing the target is about (p99 under 1 s,
// issue 41); the posting server's own stream is printed beside them. "After the answer": from the
// POST's answer to the other servers' hearing it, the crossing alone (below 0 when heard first).
import { api } from '../../src/contract/api';
import { deskApi } from '../../src/contract/desk';
import { addAccount } from '../../server/desk/accounts';
import { openStore, type StoreConfig } from '../../server/store';
import { openDeskStream, type DeskStream } from '../../server/testing/deskStream';
import { validComplaint } from '../../server/testing/payloads';
import { TEST_SCRYPT_COST } from '../../server/testing/staffCost';
import { forkServer, median, percentile, type ChildServer } from './measure';

const EVENTS = 200;
const CONCURRENCY = 20;
const TARGET_P99_MS = 1000;
const STAFF = { username: 'meera', roles: ['grievance' as const], password: 'a bench pass phrase' };
const NAMES = ['A', 'B', 'C'];

const base = (server: ChildServer) => `http://127.0.0.1:${server.port}`;

async function signIn(server: ChildServer): Promise<string> {
  const res = await fetch(base(server) + deskApi.session, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: STAFF.username, password: STAFF.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** Latencies (ms from the POST's sending) gathered over a round. */
interface Heard {
  /** At each stream (by server index), from posts through the other servers. */
  crossing: number[][];
  /** At the stream of the server that took the POST. */
  local: number[];
  /** From the POST's answer to each other server's stream having it. */
  afterAnswer: number[];
  posts: number[];
}

/** Posts one complaint through server `from`; waits until every stream has heard it. */
async function oneEvent(
  servers: ChildServer[],
  streams: DeskStream[],
  from: number,
  heard: Heard,
): Promise<void> {
  const sent = performance.now();
  const res = await fetch(base(servers[from]!) + api.complain, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validComplaint),
  });
  const answered = performance.now();
  if (res.status !== 201) throw new Error(`POST: ${res.status}`);
  const { complainNo } = ((await res.json()) as { data: { complainNo: string } }).data;
  heard.posts.push(answered - sent);
  await Promise.all(
    streams.map(async (stream, at) => {
      const { at: when } = await stream.next((e) => e.key === complainNo);
      if (at === from) {
        heard.local.push(when - sent);
      } else {
        heard.crossing[at]!.push(when - sent);
        heard.afterAnswer.push(when - answered);
      }
    }),
  );
}

async function round(
  servers: ChildServer[],
  streams: DeskStream[],
  concurrency: number,
): Promise<string[]> {
  const heard: Heard = { crossing: servers.map(() => []), local: [], afterAnswer: [], posts: [] };
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < EVENTS; i = next++) {
      await oneEvent(servers, streams, i % servers.length, heard);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const p = (values: number[]) =>
    `p50 ${ms(percentile(values, 0.5))}, p99 ${ms(percentile(values, 0.99))}`;
  const crossing = heard.crossing.flat();
  const p99 = percentile(crossing, 0.99);
  return [
    `  ${EVENTS} events through A, B, C in turns, ${concurrency} at a time: at the other ` +
      `servers' streams (${crossing.length}) ${p(crossing)}` +
      `, max ${ms(Math.max(...crossing))}; p99 < ${TARGET_P99_MS} ms: ` +
      `${p99 < TARGET_P99_MS ? 'holds' : 'FAILS'}`,
    `    each stream, from the other two: ${heard.crossing
      .map((values, i) => `${NAMES[i]} ${p(values)}`)
      .join('; ')}`,
    `    the posting server's own stream ${p(heard.local)}; the POST alone p50 ` +
      `${ms(median(heard.posts))}; after the answer ${p(heard.afterAnswer)}`,
  ];
}

/** `config` must name a PostgreSQL database (benchStore('postgres')). */
export async function benchEvents(config: StoreConfig): Promise<void> {
  const store = await openStore(config);
  try {
    await addAccount(store, new Date(), STAFF, TEST_SCRYPT_COST);
  } finally {
    await store.close();
  }
  const env = { DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl! };
  const servers: ChildServer[] = [];
  const streams: DeskStream[] = [];
  try {
    // One after another: the first migrates the fresh schema.
    for (let i = 0; i < 3; i++) servers.push(await forkServer('scripts/bench/appServer.ts', env));
    for (const server of servers)
      streams.push(await openDeskStream(base(server), await signIn(server)));
    await round(servers, streams, 1); // warm-up: JIT, pool connections
    for (const concurrency of [1, CONCURRENCY]) {
      for (const line of await round(servers, streams, concurrency)) console.info(line);
    }
  } finally {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}
