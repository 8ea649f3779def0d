// `npm run bench` (docs/storage.md, Performance): POST /api/complain and the complaint lookup at
// 0, 10k and 100k stored complaints on each engine, 50 connections, against a bare node:http
// server that appends + fsyncs each POST in the same run; with the server's peak RSS. The server
// runs in its own process (scripts/bench/appServer.ts), restarted for each size after the store
// was topped up through its bulk path (scripts/bench/seed.ts). Figures, not timed assertions.
// PostgreSQL: DATABASE_URL, else a throwaway cluster (server/testing/postgres.ts); either way the
// tables live in a fresh schema dropped at the end.
// Then the disclosures (scripts/bench/disclosures.ts): 100,000 complaints over five years on each
// engine, GET /api/investor-complaints.
// Options: --sizes 0,10000,100000  --engines lowdb,postgres  --seconds 3  --rounds 3
//          --connections 50  --parts storage,disclosures,events,queue,busy,outbox
// Then the live events across three app servers on PostgreSQL (scripts/bench/events.ts), the
// desk's queue pages and summary at 0 and the largest size (scripts/bench/queue.ts), and public
// lookups alone and while 5 officers page the queue, at the largest size (scripts/bench/busyDesk.ts).
// Then the outbox on each engine (scripts/bench/outbox.ts): POST throughput with and without it,
// the acknowledgement's latency to a local SMTP server, and the drain rate of 1,000 messages.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { api } from '../src/contract/api';
import { openStore } from '../server/store';
import { validComplaint } from '../server/testing/payloads';
import { createTestDatabase, startPostgres, type TestPostgres } from '../server/testing/postgres';
import {
  forkServer,
  hammer,
  lookupRound,
  mb,
  medians,
  root,
  rssSampler,
  runBenchmark,
  type BenchStore,
  type ChildServer,
  type Round,
} from './bench/measure';
import { benchBusyDesk } from './bench/busyDesk';
import { benchDisclosures } from './bench/disclosures';
import { benchEvents } from './bench/events';
import { benchOutbox } from './bench/outbox';
import { benchQueue } from './bench/queue';
import { seedComplaints } from './bench/seed';

const ENGINES = ['lowdb', 'postgres'] as const;
type Engine = (typeof ENGINES)[number];
const PARTS = ['storage', 'disclosures', 'events', 'queue', 'busy', 'outbox'] as const;
type Part = (typeof PARTS)[number];

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '0,10000,100000' },
    engines: { type: 'string', default: ENGINES.join(',') },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    parts: { type: 'string', default: PARTS.join(',') },
  },
});
const sizes = values.sizes.split(',').map(Number);
const engines = values.engines.split(',') as Engine[];
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const parts = values.parts.split(',') as Part[];
for (const e of engines) if (!ENGINES.includes(e)) throw new Error(`unknown engine ${e}`);
for (const p of parts) if (!PARTS.includes(p)) throw new Error(`unknown part ${p}`);

const TARGET_RATIO = 0.5;
const WARM_UP_SECONDS = 1;
const RSS_LIMIT = 400 * 1024 * 1024;
const body = JSON.stringify(validComplaint);
const postOptions = {
  method: 'POST' as const,
  body,
  headers: { 'content-type': 'application/json' },
  connections,
  seconds,
};

interface Row {
  engine: Engine;
  size: number;
  post: Round;
  raw: Round;
  lookup: Round;
  rawGet: Round;
  /** Complaints stored when the lookups ran (the size plus what the POST rounds added). */
  lookedUpAmong: number;
  rssIdle: number;
  rssPeak: number;
}

/**
 * POST rounds of the server and of the append reference taken in turns, so a load that comes and
 * goes on the machine weighs on both alike; then lookup rounds, in turns with the reference's
 * GET. A first, shorter round of each
 * kind warms the fresh server up (JIT, pool connections) and is not counted.
 */
async function measure(
  server: ChildServer,
  rawPort: number,
  known: string[],
): Promise<Pick<Row, 'post' | 'raw' | 'lookup' | 'rawGet'>> {
  const base = `http://127.0.0.1:${server.port}`;
  const post = (secs: number) =>
    hammer({
      ...postOptions,
      seconds: secs,
      url: base + api.complain,
      requests: [
        {
          onResponse: (status, text) => {
            if (status !== 201) return;
            known.push((JSON.parse(text) as { data: { complainNo: string } }).data.complainNo);
          },
        },
      ],
    });
  const lookup = lookupRound(base, connections, known);

  await post(WARM_UP_SECONDS);
  const posts: Round[] = [];
  const raws: Round[] = [];
  for (let i = 0; i < rounds; i++) {
    posts.push(await post(seconds));
    raws.push(await hammer({ ...postOptions, url: `http://127.0.0.1:${rawPort}/append` }));
  }
  await lookup(WARM_UP_SECONDS);
  const lookups: Round[] = [];
  const rawGets: Round[] = [];
  for (let i = 0; i < rounds; i++) {
    lookups.push(await lookup(seconds));
    rawGets.push(await hammer({ url: `http://127.0.0.1:${rawPort}/get`, connections, seconds }));
  }
  return {
    post: medians(posts),
    raw: medians(raws),
    lookup: medians(lookups),
    rawGet: medians(rawGets),
  };
}

