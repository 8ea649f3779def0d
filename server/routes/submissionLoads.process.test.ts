// A visitor's POST asks the module loader nothing once each kind has been posted once
// (docs/storage.md, Performance): `npm run serve` runs the server under tsx, whose loader hooks
// run on a thread of their own, and an `import()` per request sent each POST through them, which
// cost the storage bench a third of its POST/s and ~250 MB of peak RSS at 100k records. The server
// runs as in production (startServerProcess) with a loader hook that logs every resolution.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTS } from '../testing/payloads';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';

/** Registers RESOLVE_HOOK, which appends each module URL the loader resolves to RESOLVED_LOG. */
const REGISTER = `import { register } from 'node:module';
register(${JSON.stringify(
  `data:text/javascript,${encodeURIComponent(`import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(process.env.RESOLVED_LOG, resolved.url + '\\n');
  return resolved;
}`)}`,
)});
`;

let dir: string;
let log: string;
let server: ServerProcess;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'investor-loads-'));
  log = join(dir, 'resolved.log');
  const register = join(dir, 'register.mjs');
  await writeFile(register, REGISTER);
  await writeFile(log, '');
  server = await startServerProcess({
    DATA_DIR: join(dir, 'data'),
    RATE_LIMIT_POST: '100000/60',
    RESOLVED_LOG: log,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(register).href}`,
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

async function postEach(): Promise<void> {
  for (const { path, valid } of POSTS) {
    const res = await fetch(server.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(res.status, `${path}: ${server.output()}`).toBe(201);
  }
}

const resolved = async () => (await readFile(log, 'utf8')).split('\n').filter(Boolean);

/**
 * The log once a second has passed without a line added: the first messages start the outbox's
 * send thread, which loads its modules once, on its own thread (server/notify/sendThread.ts).
 */
async function settledLog(): Promise<string[]> {
  let last = await resolved();
  for (let i = 0; i < 30; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await resolved();
    if (now.length === last.length) return now;
    last = now;
  }
  return last;
}

describe('the submission routes under tsx, as npm run serve runs them', () => {
  it('resolve no module for a POST of a kind already posted', async () => {
    await postEach();
    const before = await settledLog();
    // The hook is in place: the server's own modules went through it as it started.
    expect(before.some((url) => url.endsWith('/server/main.ts'))).toBe(true);
    for (let round = 0; round < 3; round++) await postEach();
    expect((await resolved()).slice(before.length)).toEqual([]);
  });
});
