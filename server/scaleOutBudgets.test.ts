// The rate budgets hold across app servers on one PostgreSQL (README "Several app servers behind a
// load balancer", docs/storage.md "Rate budgets"): three real `server/main.ts` processes with the
// production budgets, one client address, a burst of requests sent at once and spread over the
// three. Before, each server counted its own: 90 lookups, 60 posts and 30 sign-in attempts got
// through against budgets of 30, 20 and 10 (issue 41).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../src/contract/api';
import { deskApi } from '../src/contract/desk';
import { msg } from '../src/contract/messages';
import { DEFAULT_RATE_BUDGETS, type Budget } from './middleware/rateLimit';
import { openPostgresStore } from './store/postgres';
import { SEED_DIR } from './store/testing/engines';
import { validComplaint } from './testing/payloads';
import { createTestDatabase, type TestDatabase } from './testing/postgres';
import { startServerProcess, type ServerProcess } from './testing/serverProcess';

const { lookup, post, signIn } = DEFAULT_RATE_BUDGETS;
const setting = ({ limit, windowSeconds }: Budget) => `${limit}/${windowSeconds}`;

let db: TestDatabase;
let dataDirs: string[];
let servers: ServerProcess[];

beforeAll(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
  dataDirs = await Promise.all([1, 2, 3].map(() => mkdtemp(join(tmpdir(), 'investor-budgets-'))));
  servers = await Promise.all(
    dataDirs.map((dataDir) =>
      startServerProcess({
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        RATE_LIMIT_LOOKUP: setting(lookup),
        RATE_LIMIT_POST: setting(post),
        RATE_LIMIT_SIGN_IN: setting(signIn),
      }),
    ),
  );
  for (const server of servers) expect(server.output()).toContain('data in PostgreSQL');
}, 90_000);

afterAll(async () => {
  await Promise.all(servers?.map((s) => s.stop()) ?? []);
  await db?.drop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * Sends `count` requests at once, round robin over the three servers, and checks the answers:
 * `budget.limit` of them `through`, the rest 429 with the refusal's message and a Retry-After
 * within the window.
 */
async function burst(
  budget: Budget,
  count: number,
  through: number,
  send: (server: ServerProcess, i: number) => Promise<Response>,
) {
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await send(servers[i % servers.length]!, i);
      const body = (await res.json()) as { message?: string };
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
    }),
  );
  const refused = answers.filter((a) => a.status === 429);
  expect(answers.filter((a) => a.status === through)).toHaveLength(budget.limit);
  expect(refused).toHaveLength(count - budget.limit);
  for (const { retryAfter, body } of refused) {
    expect(body).toEqual({ message: msg.tooManyRequests });
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(budget.windowSeconds);
  }
}

const postJson = (server: ServerProcess, path: string, body: object) =>
  fetch(server.baseUrl + path, {
    method: 'POST',
    headers: { Origin: server.baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('rate budgets over three app servers on one PostgreSQL', () => {
  it('complaint lookups: 90 at once from one address, 30 answered', async () => {
    await burst(lookup, 3 * lookup.limit, 404, (server) =>
      fetch(server.baseUrl + api.complaintByNo('CMP-0000-0000')),
    );
  });

  it('public posts: 60 complaints at once from one address, 20 stored', async () => {
    await burst(post, 3 * post.limit, 201, (server) =>
      postJson(server, api.complain, validComplaint),
    );
    const store = await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR });
    try {
      expect(await store.complaint.count()).toBe(post.limit);
    } finally {
      await store.close();
    }
  });

  it('staff sign-in: 30 attempts at once from one address, 10 checked', async () => {
    // A name each, so no account's own lockout answers for the address's budget.
    await burst(signIn, 3 * signIn.limit, 401, (server, i) =>
      postJson(server, deskApi.session, {
        username: `nobody${i}`,
        password: 'not the password at all',
      }),
    );
  });
});
