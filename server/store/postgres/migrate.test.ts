// Schema migrations: applied once, in one transaction, and safe when app servers start together.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres';
import { REQUEST_KINDS } from '../../../src/contract/requests';
import { COLLECTIONS, DuplicateKeyError, type CollectionSpec } from '../types';
import { PostgresCollection, tableOf } from './collection';
import { migrate, readMigrations } from './migrate';
import { openPostgresUploads } from './uploads';
import { dueAt } from '../../../src/contract/deadlines';

const HOUR = 3_600_000;
/** Every request kind's queue table, by name. */
const QUEUE_TABLES = REQUEST_KINDS.map((kind) => tableOf(kind.collection)).sort();

describe('PostgreSQL schema migrations', () => {
  let db: TestDatabase;
  const pools: pg.Pool[] = [];
  const pool = () => {
    const p = new pg.Pool({ connectionString: db.url, max: 2 });
    pools.push(p);
    return p;
  };
  const tables = async () =>
    (
      await pool().query<{ tablename: string }>(
        'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
      )
    ).rows.map((r) => r.tablename);
  /** The tables holding a trigger named like `pattern` (SQL LIKE), in this test's schema only. */
  const triggeredTables = async (pattern: string) =>
    (
      await pool().query<{ table: string }>(
        `SELECT DISTINCT event_object_table AS table FROM information_schema.triggers
         WHERE trigger_schema = current_schema() AND trigger_name LIKE $1
         ORDER BY 1`,
        [pattern],
      )
    ).rows.map((r) => r.table);
  /**
   * The complaints queue's counts kept in `table` (037's queue_counts, 038's due_counts): each
   * value of `column` (as text) with its sum, where that is not zero, in the column's order.
   */
  const complaintCounts = async (table: string, column: string) =>
    (
      await pool().query<{ value: string; n: string }>(
        `SELECT ${column}::text AS value, sum(n) AS n FROM ${table} WHERE queue = 'complaints'
         GROUP BY ${column} HAVING sum(n) <> 0 ORDER BY ${column}`,
      )
    ).rows.map((r) => [r.value, Number(r.n)]);

  /**
   * The schema as it stood before migration `version`: its migrations only. The tables made from
   * the declarations of kinds shipped since (no migration of their own) are left out: they need
   * what later migrations made (014's visible_column), as a database of that time never had them.
   */
  const migrateBefore = async (version: number) =>
    migrate(
      pool(),
      (await readMigrations()).filter((m) => m.version < version),
      [],
    );

  /**
   * Migration `version` run on the schema before it, holding `complaints` (put straight into the
   * table, as a database of that time held them: ids c1, c2, … in order, stamped now, at version 1
   * and with no due time unless given).
   */
  const migrateHolding = async (
    version: number,
    ...complaints: { data: Record<string, string>; version?: number; due?: string }[]
  ) => {
    await migrateBefore(version);
    for (const [n, { data, version: stored = 1, due = 'infinity' }] of complaints.entries()) {
      await pool().query(
        `INSERT INTO complaints (id, created_at, updated_at, version, data, due_at)
         VALUES ($1, now(), now(), $2, $3, $4)`,
        [`c${n + 1}`, stored, JSON.stringify(data), due],
      );
    }
    expect(await migrate(pool())).toContain(version);
  };

  beforeEach(async () => {
    db = await createTestDatabase(inject('pgAdminUrl'));
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.end()));
    await db.drop();
  });

  // Each number once: two files of one number clash in schema_migrations (its key). A gap is
  // harmless (migrate() applies what schema_migrations lacks), so a branch may reserve a number.
  it('the repo holds numbered migrations, starting at 1, each number once', async () => {
    const versions = (await readMigrations()).map((m) => m.version);
    expect(versions[0]).toBe(1);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('applies each migration once and records it', async () => {
    const all = await readMigrations();
    expect(await migrate(pool())).toEqual(all.map((m) => m.version));
    expect(await migrate(pool())).toEqual([]);
    const { rows } = await pool().query('SELECT version, name FROM schema_migrations');
    expect(rows).toEqual(all.map((m) => ({ version: m.version, name: m.name })));
    expect(await tables()).toEqual(
      expect.arrayContaining(['complaints', 'content', 'stop_trade', 'quick_connect']),
    );
  });

  it('five servers starting at once: one applies the schema, the others wait and apply nothing', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => migrate(pool())));
    expect(results.filter((r) => r.length > 0)).toHaveLength(1);
  });

  it('a failing migration leaves the schema as it was', async () => {
    const [first] = await readMigrations();
    const broken = { version: 2, name: '002_broken.sql', sql: 'ALTER TABLE nowhere ADD x int' };
    await expect(migrate(pool(), [first!, broken])).rejects.toThrow(/nowhere/);
    expect(await tables()).toEqual([]);
  });

  it('a request kind declared after the migrations gets its table at start, with no migration file', async () => {
    // The worked example's kind (server/routes/requestKind.test.ts), on a database already in use.
    const callbacks = {
      name: 'callbacks',
      indexed: ['callNo', 'status'],
      unique: ['callNo'],
      search: ['callNo', 'clientCode'],
      text: ['reason'],
      notes: true,
      // Due an hour after arrival until done.
      queue: {
        key: 'callNo',
        firstStatus: 'New',
        due: (record: { createdAt: string }, status: string) =>
          status === 'Done' ? null : new Date(Date.parse(record.createdAt) + HOUR),
      },
    } satisfies CollectionSpec;
    const shipped = REQUEST_KINDS.map((kind) => kind.collection);
    await migrate(pool());
    expect(await tables()).not.toContain('callbacks');

    expect(await migrate(pool(), readMigrations(), [...shipped, callbacks])).toEqual([]);
    expect(await tables()).toContain('callbacks');
    const { rows } = await pool().query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'callbacks' ORDER BY indexname",
    );
    expect(rows.map((r) => r.indexname)).toEqual([
      'callbacks_call_no',
      'callbacks_created',
      'callbacks_due_at',
      'callbacks_pkey',
      'callbacks_queue_status',
      'callbacks_queue_status_due',
      // The keyed hashes of its phones and PAN (034_pii_at_rest.sql).
      'callbacks_sealed_hashes',
      'callbacks_status',
      // Its status and `search` under one index (037_queue_counts.sql).
      'callbacks_status_search',
      'callbacks_visible',
    ]);
    type Callback = { callNo: string; clientCode: string; reason: string; history?: object[] };
    const stored = new PostgresCollection<Callback, 'callNo'>(pool(), callbacks);
    await stored.insert({
      callNo: 'CLB-1',
      clientCode: 'VS1',
      reason: 'Margin call query',
      history: [
        { status: 'Done', at: '2026-11-29T00:00:00.000Z', by: 'ops', note: 'Called at noon' },
      ],
    });
    expect(await stored.findBy('callNo', 'CLB-1')).toMatchObject({ clientCode: 'VS1' });
    // `q` reads its search and text fields and its staff notes, as the shipped queues' do.
    for (const q of ['vs1', 'margin call', 'AT NOON']) {
      expect((await stored.list({ q })).total).toBe(1);
    }
    expect((await stored.list({ q: 'evening' })).total).toBe(0);
    // Staff who see PII masked find it by what they see (its `visible` column), not its client code.
    const masked = (q: string) => stored.queuePage({ now: new Date(), q, visibleOnly: true });
    for (const q of ['clb-1', 'margin call', 'AT NOON', 'new']) {
      expect((await masked(q)).total).toBe(1);
    }
    expect((await masked('vs1')).total).toBe(0);
    // Its queue pages and counts come from its own queue_status and due_at columns.
    await stored.insert({ callNo: 'CLB-2', clientCode: 'VS2', reason: 'Later' });
    const late = new Date(Date.now() + 2 * HOUR);
    const page = await stored.queuePage({ now: late, status: 'New', overdue: true });
    expect(page.data.map((r) => r.callNo)).toEqual(['CLB-1', 'CLB-2']);
    expect(
      await stored.queueCounts({
        status: 'New',
        now: late,
        dueBefore: new Date(late.getTime() + HOUR),
      }),
    ).toEqual({ inStatus: 2, overdue: 2, dueBefore: 0 });
    // Its totals are kept by the database as the shipped queues' are (037_queue_counts.sql).
    expect((await stored.queuePage({ now: late, status: 'New', limit: 1 })).total).toBe(2);
    const { rows: counted } = await pool().query<{ n: string }>(
      "SELECT sum(n) AS n FROM queue_counts WHERE queue = 'callbacks' AND status = 'New'",
    );
    expect(Number(counted[0]!.n)).toBe(2);
    // And its records by the day they fall due (038_due_counts.sql): the overdue filter's total.
    expect((await stored.queuePage({ now: late, overdue: true, limit: 1 })).total).toBe(2);
    await expect(stored.insert({ callNo: 'CLB-1', clientCode: 'VS3', reason: '' })).rejects.toThrow(
      DuplicateKeyError,
    );
    // A later start finds it and makes nothing; the shipped tables stay as their migrations made them.
    expect(await migrate(pool(), readMigrations(), [...shipped, callbacks])).toEqual([]);
    expect(await tables()).toEqual(expect.arrayContaining(['complaints', 'stop_trade']));
  });

  it('008 gives the rows already stored their status and due time by the deadline rules', async () => {
    await migrateBefore(8);
    const insert = (table: string, id: string, createdAt: string, data: object) =>
      pool().query(
        `INSERT INTO ${table} (id, created_at, updated_at, version, data) VALUES ($1, $2, $2, 1, $3)`,
        [id, createdAt, JSON.stringify(data)],
      );
    // A Saturday's freeze is due at Monday's open; a complaint 21 days on, unless closed.
    await insert('stop_trade', 'f1', '2026-11-28T06:00:00.000Z', { ackNo: 'ACK-1' });
    await insert('complaints', 'c1', '2026-11-01T06:00:00.000Z', { complainNo: 'C1' });
    await insert('complaints', 'c2', '2026-11-02T06:00:00.000Z', {
      complainNo: 'C2',
      status: 'Closed',
    });
    expect(await migrate(pool())).toEqual(expect.arrayContaining([8]));
    const due = async (table: string) =>
      (
        await pool().query<{ id: string; due_at: Date | null; queue_status: string }>(
          `SELECT id, queue_status, CASE WHEN isfinite(due_at) THEN due_at END AS due_at
           FROM ${table} ORDER BY id`,
        )
      ).rows.map((r) => [r.id, r.queue_status, r.due_at?.toISOString() ?? 'none']);
    const at = (queue: 'complaints' | 'freeze-requests', created: string, status: string) =>
      dueAt(queue, new Date(created), status)?.toISOString();
    expect(await due('stop_trade')).toEqual([
      ['f1', 'Received', at('freeze-requests', '2026-11-28T06:00:00.000Z', 'Received')],
    ]);
    expect(await due('complaints')).toEqual([
      ['c1', 'Open', at('complaints', '2026-11-01T06:00:00.000Z', 'Open')],
      ['c2', 'Closed', 'none'],
    ]);
  });

  it('013 gives a complaint reopened before it its due time from the reopening', async () => {
    await migrateBefore(13);
    const created = '2026-11-01T06:00:00.000Z';
    const reopened = '2026-11-30T06:00:00.000Z';
    const history = [
      { by: 'web', at: created, from: null, to: 'Open' },
      { by: 'meera', at: '2026-11-10T06:00:00.000Z', from: 'Open', to: 'Closed' },
      { by: 'meera', at: reopened, from: 'Closed', to: 'Open' },
    ];
    // As an app server before 013 wrote it: due 21 days from the arrival.
    await pool().query(
      `INSERT INTO complaints (id, created_at, updated_at, version, data, due_at)
       VALUES ('c1', $1, $2, 3, $3, $4)`,
      [
        created,
        reopened,
        JSON.stringify({ complainNo: 'C1', status: 'Open', history }),
        dueAt('complaints', new Date(created), 'Open'),
      ],
    );
    expect(await migrate(pool())).toContain(13);
    const { rows } = await pool().query<{ due_at: Date }>('SELECT due_at FROM complaints');
    expect(rows.map((r) => r.due_at.toISOString())).toEqual([
      dueAt('complaints', new Date(reopened), 'Open')!.toISOString(),
    ]);
  });

  it('021 gives every queue table its owner column and index, filled from the records', async () => {
    await migrateHolding(
      21,
      { data: { complainNo: 'C1', owner: 'meera' }, version: 2 },
      { data: { complainNo: 'C2' } },
    );
    const { rows } = await pool().query<{ id: string; owner: string | null }>(
      'SELECT id, owner FROM complaints ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 'c1', owner: 'meera' },
      { id: 'c2', owner: null },
    ]);
    const { rows: indexes } = await pool().query<{ tablename: string }>(
      // This test's schema only: the other files' tests run beside it in schemas of their own.
      `SELECT tablename FROM pg_indexes
       WHERE schemaname = current_schema() AND indexname = tablename || '_owner'
       ORDER BY tablename`,
    );
    expect(indexes.map((r) => r.tablename)).toEqual(QUEUE_TABLES);
  });

  it('037 counts the rows already stored by status, and every queue table keeps its counts from then on', async () => {
    await migrateHolding(
      37,
      { data: { complainNo: 'C1', status: 'Closed' } },
      { data: { complainNo: 'C2', status: 'Closed' } },
      { data: { complainNo: 'C3' } },
    );
    const kept = () => complaintCounts('queue_counts', 'status');
    // A complaint without a status is in the queue's first, Open.
    expect(await kept()).toEqual([
      ['Closed', 2],
      ['Open', 1],
    ]);
    await pool().query(
      `UPDATE complaints SET data = data || '{"status":"Closed"}' WHERE id = 'c3'`,
    );
    expect(await kept()).toEqual([['Closed', 3]]);
    expect(await triggeredTables('%_counts_%')).toEqual(QUEUE_TABLES);
  });

  it('038 counts the rows already stored by the day they fall due, and every queue table keeps the counts from then on', async () => {
    await migrateHolding(
      38,
      { data: { complainNo: 'C1' }, due: '2026-03-02T23:30:00Z' },
      { data: { complainNo: 'C2' }, due: '2026-03-02T00:00:00Z' },
      { data: { complainNo: 'C3' }, due: '2026-03-03T00:10:00Z' },
      { data: { complainNo: 'C4', status: 'Closed' } },
    );
    const kept = () => complaintCounts('due_counts', 'due_day');
    // By the UTC day; a stopped clock (infinity) falls due on none.
    expect(await kept()).toEqual([
      ['2026-03-02', 2],
      ['2026-03-03', 1],
    ]);
    await pool().query(
      `UPDATE complaints SET due_at = CASE id WHEN 'c1' THEN 'infinity'::timestamptz
         ELSE '2026-03-05T10:00:00Z' END WHERE id IN ('c1', 'c4')`,
    );
    await pool().query(`DELETE FROM complaints WHERE id = 'c3'`);
    expect(await kept()).toEqual([
      ['2026-03-02', 1],
      ['2026-03-05', 1],
    ]);
    expect(await triggeredTables('%\\_due\\_%')).toEqual(QUEUE_TABLES);
  });

  it('023 gives the staff sessions their username column and index, filled from the records', async () => {
    await migrateBefore(23);
    await pool().query(
      `INSERT INTO staff_sessions (id, created_at, updated_at, version, data)
       VALUES ('s1', now(), now(), 1, '{"tokenHash":"h1","username":"meera"}')`,
    );
    expect(await migrate(pool())).toContain(23);
    const { rows } = await pool().query<{ id: string; username: string }>(
      'SELECT id, username FROM staff_sessions',
    );
    expect(rows).toEqual([{ id: 's1', username: 'meera' }]);
    const { rows: indexes } = await pool().query<{ indexdef: string }>(
      // This test's schema only: the other files' tests run beside it in schemas of their own.
      `SELECT indexdef FROM pg_indexes
       WHERE schemaname = current_schema() AND indexname = 'staff_sessions_username'`,
    );
    expect(indexes.map((r) => r.indexdef)).toEqual([
      expect.stringContaining('(username, created_at, seq)'),
    ]);
  });

  // A migration that makes one table: one row per value of a unique field, read by another.
  it.each([
    [
      '027 makes the content schedules table: one row per item (unique ref), read by phase',
      {
        migration: 27,
        table: 'content_schedules',
        collection: COLLECTIONS.contentSchedules,
        unique: ['ref', 'news/a'],
        readBy: ['phase', 'waiting'],
      },
    ],
    [
      '035 makes the link checker’s runs table: one row per run (unique run name), read by state',
      {
        migration: 35,
        table: 'link_checks',
        collection: COLLECTIONS.linkChecks,
        unique: ['run', 'nightly/2026-11-30'],
        readBy: ['state', 'running'],
      },
    ],
  ] as const)('%s', async (_name, { migration, table, collection, unique, readBy }) => {
    await migrateBefore(migration);
    expect(await tables()).not.toContain(table);
    expect(await migrate(pool())).toContain(migration);
    const [key, value] = unique;
    const [field, state] = readBy;
    const rows = new PostgresCollection<Record<string, string>, string>(pool(), collection);
    await rows.insert({ [key]: value, [field]: state });
    await expect(rows.insert({ [key]: value, [field]: state })).rejects.toThrow(DuplicateKeyError);
    expect((await rows.list({ where: { [field]: state } })).data).toEqual([
      expect.objectContaining({ [key]: value }),
    ]);
  });

  it('028 makes the investor proofs table: one row per proved record (unique ref)', async () => {
    await migrateBefore(28);
    expect(await tables()).not.toContain('investor_proofs');
    expect(await migrate(pool())).toContain(28);
    const proofs = new PostgresCollection<{ ref: string; issued: number }, 'ref'>(
      pool(),
      COLLECTIONS.investorProofs,
    );
    await proofs.insert({ ref: 'complaints/CMP-A', issued: 1 });
    await expect(proofs.insert({ ref: 'complaints/CMP-A', issued: 1 })).rejects.toThrow(
      DuplicateKeyError,
    );
    expect(await proofs.findBy('ref', 'complaints/CMP-A')).toMatchObject({ issued: 1 });
  });

  it('030 makes the legal holds and breach register tables, read by record and by state', async () => {
    await migrateBefore(30);
    expect(await tables()).not.toContain('legal_holds');
    expect(await tables()).not.toContain('breaches');
    expect(await migrate(pool())).toContain(30);
    const holds = new PostgresCollection<{ ref: string; state: string }, 'ref' | 'state'>(
      pool(),
      COLLECTIONS.legalHolds,
    );
    await holds.insert({ ref: 'complaints/CMP-1', state: 'lifted' });
    await holds.insert({ ref: 'complaints/CMP-1', state: 'active' });
    expect((await holds.list({ where: { ref: 'complaints/CMP-1', state: 'active' } })).total).toBe(
      1,
    );
    const breaches = new PostgresCollection<{ state: string }, 'state'>(
      pool(),
      COLLECTIONS.breaches,
    );
    await breaches.insert({ state: 'recorded' });
    expect(await breaches.count({ state: 'recorded' })).toBe(1);
  });

  it('031 makes the investors’ private attachment files table, apart from the public uploads', async () => {
    await migrateBefore(31);
    expect(await tables()).not.toContain('attachment_files');
    expect(await migrate(pool())).toContain(31);
    const files = openPostgresUploads(pool(), 'attachment_files');
    await files.put('att-0123456789abcdef01234567.pdf', {
      type: 'application/pdf',
      bytes: Buffer.from('%PDF-1.7'),
    });
    expect(await files.names()).toEqual(['att-0123456789abcdef01234567.pdf']);
    expect(
      await openPostgresUploads(pool()).get('att-0123456789abcdef01234567.pdf'),
    ).toBeUndefined();
  });

  it('015 gives an open freeze request its due time on the trading calendar', async () => {
    await migrateBefore(15);
    // Friday 23 January 2026, 18:00 IST: before the calendar, due at Monday's open, Republic Day.
    const received = '2026-01-23T12:30:00.000Z';
    const insert = (id: string, status: string, due: string) =>
      pool().query(
        `INSERT INTO stop_trade (id, created_at, updated_at, version, data, due_at)
         VALUES ($1, $2, $2, 2, $3, $4)`,
        [id, received, JSON.stringify({ ackNo: id, status }), due],
      );
    await insert('f1', 'Received', '2026-01-26T03:45:00.000Z');
    await insert('f2', 'Frozen', 'infinity');
    expect(await migrate(pool())).toContain(15);
    const { rows } = await pool().query<{ id: string; due_at: Date | null }>(
      `SELECT id, CASE WHEN isfinite(due_at) THEN due_at END AS due_at FROM stop_trade ORDER BY id`,
    );
    expect(rows.map((r) => [r.id, r.due_at?.toISOString() ?? 'none'])).toEqual([
      ['f1', '2026-01-27T03:45:00.000Z'],
      ['f2', 'none'],
    ]);
  });
});
