// The outbox's figures for `npm run bench` (issue 42, Targets; docs/storage.md The outbox), on one
// engine, through the bench's app server (appServer.ts) sending to a local SMTP sink (smtpSink.ts):
// - POST /api/complain throughput with the outbox on (each POST queues its acknowledgement, the
//   worker sends it meanwhile) against off (BENCH_OUTBOX=off: nothing queued), rounds in turns,
//   each on-round's mails drained before the next round; target ≥ 0.9. Between them, queued but
//   not sent (BENCH_OUTBOX=unsent: the worker has no transport), which tells the cost of the
//   queueing from that of the sending.
// - Acknowledgement latency: POSTs one after another, each timed from its sending to its
//   acknowledgement's arrival at the SMTP server; p50 and p95 (target p95 ≤ 2 s). Back to back
//   they keep the server's thread busy, so the worker gives way between its rounds; then again
//   paced (PACED_GAP_MS apart), as investors arrive on a working day, when it never does.
// - Drain rate: messages queued in the store with the server stopped, then the server started:
//   messages a second from the first arrival to the last (target ≥ 50/s).
// The server seals the investors' addresses and phones under a data key (DATA_KEY), as production's
// always does. Figures, not asserts: the machine may be shared, so the load average is printed with them.
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { api } from '../../src/contract/api';
import { openStore, type StoreConfig } from '../../server/store';
import { FieldCipher, newDataKey, parseDataKey } from '../../server/store/fieldCipher';
import { acknowledgement } from '../../server/testing/outbox';
import { validComplaint } from '../../server/testing/payloads';
import {
  cpuSeconds,
  forkServer,
  median,
  percentile,
  type BenchStore,
  type ChildServer,
} from './measure';
import { startSmtpSink, type SmtpSink } from './smtpSink';

export interface OutboxBenchOptions {
  seconds: number;
  rounds: number;
  connections: number;
  /** POSTs timed one by one for the latency. */
  latencyPosts?: number;
  /** Messages queued for the drain. */
  drainMessages?: number;
}

const WARM_UP_SECONDS = 1;
const DRAIN_TIMEOUT_MS = 300_000;
/** No arrival for this long after a round's acknowledgements: its sends are over. */
const QUIET_MS = 2_000;
const CUT_OFF_MS = 1_000;
/** The pause between the paced latency's POSTs. */
const PACED_GAP_MS = 100;
const body = JSON.stringify(validComplaint);
const load = () => loadavg()[0]!.toFixed(1);
const roundsOf = (rates: number[]) => rates.map((r) => r.toFixed(0)).join(' ');

type Mode = 'on' | 'unsent' | 'off';

/** The bench's data key: the server seals the investors' addresses as production does. */
const DATA_KEY = newDataKey();

function serverEnv(config: StoreConfig, sink: SmtpSink, outbox: Mode) {
  return {
    DATA_DIR: config.dataDir,
    DATA_KEY,
    ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    SMTP_URL: sink.url,
    MAIL_FROM: 'Bench <bench@example.in>',
    BENCH_OUTBOX: outbox,
  };
}

