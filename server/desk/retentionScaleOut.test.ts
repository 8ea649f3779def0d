// The retention sweep erases exactly once over several app servers on one PostgreSQL
// (docs/contract.md §16, Retention): two stores on one database (two app servers' pools), each
// running its sweep several times at once: every record past its period is erased once, with one
// audit entry, and a record under an admin's hold by neither.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../src/contract/desk';
import type { ComplaintRecord } from '../../src/contract/requests';
import { AuditLog } from './audit';
import { setHold } from './legalHolds';
import { RETENTION_ACTOR, sweepRetention } from './retention';
import { openPostgresStore } from '../store/postgres';
import { SEED_DIR } from '../store/testing/engines';
import type { Store, Stored } from '../store/types';
import { createTestDatabase, type TestDatabase } from '../testing/postgres';

const RECORDS = 12;
/** Sweeps each server runs at once. */
const ROUNDS = 4;
const NOW = new Date('2026-12-01T04:00:00.000Z');
const CLOSED = '2017-06-01T05:00:00.000Z';

let db: TestDatabase;
let servers: Store[] = [];

const old = (n: number): Stored<ComplaintRecord> => ({
  id: `old-${n}`,
  createdAt: '2017-05-20T05:00:00.000Z',
  updatedAt: CLOSED,
  version: 1,
  fName: 'Asha',
  lName: `Mehta ${n}`,
  email: `asha${n}@example.in`,
  contactNo: '9876543210',
  address: 'Ahmedabad',
  department: 'DP',
  complain: 'Not credited.',
  complainNo: `CMP-OLD-${n}`,
  status: 'Closed',
  history: [
    { by: 'web', at: '2017-05-20T05:00:00.000Z', from: null, to: 'Open' },
    { by: 'priya', at: CLOSED, from: 'Open', to: 'Closed', note: 'Credited.' },
  ],
  source: 'Web',
});

beforeAll(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
  servers = [
    await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR }),
    await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR }),
  ];
  await servers[0]!.complaint.insertStored(Array.from({ length: RECORDS + 1 }, (_, n) => old(n)));
  await setHold(
    servers[1]!,
    new AuditLog(servers[1]!, () => NOW),
    NOW,
    { queue: 'complaints', key: `CMP-OLD-${RECORDS}`, reason: 'SEBI inspection' },
    'admin',
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((store) => store.close()));
  await db?.drop();
});

it(`${RECORDS} records past their period erased by two app servers' sweeps: each once`, async () => {
  const sweeps = servers.flatMap((store) =>
    Array.from({ length: ROUNDS }, () =>
      sweepRetention(store, NOW, new AuditLog(store, () => NOW)),
    ),
  );
  expect((await Promise.all(sweeps)).reduce((a, b) => a + b, 0)).toBe(RECORDS);
  const { data } = await servers[1]!.audit.list({
    where: { actor: RETENTION_ACTOR, action: AUDIT_ACTIONS.retentionErase },
  });
  expect(data).toHaveLength(RECORDS);
  expect(new Set(data.map((e) => e.target)).size).toBe(RECORDS);
  for (let n = 0; n < RECORDS; n++) {
    const r = await servers[0]!.complaint.get(`old-${n}`);
    // One erasure: the record's one update after its insert.
    expect(r).toMatchObject({ email: '', version: 2, department: 'DP' });
  }
  expect(await servers[0]!.complaint.get(`old-${RECORDS}`)).toMatchObject({
    email: `asha${RECORDS}@example.in`,
  });
  expect(await sweepRetention(servers[0]!, NOW, new AuditLog(servers[0]!, () => NOW))).toBe(0);
}, 120_000);
