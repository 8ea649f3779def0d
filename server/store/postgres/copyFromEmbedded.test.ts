// `npm run db:copy-to-postgres`: a store copied into PostgreSQL, nothing lost, nothing doubled,
// and never merged into a database that holds other data. Run from each engine as the source.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { validComplaint, validFeedback } from '../../testing/payloads';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres';
import { engines, SEED_DIR } from '../testing/engines';
import { AuditLog } from '../../desk/audit';
import { chainAfter, type ChainedEntry } from '../../desk/auditChain';
import type { ComplaintRecord, Store, Stored } from '../types';
import { copyToPostgres, ForeignDataError } from './copyFromEmbedded';
import { openPostgresStore } from './index';

const complaint = (complainNo: string): ComplaintRecord => ({
  ...validComplaint,
  department: 'Back Office',
  complainNo,
  status: 'Open',
  history: [{ by: 'web', at: new Date().toISOString(), from: null, to: 'Open' }],
});

/** What a server leaves behind: records, a status change, edited content. */
async function fill(store: Store) {
  const first = await store.complaint.insert(complaint('CMP-COPY-0001'));
  const changed = await store.complaint.update(first.id, 1, (c) => ({
    ...c,
    status: 'In Process',
    history: [...c.history, { by: 'cli', at: c.createdAt, from: 'Open', to: 'In Process' }],
  }));
  const second = await store.complaint.insert(complaint('CMP-COPY-0002'));
  const feedback = await store.feedback.insert({ ...validFeedback, modeOfCommute: 'Website' });
  const ack = await store.freeze.insert({
    clientCode: 'C1',
    registeredEmail: '',
    contactNo: '',
    ackNo: 'FRZ-COPY-0001',
  });
  const news = (await store.content.get('news')).slice(0, 1);
  await store.content.put('news', news);
  const upload = { type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n% tariff\n%%EOF\n') };
  await store.uploads.put('up-0123456789abcdef01234567.pdf', upload);
  return { changed, second, feedback, ack, news, upload };
}

describe.each(engines)('copying a $name store into PostgreSQL', (engine) => {
  let source: Store;
  let closeSource: () => Promise<void>;
  let db: TestDatabase;
  let target: Store | undefined;
  const openTarget = async () =>
    (target = await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR }));
  beforeEach(async () => {
    ({ store: source, cleanup: closeSource } = await engine.open());
    db = await createTestDatabase(inject('pgAdminUrl'));
  });
  afterEach(async () => {
    await target?.close();
    target = undefined;
    await closeSource();
    await db.drop();
  });

  it('copies every record with its id, times, version and history, and the content', async () => {
    const made = await fill(source);
    const counts = await copyToPostgres(source, db.url);
    expect(counts.complaint).toEqual({ found: 2, copied: 2 });
    expect(counts.feedback).toEqual({ found: 1, copied: 1 });
    expect(counts.freeze).toEqual({ found: 1, copied: 1 });
    expect(counts.contactMessage).toEqual({ found: 0, copied: 0 });
    expect(counts.content.copied).toBe(counts.content.found);
    expect(counts.uploads).toEqual({ found: 1, copied: 1 });

    const pg = await openTarget();
    expect(await pg.complaint.findBy('complainNo', 'CMP-COPY-0001')).toEqual(made.changed);
    expect(await pg.complaint.get(made.second.id)).toEqual(made.second);
    expect(await pg.feedback.get(made.feedback.id)).toEqual(made.feedback);
    expect(await pg.freeze.findBy('ackNo', 'FRZ-COPY-0001')).toEqual(made.ack);
    expect(await pg.content.get('news')).toEqual(made.news);
    const copied = await pg.uploads.get('up-0123456789abcdef01234567.pdf');
    expect(copied?.type).toBe(made.upload.type);
    expect(Buffer.from(copied!.bytes)).toEqual(made.upload.bytes);
    // Order survives: the newest first, as the staff desk lists them.
    const listed = await pg.complaint.list();
    expect(listed.data.map((c) => c.complainNo)).toEqual(['CMP-COPY-0002', 'CMP-COPY-0001']);
  });

  it('copies the audit chain in its own order, so appends go on after it, whatever its times', async () => {
    // Three entries whose times run backwards, as servers with skewed clocks write them.
    const times = [
      '2026-11-02T10:00:00.000Z',
      '2026-11-02T10:00:05.000Z',
      '2026-11-02T10:00:01.000Z',
    ];
    const stored: Stored<ChainedEntry>[] = [];
    for (const [i, at] of times.entries()) {
      const entry = chainAfter(stored.at(-1), { at, actor: 'meera', action: 'signed in' });
      stored.push({ ...entry, id: `audit-${i}`, createdAt: at, updatedAt: at, version: 1 });
    }
    await source.audit.insertStored(stored);
    await copyToPostgres(source, db.url);
    const audit = new AuditLog(await openTarget(), () => new Date());
    await audit.record({ actor: 'meera', action: 'signed out' });
    const { total, chain } = await audit.page({});
    expect(total).toBe(4);
    expect(chain).toEqual({ ok: true });
  });

  it('a second run copies nothing and changes nothing', async () => {
    await fill(source);
    await copyToPostgres(source, db.url);
    const again = await copyToPostgres(source, db.url);
    for (const { copied } of Object.values(again)) expect(copied).toBe(0);
    expect(await (await openTarget()).complaint.count()).toBe(2);
  });

  it('refuses a database holding records of another history, before writing anything', async () => {
    await fill(source);
    const pg = await openTarget();
    await pg.feedback.insert({ ...validFeedback, modeOfCommute: 'Website' });
    await expect(copyToPostgres(source, db.url)).rejects.toBeInstanceOf(ForeignDataError);
    expect(await pg.complaint.count()).toBe(0);
    expect(await pg.feedback.count()).toBe(1);
  });
});
