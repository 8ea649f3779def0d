// The audit chain over three app servers on one PostgreSQL, under concurrency and clock skew
// (issue 41; docs/storage.md, The audit chain): appends take turns in the database, the head is
// found by the database's order, never by a clock, and a status change commits with its entry.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deskApi, type AuditPage } from '../../src/contract/desk';
import { openPostgresStore } from '../store/postgres';
import { SEED_DIR, type TestEngine } from '../store/testing/engines';
import { startDesk, type DeskHarness } from '../testing/desk';
import { openComplaint } from '../testing/payloads';
import { createTestDatabase, type TestDatabase } from '../testing/postgres';

const SKEW_MS = 5_000;

let db: TestDatabase;
let servers: DeskHarness[];
/** Each server's session of `meera` (grievance) and `audrey` (auditor). */
let officers: string[];
let auditor = '';

/** One app server of the shared database: its own pool, its own clock (DeskHarness.advance). */
const shared = (url: string): TestEngine => ({
  name: 'postgres',
  open: async () => {
    const store = await openPostgresStore({ databaseUrl: url, seedDir: SEED_DIR });
    return { store, cleanup: () => store.close() };
  },
});

beforeAll(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
  servers = [];
  // One at a time: the first one migrates the fresh database.
  for (let i = 0; i < 3; i++) servers.push(await startDesk(shared(db.url)));
  await servers[0]!.addStaff('meera', ['grievance']);
  await servers[0]!.addStaff('audrey', ['auditor']);
  officers = await Promise.all(servers.map((s) => s.signIn('meera')));
  auditor = await servers[0]!.signIn('audrey');
}, 90_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map((s) => s.close()));
  await db?.drop();
});

let numbered = 0;
async function complaints(n: number): Promise<string[]> {
  const keys = Array.from({ length: n }, () => `CMP-AUDIT-${String(++numbered).padStart(4, '0')}`);
  for (const complainNo of keys) {
    await servers[0]!.store.complaint.insert(openComplaint(complainNo));
  }
  return keys;
}

async function chain(): Promise<AuditPage> {
  const res = await servers[0]!.call(deskApi.audit, { cookie: auditor });
  expect(res.status).toBe(200);
  return (await res.json()) as AuditPage;
}

/** 300 audited actions at once, a third through each server: status changes, views and lists. */
async function burst(): Promise<number[]> {
  const keys = await complaints(100);
  const calls = keys.flatMap((key, i) => {
    const server = servers[i % 3]!;
    const cookie = officers[i % 3]!;
    const path = deskApi.record('complaints', key);
    const other = servers[(i + 1) % 3]!;
    return [
      server.call(path, { method: 'PATCH', cookie, json: { status: 'In Process', version: 1 } }),
      other.call(path, { cookie: officers[(i + 1) % 3]! }),
      servers[(i + 2) % 3]!.call('/api/desk/complaints', { cookie: officers[(i + 2) % 3]! }),
    ];
  });
  return (await Promise.all(calls)).map((res) => res.status);
}

describe('the audit chain over three app servers on one PostgreSQL', () => {
  it('300 concurrent audited actions: no 5xx, every change with its entry, the chain verifies', async () => {
    const before = (await chain()).total;
    const statuses = await burst();
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const after = await chain();
    expect(after.chain).toEqual({ ok: true });
    expect(after.total).toBe(before + 300);
  }, 120_000);

  it('the same with one server 5 s ahead and another 5 s behind', async () => {
    servers[1]!.advance(SKEW_MS);
    servers[2]!.advance(-SKEW_MS);
    try {
      const statuses = await burst();
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect((await chain()).chain).toEqual({ ok: true });
      // Then staff still sign in on every server.
      for (const server of servers) await server.signIn('meera');
    } finally {
      servers[1]!.advance(-SKEW_MS);
      servers[2]!.advance(SKEW_MS);
    }
  }, 120_000);

  it('a chain whose past was written by skewed clocks still lets staff sign in', async () => {
    // The rows' own times as skewed servers would have left them: the last entry written seconds
    // "before" the one ahead of it.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query(
        `UPDATE audit SET created_at = created_at + interval '1 hour'
          WHERE seq = (SELECT seq FROM audit ORDER BY seq DESC OFFSET 3 LIMIT 1)`,
      );
    } finally {
      await client.end();
    }
    for (const server of servers) await server.signIn('meera');
    for (const server of servers) await server.signIn('audrey');
    expect((await chain()).chain).toEqual({ ok: true });
  }, 60_000);

  it('a status change and its audit entry commit together: a failed entry leaves the record as it was', async () => {
    const [key] = await complaints(1);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    // Every audit insert fails from here on, as a database refusing the entry would.
    await client.query(`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$`);
    await client.query(
      'CREATE TRIGGER refuse_audit BEFORE INSERT ON audit FOR EACH ROW EXECUTE FUNCTION refuse_audit()',
    );
    try {
      const path = deskApi.record('complaints', key!);
      const res = await servers[1]!.call(path, {
        method: 'PATCH',
        cookie: officers[1]!,
        json: { status: 'In Process', version: 1 },
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
      const stored = await servers[0]!.store.complaint.findBy('complainNo', key!);
      expect(stored).toMatchObject({ status: 'Open', version: 1, history: [] });
    } finally {
      await client.query('DROP TRIGGER refuse_audit ON audit');
      await client.query('DROP FUNCTION refuse_audit()');
      await client.end();
    }
  }, 60_000);
});
