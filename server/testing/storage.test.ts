// The harness really switches engines: without this, a server-pg run that silently fell back to
// the lowdb files would pass every engine-agnostic suite and prove nothing about PostgreSQL.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import type { RunningApp } from '../../tests/support/server';
import { mailFolder } from '../notify/mail/mailFiles';
import { postJson } from './http';
import { validComplaint } from './payloads';
import { makeTestStorage, onPostgres, startTestApp, type TestStorage } from './storage';

let storage: TestStorage;
let app: RunningApp;
beforeAll(async () => {
  storage = await makeTestStorage();
  app = await startTestApp({ storage });
  expect((await postJson(app.baseUrl, api.complain, validComplaint)).status).toBe(201);
});
afterAll(async () => {
  await app.close();
  await storage.remove();
});

it.runIf(onPostgres)(
  'on PostgreSQL the record is in the database and the data dir stays empty',
  async () => {
    const client = new pg.Client({ connectionString: storage.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM complaints');
      expect(rows[0]?.n).toBe('1');
    } finally {
      await client.end();
    }
    // No data in files: at most the e-mails written for want of a mail server (README, E-mail).
    const files = await readdir(storage.dataDir);
    expect(
      files.filter((name) => join(storage.dataDir, name) !== mailFolder(storage.dataDir)),
    ).toEqual([]);
  },
);

it.runIf(!onPostgres)(
  'on lowdb the record is in the data dir and no database is made',
  async () => {
    expect(storage.databaseUrl).toBeUndefined();
    // In the month files once the journal's checkpoint has run (docs/storage.md, The journal).
    await expect.poll(() => readdir(storage.dataDir), { timeout: 10_000 }).toContain('submissions');
  },
);