/** POSTs for `seconds`; resolves with the accepted POSTs a second and how many were accepted. */
async function postRound(server: ChildServer, seconds: number, connections: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${api.complain}`,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    connections,
    duration: seconds,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed) throw new Error(`${failed} failed POSTs`);
  return { rps: result.requests.average, accepted: result['2xx'] };
}

/**
 * Throughput with the outbox on and off, rounds in turns, each on an empty store of its own; the
 * medians and their ratio. On one store for all, a round met what the one before it left: more
 * records, and the unsent round's messages, which the next round's worker sent.
 */
async function throughput(
  stores: () => Promise<BenchStore>,
  sink: SmtpSink,
  options: OutboxBenchOptions,
) {
  const rates: Record<Mode, number[]> = { on: [], unsent: [], off: [] };
  /** The server's thread's CPU a POST over the measured round: a figure the machine's load moves less. */
  const cpu: Record<Mode, number[]> = { on: [], unsent: [], off: [] };
  for (let round = 0; round < options.rounds; round++) {
    for (const mode of ['off', 'unsent', 'on'] as const) {
      const store = await stores();
      const env = serverEnv(store.config, sink, mode);
      const server = await forkServer('scripts/bench/appServer.ts', env).catch(async (err) => {
        await store.close();
        throw err;
      });
      try {
        const before = sink.arrivals.length;
        const warm = await postRound(server, WARM_UP_SECONDS, options.connections);
        const pid = server.child.pid!;
        const cpuBefore = await cpuSeconds(pid, pid);
        const { rps, accepted } = await postRound(server, options.seconds, options.connections);
        cpu[mode].push((((await cpuSeconds(pid, pid)) - cpuBefore) * 1000) / accepted);
        rates[mode].push(rps);
        if (mode !== 'on' && sink.arrivals.length > before) {
          throw new Error(`the server with the outbox ${mode} sent messages`);
        }
        // The round's acknowledgements sent before the next round, so none weighs on it: those
        // of the answered POSTs, then those of the POSTs the round's end cut off after their
        // commit.
        if (mode === 'on') {
          await sink.waitFor(before + warm.accepted + accepted, DRAIN_TIMEOUT_MS);
          await sink.quiet(QUIET_MS);
        } else {
          // The POSTs the round's end cut off finish before the server's store is closed.
          await new Promise((r) => setTimeout(r, CUT_OFF_MS));
        }
      } finally {
        await server.stop();
        await store.close();
      }
    }
  }
  const [on, unsent, off] = [median(rates.on), median(rates.unsent), median(rates.off)];
  return {
    on,
    unsent,
    off,
    ratio: on / off,
    rates,
    cpuOn: median(cpu.on),
    cpuOff: median(cpu.off),
  };
}

/**
 * Each POST timed from its sending to its acknowledgement's arrival at the SMTP server; `gapMs`
 * between a POST's answer and the next.
 */
async function latency(server: ChildServer, sink: SmtpSink, posts: number, gapMs = 0) {
  const sentAt = new Map<string, number>();
  for (let i = 0; i < posts; i++) {
    if (i > 0 && gapMs > 0) await new Promise((r) => setTimeout(r, gapMs));
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${server.port}${api.complain}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    if (res.status !== 201) throw new Error(`POST answered ${res.status}`);
    const { data } = (await res.json()) as { data: { complainNo: string } };
    sentAt.set(data.complainNo, started);
  }
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  while ([...sentAt.keys()].some((n) => !sink.byNumber.has(n))) {
    if (performance.now() > deadline) throw new Error('acknowledgements missing at the sink');
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = [...sentAt].map(([number, at]) => sink.byNumber.get(number)! - at);
  return { p50: percentile(ms, 0.5), p95: percentile(ms, 0.95) };
}

/** Messages queued with the server stopped, then sent by it: messages a second. */
async function drain(config: StoreConfig, sink: SmtpSink, messages: number) {
  const store = await openStore({ ...config, cipher: new FieldCipher(parseDataKey(DATA_KEY)) });
  try {
    const run = Date.now();
    for (let i = 0; i < messages; i += 50) {
      const batch = Array.from({ length: Math.min(50, messages - i) }, (_, j) =>
        store.outbox.queue(acknowledgement(`drain-${run}-${i + j}`)),
      );
      await Promise.all(batch);
    }
  } finally {
    await store.close();
  }
  const before = sink.arrivals.length;
  const server = await forkServer('scripts/bench/appServer.ts', serverEnv(config, sink, 'on'));
  try {
    await sink.waitFor(before + messages, DRAIN_TIMEOUT_MS);
  } finally {
    await server.stop();
  }
  const arrivals = sink.arrivals.slice(before, before + messages);
  return (messages - 1) / ((arrivals.at(-1)! - arrivals[0]!) / 1000);
}

export async function benchOutbox(
  engine: string,
  stores: () => Promise<BenchStore>,
  options: OutboxBenchOptions,
): Promise<void> {
  const sink = await startSmtpSink();
  const store = await stores();
  const { config } = store;
  try {
    const posts = await throughput(stores, sink, options);
    const loadAfterPosts = load();
    const server = await forkServer('scripts/bench/appServer.ts', serverEnv(config, sink, 'on'));
    let timed: { p50: number; p95: number };
    let paced: { p50: number; p95: number };
    try {
      timed = await latency(server, sink, options.latencyPosts ?? 200);
      paced = await latency(server, sink, options.latencyPosts ?? 200, PACED_GAP_MS);
    } finally {
      await server.stop();
    }
    const loadAfterLatency = load();
    const messages = options.drainMessages ?? 1000;
    const rate = await drain(config, sink, messages);
    console.info(
      `${engine.padEnd(8)} POST/s outbox on ${posts.on.toFixed(0)}, off ${posts.off.toFixed(0)}: ` +
        `÷ ${posts.ratio.toFixed(2)} (target ≥ 0.9; queued unsent ${posts.unsent.toFixed(0)}: ` +
        `÷ ${(posts.unsent / posts.off).toFixed(2)}; load ${loadAfterPosts}; rounds on ` +
        `${roundsOf(posts.rates.on)}, off ${roundsOf(posts.rates.off)}; the server's thread ` +
        `${posts.cpuOn.toFixed(2)} / ${posts.cpuOff.toFixed(2)} ms of CPU a POST on / off);  ` +
        `acknowledgement at the SMTP server p50 ${timed.p50.toFixed(0)} ms, ` +
        `p95 ${timed.p95.toFixed(0)} ms over ${options.latencyPosts ?? 200} POSTs ` +
        `(target p95 ≤ 2000 ms), paced ${PACED_GAP_MS} ms apart p50 ${paced.p50.toFixed(0)} ms, ` +
        `p95 ${paced.p95.toFixed(0)} ms (load ${loadAfterLatency});  ` +
        `${messages} queued drain at ${rate.toFixed(0)} messages/s ` +
        `(target ≥ 50; load ${load()})`,
    );
  } finally {
    await sink.close();
    await store.close();
  }
}
