// `npm run bench`: the real server (real seed, temporary data dir, loopback only) under a fixed,
// bounded load; prints latency, throughput, file writes and memory, then exits.
import { api } from '../src/contract/api';
import { writeStats } from '../server/store/durableFile';
import { validComplaint } from '../server/testing/payloads';
import { startApp } from '../tests/support/server';

const SEQUENTIAL = 300;
const CONCURRENT_POSTS = 200;
const WARM_UP = 20;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function timeGets(
  baseUrl: string,
  path: string,
): Promise<{ median: number; p95: number; bytes: number }> {
  let bytes = 0;
  for (let i = 0; i < WARM_UP; i++) await (await fetch(baseUrl + path)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    const res = await fetch(baseUrl + path, { headers: { 'Accept-Encoding': 'gzip' } });
    bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), bytes };
}

async function main(): Promise<void> {
  const rssBefore = process.memoryUsage().rss;
  const app = await startApp({ log: (err) => console.error('[bench] server error', err) });
  try {
    console.info(`Server on ${app.baseUrl} (data in ${app.dataDir})`);
    const rssStarted = process.memoryUsage().rss;

    for (const path of [api.contents, api.banners]) {
      const { median, p95, bytes } = await timeGets(app.baseUrl, path);
      console.info(
        `GET ${path.padEnd(20)} ${SEQUENTIAL} sequential: median ${ms(median)}, p95 ${ms(p95)} (${bytes} bytes decoded)`,
      );
    }

    const writesBefore = writeStats.writes;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_POSTS }, (_, i) =>
        fetch(app.baseUrl + api.complain, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...validComplaint, complain: `Benchmark complaint number ${i}` }),
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown })),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const writes = writeStats.writes - writesBefore;
    const failed = answers.filter((a) => a.status !== 201).length;
    if (failed) throw new Error(`${failed} of ${CONCURRENT_POSTS} complaint posts failed`);
    console.info(
      `POST ${api.complain} ×${CONCURRENT_POSTS} concurrent: ${seconds.toFixed(2)} s, ` +
        `${(CONCURRENT_POSTS / seconds).toFixed(0)} records/s, ${writes} file writes ` +
        `(${(CONCURRENT_POSTS / Math.max(1, writes)).toFixed(1)} records per write)`,
    );

    const rssAfter = process.memoryUsage().rss;
    console.info(
      `RSS: ${mb(rssBefore)} before start, ${mb(rssStarted)} after start, ${mb(rssAfter)} after the load`,
    );
  } finally {
    await app.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
