// The storage interface's contract (server/store/types.ts), the same for every engine.
import { describe, expect, it } from 'vitest';
import { validComplaint, validFeedback } from '../testing/payloads';
import { engines, storeForEachTest } from './testing/engines';
import {
  DuplicateKeyError,
  NotFoundError,
  StaleVersionError,
  type ComplaintRecord,
  type Store,
} from './types';

const complaint = (complainNo: string, extra: Partial<ComplaintRecord> = {}): ComplaintRecord => ({
  ...validComplaint,
  department: 'Back Office',
  complainNo,
  status: 'Open',
  history: [{ by: 'web', at: new Date().toISOString(), from: null, to: 'Open' }],
  ...extra,
});

describe.each(engines)('storage contract: $name', (engine) => {
  let store: Store;
  storeForEachTest(engine, (opened) => (store = opened));

  it('insert assigns id, times and version 1; get and findBy return the record', async () => {
    const before = Date.now();
    const saved = await store.complaint.insert(complaint('CMP-AAAA-0001'));
    expect(saved.id).toEqual(expect.any(String));
    expect(saved.version).toBe(1);
    expect(saved.createdAt).toBe(saved.updatedAt);
    expect(Date.parse(saved.createdAt)).toBeGreaterThanOrEqual(before - 5);
    expect(await store.complaint.get(saved.id)).toEqual(saved);
    expect(await store.complaint.findBy('complainNo', 'CMP-AAAA-0001')).toEqual(saved);
    expect(await store.complaint.findBy('complainNo', 'CMP-AAAA-0002')).toBeUndefined();
    expect(await store.complaint.get('no-such-id')).toBeUndefined();
  });

  it('a unique field refuses a second record with the same value', async () => {
    await store.complaint.insert(complaint('CMP-AAAA-0001'));
    await expect(store.complaint.insert(complaint('CMP-AAAA-0001'))).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    const twice = await Promise.allSettled([
      store.freeze.insert({
        clientCode: 'C1',
        registeredEmail: '',
        contactNo: '',
        ackNo: 'FRZ-1',
      }),
      store.freeze.insert({
        clientCode: 'C2',
        registeredEmail: '',
        contactNo: '',
        ackNo: 'FRZ-1',
      }),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await store.freeze.count()).toBe(1);
  });

  it('update with the current version applies the change and bumps the version', async () => {
    const saved = await store.complaint.insert(complaint('CMP-AAAA-0001'));
    const updated = await store.complaint.update(saved.id, 1, (c) => ({
      ...c,
      status: 'In Process',
      history: [...c.history, { by: 'staff', at: 'now', from: c.status, to: 'In Process' }],
    }));
    expect(updated.version).toBe(2);
    expect(updated.createdAt).toBe(saved.createdAt);
    expect(updated.status).toBe('In Process');
    expect(updated.history.map((h) => h.to)).toEqual(['Open', 'In Process']);
    expect(await store.complaint.findBy('complainNo', 'CMP-AAAA-0001')).toEqual(updated);
  });

  it('a stale update is refused and changes nothing; an unknown id is NotFound', async () => {
    const saved = await store.complaint.insert(complaint('CMP-AAAA-0001'));
    await store.complaint.update(saved.id, 1, (c) => ({ ...c, status: 'In Process' }));
    await expect(
      store.complaint.update(saved.id, 1, (c) => ({ ...c, status: 'Closed' })),
    ).rejects.toBeInstanceOf(StaleVersionError);
    expect((await store.complaint.get(saved.id))?.status).toBe('In Process');
    await expect(store.complaint.update('nope', 1, (c) => c)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('two concurrent updates from the same version: exactly one wins', async () => {
    const saved = await store.complaint.insert(complaint('CMP-AAAA-0001'));
    const results = await Promise.allSettled(
      ['In Process', 'Closed'].map((status) =>
        store.complaint.update(saved.id, saved.version, (c) => ({ ...c, status })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await store.complaint.get(saved.id))?.version).toBe(2);
  });

  it('list filters, searches, sorts and pages; count agrees', async () => {
    for (let i = 1; i <= 5; i++) {
      await store.complaint.insert(
        complaint(`CMP-AAAA-000${i}`, {
          status: i % 2 ? 'Open' : 'Closed',
          fName: i === 3 ? 'Zubin' : 'Asha',
        }),
      );
    }
    const newest = await store.complaint.list({ limit: 2 });
    expect(newest.total).toBe(5);
    expect(newest.data.map((c) => c.complainNo)).toEqual(['CMP-AAAA-0005', 'CMP-AAAA-0004']);
    const oldest = await store.complaint.list({ sort: 'oldest', offset: 1, limit: 2 });
    expect(oldest.data.map((c) => c.complainNo)).toEqual(['CMP-AAAA-0002', 'CMP-AAAA-0003']);
    const open = await store.complaint.list({ where: { status: 'Open' } });
    expect(open.total).toBe(3);
    expect(await store.complaint.count({ status: 'Closed' })).toBe(2);
    expect(await store.complaint.count()).toBe(5);
    const found = await store.complaint.list({ q: 'zUB' });
    expect(found.data.map((c) => c.complainNo)).toEqual(['CMP-AAAA-0003']);
  });

  it('scan reads every record once, oldest first, a batch at a time', async () => {
    const scanAll = async (batchSize: number) => {
      const batches: string[][] = [];
      for await (const batch of store.complaint.scan(batchSize)) {
        batches.push(batch.map((c) => c.complainNo));
      }
      return batches;
    };
    expect(await scanAll(2)).toEqual([]);
    // Three received in the same millisecond: the keyset must neither skip nor repeat them.
    const at = (ms: number) => new Date(Date.UTC(2026, 0, 15, 10, 0, 0, ms)).toISOString();
    const stored = [4, 1, 1, 1, 2].map((ms, i) => ({
      ...complaint(`CMP-SCAN-000${i}`),
      id: `scan-${i}`,
      createdAt: at(ms),
      updatedAt: at(ms),
      version: 1,
    }));
    await store.complaint.insertStored(stored);
    const batches = await scanAll(2);
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(batches.flat()).toEqual([
      'CMP-SCAN-0001',
      'CMP-SCAN-0002',
      'CMP-SCAN-0003',
      'CMP-SCAN-0004',
      'CMP-SCAN-0000',
    ]);
    for await (const batch of store.complaint.scan()) {
      for (const record of batch) expect(await store.complaint.get(record.id)).toEqual(record);
    }
  });

  it('collections are separate, and 100 concurrent inserts all land', async () => {
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        store.feedback.insert({
          ...validFeedback,
          modeOfCommute: 'Website',
          feedback: `note ${i}`,
        }),
      ),
    );
    expect(await store.feedback.count()).toBe(100);
    expect(await store.complaint.count()).toBe(0);
    const texts = (await store.feedback.list()).data.map((f) => f.feedback);
    expect(new Set(texts).size).toBe(100);
  });

  it('insertStored keeps the meta, adds each id once and reports how many were new', async () => {
    const at = '2026-01-15T10:00:00.000Z';
    const stored = ['CMP-BULK-0001', 'CMP-BULK-0002'].map((no, i) => ({
      ...complaint(no),
      id: `bulk-${i}`,
      createdAt: at,
      updatedAt: at,
      version: 3,
    }));
    expect(await store.complaint.insertStored(stored)).toBe(2);
    expect(await store.complaint.insertStored(stored)).toBe(0);
    expect(await store.complaint.findBy('complainNo', 'CMP-BULK-0002')).toEqual(stored[1]);
    expect(await store.complaint.count()).toBe(2);
  });

  it('content: get returns the seeded value, put replaces it', async () => {
    const banners = await store.content.get('banners');
    expect(Array.isArray(banners)).toBe(true);
    await store.content.put('banners', [{ _id: 'x', imagePath: 'x.jpg', title: 'New' }]);
    expect(await store.content.get('banners')).toEqual([
      { _id: 'x', imagePath: 'x.jpg', title: 'New' },
    ]);
  });

  it('content: concurrent updates each start from the one before, so none is lost', async () => {
    const before = (await store.content.get('banners')).length;
    const add = (id: string) =>
      store.content.update('banners', (list) => [
        ...list,
        { _id: id, imagePath: 'a.svg', title: id },
      ]);
    await Promise.all(['a', 'b', 'c', 'd'].map(add));
    const after = await store.content.get('banners');
    expect(after).toHaveLength(before + 4);
    expect(
      after
        .slice(-4)
        .map((b) => b._id)
        .sort(),
    ).toEqual(['a', 'b', 'c', 'd']);
  });

  it('content: a failed update changes nothing', async () => {
    const before = await store.content.get('news');
    await expect(
      store.content.update('news', () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await store.content.get('news')).toEqual(before);
  });

  it('uploads: put then get returns the bytes and type; unknown and unsafe names are absent', async () => {
    const bytes = Buffer.from([0, 1, 2, 255]);
    await store.uploads.put('up-0123456789abcdef01234567.pdf', { type: 'application/pdf', bytes });
    const got = await store.uploads.get('up-0123456789abcdef01234567.pdf');
    expect(got?.type).toBe('application/pdf');
    expect(Buffer.from(got!.bytes).equals(bytes)).toBe(true);
    expect(await store.uploads.get('up-ffffffffffffffffffffffff.pdf')).toBeUndefined();
    expect(await store.uploads.get('../content.json')).toBeUndefined();
  });

  it('health resolves on a working store', async () => {
    await expect(store.health()).resolves.toBeUndefined();
  });

  it('close can be called again (a test or a shutdown path may close twice)', async () => {
    await store.close();
    await expect(store.close()).resolves.toBeUndefined();
  });
});
