// The desk queue pages over HTTP (issue 41's "100k ÷ 0 ratio ≥ 0.5 (throughput)"; docs/performance.md,
// "The server at a year's volume"): GET /api/desk/complaints signed in, as the desk sends it, against
// two app servers of the same engine, one over an empty store and one over `size` complaints, each
// case's rounds at 0 and at `size` taken in turns; requests/s at a few connections (a few officers
// at once), p50/p99, the 100k ÷ 0 throughput ratio, and the app server's CPU ms a request (where
// the time goes: the rest is waiting, on the disk, the database or a core). Everything a page costs is in it: the
// session's check, the lane's turn and rest (server/desk/queuesLane.ts), the store's page, the
// audit entry, the JSON. The in-process table of scripts/bench/queue.ts is the store's page alone.
import { loadavg } from 'node:os';
import { deskApi, type QueuePage } from '../../src/contract/desk';
import { cpuSeconds, hammer, median, type Round } from './measure';

/**
 * The issue's cases: first and 50th page, with and without a filter and a search. A 50th page is
 * asked as the desk asks for it when an officer presses Next on page 49: with `after`, the key of
 * page 49's last row (QueueQuery.after; docs/contract.md §11), which `withAfter` adds.
 */
const CASES: [string, string][] = [
  ['page 1', 'page=1'],
  ['page 50', 'page=50'],
  ['status, page 1', 'status=In%20Process&page=1'],
  ['status, page 50', 'status=Closed&page=50'],
  ['search, page 1', 'q=dividend&page=1'],
  ['search, page 50', 'q=dividend&page=50'],
  ['status+search, p1', 'status=Open&q=refund&page=1'],
  ['overdue, page 1', 'overdue=1&page=1'],
];

/** A few officers at once, each asking again as soon as answered. */
export const QUEUE_CONNECTIONS = 4;
const TARGET_RATIO = 0.5;

export interface QueueServer {
  base: string;
  /** The server's process, whose CPU time a request is charged. */
  pid: number;
  /** The Cookie header of an officer signed in to it. */
  cookie: string;
}

/** A round, and the server's CPU ms a request in it (its own process; not the database's). */
async function round(
  server: QueueServer,
  query: string,
  seconds: number,
): Promise<Round & { cpuMs: number }> {
  const cpu = await cpuSeconds(server.pid);
  const figures = await hammer({
    url: `${server.base}${deskApi.queue('complaints')}?${query}`,
    connections: QUEUE_CONNECTIONS,
    seconds,
    headers: { cookie: server.cookie },
  });
  const cpuMs = (((await cpuSeconds(server.pid)) - cpu) * 1000) / (figures.rps * seconds);
  return { ...figures, cpuMs };
}

/**
 * `query` as the desk's Next sends it to `server`: a page past the first with the previous page's
 * last key (none when that page is empty, as on the empty server).
 */
async function withAfter(server: QueueServer, query: string): Promise<string> {
  const params = new URLSearchParams(query);
  const page = Number(params.get('page') ?? 1);
  if (page <= 1) return query;
  params.set('page', String(page - 1));
  const res = await fetch(`${server.base}${deskApi.queue('complaints')}?${params}`, {
    headers: { cookie: server.cookie },
  });
  const { data } = (await res.json()) as QueuePage;
  const last = data.at(-1)?.key;
  return last ? `${query}&after=${encodeURIComponent(last)}` : query;
}

/** Each case at 0 and at `size` in turns, `rounds` times; medians, one line a case. */
export async function benchQueueHttp(
  engine: string,
  empty: QueueServer,
  full: QueueServer,
  { size, seconds, rounds }: { size: number; seconds: number; rounds: number },
): Promise<void> {
  const load = () => loadavg()[0]!.toFixed(1);
  console.info(
    `  ${engine.padEnd(8)} desk queue over HTTP, ${QUEUE_CONNECTIONS} connections, ${rounds} rounds ` +
      `× ${seconds} s at 0 and ${size} in turns, medians (targets at ${size}: p50 < 100 ms, ` +
      `p99 < 300 ms; ${size} ÷ 0 req/s ≥ ${TARGET_RATIO})`,
  );
  console.info(
    `  ${engine.padEnd(8)} ${'case'.padEnd(18)} │ req/s at 0 │ req/s at ${size} │ ` +
      `p50 / p99 ms at ${size} │ ÷          │ latency │ CPU ms at 0 / ${size} │ load`,
  );
  for (const [name, asked] of CASES) {
    const [query0, query] = [await withAfter(empty, asked), await withAfter(full, asked)];
    await round(empty, query0, 1); // warm-up
    await round(full, query, 1);
    const at0: (Round & { cpuMs: number })[] = [];
    const atSize: (Round & { cpuMs: number })[] = [];
    for (let i = 0; i < rounds; i++) {
      at0.push(await round(empty, query0, seconds));
      atSize.push(await round(full, query, seconds));
    }
    const rps0 = median(at0.map((r) => r.rps));
    const rps = median(atSize.map((r) => r.rps));
    const p50 = median(atSize.map((r) => r.p50));
    const p99 = median(atSize.map((r) => r.p99 ?? 0));
    const ratio = rps / rps0;
    const cpu = (rs: { cpuMs: number }[]) => median(rs.map((r) => r.cpuMs)).toFixed(1);
    const verdict = (ok: boolean) => (ok ? 'holds' : 'FAILS');
    console.info(
      `  ${engine.padEnd(8)} ${name.padEnd(18)} │ ${rps0.toFixed(0).padStart(10)} │ ` +
        `${rps.toFixed(0).padStart(8 + String(size).length)} │ ` +
        `${`${p50.toFixed(0)} / ${p99.toFixed(0)}`.padStart(13 + String(size).length)} │ ` +
        `${ratio.toFixed(2)} ${verdict(ratio >= TARGET_RATIO)} │ ` +
        `${verdict(p50 < 100 && p99 < 300)}   │ ` +
        `${`${cpu(at0)} / ${cpu(atSize)}`.padStart(14 + String(size).length)} │ ${load()}`,
    );
  }
}
