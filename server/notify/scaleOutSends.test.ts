// Every message sent exactly once by several app servers on one PostgreSQL (issue 42; docs/storage.md
// The outbox, Claiming): three real `server/main.ts` processes share a fresh test database and one
// real SMTP server; 300 complaints posted across them at once are acknowledged by 300 e-mails, each
// complaint's once, however the servers' workers race for the queue (FOR UPDATE SKIP LOCKED).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { api } from '../../src/contract/api';
import { openPostgresStore } from '../store/postgres';
import { SEED_DIR } from '../store/testing/engines';
import { postJson } from '../testing/http';
import { validComplaint } from '../testing/payloads';
import { createTestDatabase, type TestDatabase } from '../testing/postgres';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtpServer';

const COMPLAINTS = 300;
/** POSTs in flight at once, spread over the servers in turn. */
const AT_ONCE = 24;

let db: TestDatabase;
let smtp: TestSmtpServer;
let dataDirs: string[];
let servers: ServerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
  smtp = await startSmtpServer();
  dataDirs = await Promise.all([1, 2, 3].map(() => mkdtemp(join(tmpdir(), 'investor-sends-'))));
  const env = (dataDir: string) => ({
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Investor Desk <desk@example.in>',
    // All 300 come from this one address.
    RATE_LIMIT_POST: `${COMPLAINTS}/900`,
  });
  servers = await Promise.all(dataDirs.map((dir) => startServerProcess(env(dir))));
  for (const server of servers) expect(server.output()).toContain('data in PostgreSQL');
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.close();
  await db?.drop();
  await Promise.all((dataDirs ?? []).map((dir) => rm(dir, { recursive: true, force: true })));
});

it(`${COMPLAINTS} complaints posted across three app servers: ${COMPLAINTS} acknowledgements, each complaint's once`, async () => {
  const numbers: string[] = [];
  let next = 0;
  const poster = async () => {
    for (let i = next++; i < COMPLAINTS; i = next++) {
      const server = servers[i % servers.length]!;
      const { status, body } = await postJson<{ data: { complainNo: string } }>(
        server.baseUrl,
        api.complain,
        validComplaint,
      );
      expect(status).toBe(201);
      numbers.push(body.data.complainNo);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, poster));
  expect(new Set(numbers).size).toBe(COMPLAINTS);

  await smtp.waitFor(COMPLAINTS, 180_000);
  // Every acknowledgement recorded as sent, then the servers stopped (their sends under way
  // recorded): a second send of any would be at the SMTP server by now.
  const store = await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR });
  try {
    const sentEmails = async () =>
      (await store.outbox.list({ where: { state: 'sent', channel: 'email' }, limit: 1000 })).data;
    await expect
      .poll(async () => (await sentEmails()).length, { timeout: 60_000 })
      .toBe(COMPLAINTS);
    await Promise.all(servers.map((server) => server.stop()));
    expect(smtp.received).toHaveLength(COMPLAINTS);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(COMPLAINTS);
    const acknowledged = smtp.received.map(
      (mail) => /CMP-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(mail.subject)?.[0],
    );
    expect(acknowledged.sort()).toEqual([...numbers].sort());
  } finally {
    await store.close();
  }
}, 300_000);