/**
 * Fresh, empty stores of `engine`, as many as a part asks for (`fresh`): PostgreSQL's in
 * databases of their own on DATABASE_URL's server or one throwaway cluster, which `close` stops.
 */
async function benchStores(
  engine: Engine,
): Promise<{ fresh: () => Promise<BenchStore>; close: () => Promise<void> }> {
  let cluster: TestPostgres | undefined;
  const adminUrl =
    engine === 'postgres'
      ? (process.env.DATABASE_URL ?? (cluster = await startPostgres()).adminUrl)
      : undefined;
  return {
    fresh: async () => {
      const dataDir = await mkdtemp(join(tmpdir(), `investor-bench-${engine}-`));
      const db = adminUrl ? await createTestDatabase(adminUrl) : undefined;
      return {
        config: {
          dataDir,
          seedDir: resolve(root, 'data/seed'),
          ...(db ? { databaseUrl: db.url } : {}),
        },
        close: async () => {
          await db?.drop();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    },
    close: async () => {
      await cluster?.stop();
    },
  };
}

/** A fresh, empty store of `engine` for one part of the bench, removed by `close`. */
async function benchStore(engine: Engine): Promise<BenchStore> {
  const stores = await benchStores(engine);
  const store = await stores.fresh();
  return {
    config: store.config,
    close: async () => {
      await store.close();
      await stores.close();
    },
  };
}

async function runEngine(engine: Engine, rawPort: number, rows: Row[]): Promise<void> {
  const place = await benchStore(engine);
  const { config } = place;
  const env: Record<string, string> = {
    DATA_DIR: config.dataDir,
    ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
  };
  const known: string[] = [];
  try {
    for (const size of sizes) {
      // The lowdb engine locks its folder: seed with the server stopped, then start it.
      const seedStarted = performance.now();
      const store = await openStore(config);
      try {
        known.push(...(await seedComplaints(store, size, new Set(known))));
      } finally {
        await store.close();
      }
      const seeded = ((performance.now() - seedStarted) / 1000).toFixed(1);
      const server = await forkServer('scripts/bench/appServer.ts', env);
      const rss = rssSampler(server.child.pid!);
      try {
        const rssIdle = await rss.sample();
        const figures = await measure(server, rawPort, known);
        rss.stop();
        await rss.sample();
        const row: Row = {
          engine,
          size,
          ...figures,
          lookedUpAmong: known.length,
          rssIdle,
          rssPeak: rss.peak(),
        };
        rows.push(row);
        console.info(`${line(row)}   (seeded in ${seeded} s)`);
      } finally {
        rss.stop();
        await server.stop();
      }
    }
  } finally {
    await place.close();
  }
}

async function runDisclosures(engine: Engine): Promise<void> {
  const place = await benchStore(engine);
  try {
    await benchDisclosures(engine, place.config);
  } finally {
    await place.close();
  }
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const HEADER =
  `${'engine'.padEnd(8)} ${pad('stored', 7)} │ ${pad('POST/s', 7)} ${pad('p50 ms', 6)} ` +
  `${pad('raw/s', 7)} ${pad('÷raw', 5)} │ ${pad('GET/s', 7)} ${pad('p50 ms', 6)} ` +
  `${pad('raw/s', 7)} ${pad('÷raw', 5)} ${pad('among', 7)} │ ` +
  `${pad('RSS idle', 8)} ${pad('peak', 6)}`;

function line(r: Row): string {
  return (
    `${r.engine.padEnd(8)} ${pad(r.size, 7)} │ ${pad(r.post.rps.toFixed(0), 7)} ` +
    `${pad(r.post.p50.toFixed(0), 6)} ${pad(r.raw.rps.toFixed(0), 7)} ` +
    `${pad((r.post.rps / r.raw.rps).toFixed(2), 5)} │ ${pad(r.lookup.rps.toFixed(0), 7)} ` +
    `${pad(r.lookup.p50.toFixed(0), 6)} ${pad(r.rawGet.rps.toFixed(0), 7)} ` +
    `${pad((r.lookup.rps / r.rawGet.rps).toFixed(2), 5)} ${pad(r.lookedUpAmong, 7)} │ ` +
    `${pad(mb(r.rssIdle), 8)} ${pad(mb(r.rssPeak), 6)}`
  );
}

/** Largest size against the smallest, per engine, with the targets of docs/storage.md. */
function summary(rows: Row[]): void {
  console.info('\nTargets (largest size against the smallest, same run):');
  for (const engine of engines) {
    const mine = rows.filter((r) => r.engine === engine);
    const first = mine[0];
    const last = mine[mine.length - 1];
    if (!first || !last || first === last) continue;
    const verdict = (ok: boolean) => (ok ? 'holds' : 'FAILS');
    const post = last.post.rps / first.post.rps;
    // The machine is shared: the same ratio measured against the reference's rounds taken in
    // turns with them cancels most of a load that came and went between the two sizes.
    const steady = last.post.rps / last.raw.rps / (first.post.rps / first.raw.rps);
    const lookup = last.lookup.rps / first.lookup.rps;
    const steadyLookup = last.lookup.rps / last.rawGet.rps / (first.lookup.rps / first.rawGet.rps);
    console.info(
      `  ${engine.padEnd(8)} POST ${last.size} ÷ ${first.size}: ${post.toFixed(2)} ` +
        `(each ÷raw first: ${steady.toFixed(2)}; ` +
        `≥ ${TARGET_RATIO}: ${verdict(post >= TARGET_RATIO)});  ` +
        `lookup: ${lookup.toFixed(2)} (each ÷raw first: ${steadyLookup.toFixed(2)}; ` +
        `≥ ${TARGET_RATIO}: ${verdict(lookup >= TARGET_RATIO)});  ` +
        `peak RSS at ${last.size}: ${mb(last.rssPeak)} ` +
        `(< ${mb(RSS_LIMIT)}: ${verdict(last.rssPeak < RSS_LIMIT)})`,
    );
  }
}

async function main(): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), 'investor-bench-append-'));
  const raw = await forkServer('scripts/bench/appendServer.ts', {
    APPEND_FILE: join(scratch, 'append.log'),
  });
  const rows: Row[] = [];
  try {
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
    console.info(`Load average at the start: ${load()}`);
    if (parts.includes('storage')) {
      console.info(
        `${connections} connections, ${rounds} rounds × ${seconds} s per figure (medians); ` +
          `sizes ${sizes.join(', ')}`,
      );
      console.info(
        'POST/s: /api/complain; raw/s: bare node:http append + fsync per POST, in turns with it; ' +
          'GET/s: lookups of random existing numbers among "among"; raw/s: the bare server\'s GET',
      );
      console.info(HEADER);
      for (const engine of engines) await runEngine(engine, raw.port, rows);
      summary(rows);
    }
    if (parts.includes('disclosures')) {
      console.info('\nDisclosures: GET /api/investor-complaints (target: under 200 ms an answer)');
      for (const engine of engines) await runDisclosures(engine);
    }
    if (parts.includes('events') && engines.includes('postgres')) {
      console.info(
        '\nLive desk events across three app servers on one PostgreSQL (target: p99 < 1 s)',
      );
      const place = await benchStore('postgres');
      try {
        await benchEvents(place.config);
      } finally {
        await place.close();
      }
    }
    if (parts.includes('queue')) {
      const size = Math.max(...sizes);
      console.info(
        `\nDesk queue pages and summary at 0 and ${size} complaints, in the server's process ` +
          '(targets: page p50 < 100 ms, p99 < 300 ms; summary < 50 ms)',
      );
      for (const engine of engines) {
        const place = await benchStore(engine);
        try {
          await benchQueue(engine, place.config, size);
        } finally {
          await place.close();
        }
      }
    }
    if (parts.includes('busy')) {
      const size = Math.max(...sizes);
      console.info(
        `\nPublic lookups alone and while 5 officers page and search the complaint queue, at ` +
          `${size} complaints (${connections} connections, ${rounds} rounds × ${seconds} s in ` +
          'turns, medians; target: ≥ 0.8 of alone)',
      );
      for (const engine of engines) {
        const place = await benchStore(engine);
        const { config } = place;
        try {
          await benchBusyDesk(
            engine,
            config,
            {
              DATA_DIR: config.dataDir,
              ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
            },
            { size, seconds, rounds, connections },
          );
        } finally {
          await place.close();
        }
      }
    }
    if (parts.includes('outbox')) {
      console.info(
        `\nThe outbox: POST /api/complain with it on ÷ off (${connections} connections, ` +
          `${rounds} rounds × ${seconds} s in turns, medians), acknowledgement latency, drain rate`,
      );
      for (const engine of engines) {
        const stores = await benchStores(engine);
        try {
          await benchOutbox(engine, stores.fresh, { seconds, rounds, connections });
        } finally {
          await stores.close();
        }
      }
    }
    console.info(`Load average at the end: ${load()}`);
  } finally {
    await raw.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

runBenchmark(main);
