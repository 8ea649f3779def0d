// `npm run bench:static`: GET throughput of the real server (its own process, real seed, temporary
// data dir, loopback only) for index.html, a hashed JS asset, an image and /api/banner, against a
// bare node:http server sending the same bytes with the same encoding, in the same run; with the
// server's peak RSS. The two servers take turns in short rounds, so a load that comes and goes on
// the machine weighs on both alike. Options: --seconds N (per round, target and server, default 2),
// --rounds N (default 3), --connections N (default 50).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../server/testing/freePort';
import { api } from '../src/contract/api';
import {
  forkServer,
  hammer as load,
  mb,
  root,
  rssSampler,
  runBenchmark,
  type ChildServer,
} from './bench/measure';
import type { CapturedAnswer } from './bench/rawServer';

const ACCEPT_ENCODING = 'br, gzip, deflate';
/** Set per connection by node:http itself; every other header the baseline repeats verbatim. */
const PER_CONNECTION = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);

/** Requests per second of each server (ours, then the baselines) over alternating rounds. */
async function compare(urls: string[]): Promise<number[]> {
  const sums = urls.map(() => 0);
  for (let i = 0; i < rounds; i++) {
    for (const [n, url] of urls.entries()) sums[n]! += await hammer(url);
  }
  return sums.map((sum) => sum / rounds);
}

/** GET with the benchmark's Accept-Encoding, keeping the bytes as sent (not decoded). */
function capture(baseUrl: string, path: string): Promise<CapturedAnswer & { status: number }> {
  return new Promise((done, fail) => {
    const req = request(baseUrl + path, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === 'string' && !PER_CONNECTION.has(name)) headers[name] = value;
        }
        done({
          path,
          status: res.statusCode ?? 0,
          headers,
          bodyBase64: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    req.on('error', fail).end();
  });
}

async function waitForServer(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const ok = await capture(baseUrl, '/').then(
      (a) => a.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not answer within 20 s');
}

async function hammer(url: string): Promise<number> {
  const round = await load({
    url,
    connections,
    seconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
  return round.rps;
}

async function hashedScript(baseUrl: string): Promise<string> {
  const html = await (await fetch(baseUrl + '/')).text();
  // A rendered page names its entry to the start script (data-app), the desk's in its own tag.
  const script = /(?:src|data-app)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error('no /assets/*.js in index.html: run npm run build first');
  return script;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'investor-bench-static-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let raw: ChildServer | undefined;
  let koa: ChildServer | undefined;
  try {
    await waitForServer(baseUrl, server);
    const rss = rssSampler(server.pid!);
    await rss.sample();
    const idle = rss.peak();

    const banner = '/api/banner-images/banner-1.svg';
    const targets = ['/', await hashedScript(baseUrl), banner, api.banners];
    const answers: CapturedAnswer[] = [];
    for (const path of targets) {
      const answer = await capture(baseUrl, path); // also the first use that fills any cache
      if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
      answers.push(answer);
    }

    const captured = answers.map(({ path, headers, bodyBase64 }) => ({
      path,
      headers,
      bodyBase64,
    }));
    raw = await forkServer('scripts/bench/rawServer.ts', { BASELINE: 'node' }, captured);
    koa = await forkServer('scripts/bench/rawServer.ts', { BASELINE: 'koa' }, captured);
    const baselines = [raw.port, koa.port];

    console.info(
      `${connections} connections, ${rounds} × ${seconds} s per target and server, Accept-Encoding: ${ACCEPT_ENCODING}`,
    );
    console.info(
      'raw: bare node:http sending the same bytes and headers; bare Koa: one Koa middleware sending them',
    );
    console.info(
      `${'GET'.padEnd(34)} ${'bytes'.padStart(7)} ${'enc'.padStart(5)} ${'server'.padStart(9)} ${'raw'.padStart(9)} ${'bare Koa'.padStart(9)}  ratio  Koa/raw`,
    );
    for (const answer of answers) {
      const [ours, bare, bareKoa] = (await compare([
        baseUrl + answer.path,
        ...baselines.map((port) => `http://127.0.0.1:${port}${answer.path}`),
      ])) as [number, number, number];
      const bytes = Buffer.from(answer.bodyBase64, 'base64').length;
      console.info(
        `${answer.path.padEnd(34)} ${String(bytes).padStart(7)} ${(answer.headers['content-encoding'] ?? '-').padStart(5)} ` +
          `${ours.toFixed(0).padStart(7)}/s ${bare.toFixed(0).padStart(7)}/s ${bareKoa.toFixed(0).padStart(7)}/s  ` +
          `${(ours / bare).toFixed(2)}   ${(bareKoa / bare).toFixed(2)}`,
      );
    }
    rss.stop();
    console.info(`Server RSS: ${mb(idle)} idle, ${mb(rss.peak())} peak under load`);
  } finally {
    await raw?.stop();
    await koa?.stop();
    server.kill();
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
