// What the PostgreSQL engine adds to the storage contract: app servers sharing one database see
// each other's writes at once and hear each other's broadcasts, and free text is matched literally.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { validFeedback } from '../../testing/payloads';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres';
import { SEED_DIR } from '../testing/engines';
import type { Store } from '../types';
import { channelOf } from './broadcast';
import { openPostgresStore } from './index';

describe('two stores on one PostgreSQL database', () => {
  let db: TestDatabase;
  let a: Store;
  let b: Store;
  beforeEach(async () => {
    db = await createTestDatabase(inject('pgAdminUrl'));
    [a, b] = await Promise.all([
      openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR }),
      openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR }),
    ]);
  });
  afterEach(async () => {
    await Promise.all([a.close(), b.close()]);
    await db.drop();
  });

  /** What `store`'s subscribers hear, and a wait for the first message that `match` accepts. */
  function hearing(store: Store) {
    const heard: unknown[] = [];
    const waits = new Set<() => void>();
    store.broadcast.subscribe((message) => {
      heard.push(message);
      for (const wake of waits) wake();
    });
    const until = (key: string) =>
      new Promise<void>((done) => {
        const check = () => {
          if (heard.some((m) => (m as { key?: string }).key === key)) done();
        };
        waits.add(check);
        check();
      });
    return { heard, until };
  }

  it('a broadcast reaches both stores’ subscribers once each, and only this schema’s; junk on the channel is ignored', async () => {
    const elsewhere = await createTestDatabase(inject('pgAdminUrl'));
    const [c, d] = await Promise.all(
      [1, 2].map(() => openPostgresStore({ databaseUrl: elsewhere.url, seedDir: SEED_DIR })),
    );
    const raw = new pg.Client({ connectionString: db.url });
    await raw.connect();
    try {
      const onA = hearing(a);
      const onB = hearing(b);
      const onC = hearing(c!);
      // Each is sent once the one before has crossed, i.e. after it in the database's order:
      // a second copy of one would have arrived before the next one.
      a.broadcast.publish({ key: 'one' });
      await onB.until('one');
      const { rows } = await raw.query<{ schema: string }>('SELECT current_schema() AS schema');
      for (const junk of ['not json', '{"from":"x"}', '{"from":"x","message":null}', '[]']) {
        await raw.query('SELECT pg_notify($1, $2)', [channelOf(rows[0]!.schema), junk]);
      }
      b.broadcast.publish({ key: 'two' });
      await onA.until('two');
      a.broadcast.publish({ key: 'three' });
      await onB.until('three');
      // Sent after all of them, heard through the database by the other schema's store.
      d!.broadcast.publish({ key: 'other schema' });
      await onC.until('other schema');

      const keys = [{ key: 'one' }, { key: 'two' }, { key: 'three' }];
      expect(onA.heard).toEqual(keys);
      expect(onB.heard).toEqual(keys);
      expect(onC.heard).toEqual([{ key: 'other schema' }]);
    } finally {
      await raw.end();
      await Promise.all([c?.close(), d?.close()]);
      await elsewhere.drop();
    }
  });

  it('content changed through one is served by the other on its next read', async () => {
    const banners = await b.content.get('banners'); // b has it cached now
    expect(banners.length).toBeGreaterThan(1);
    await a.content.put('banners', banners.slice(1));
    expect(await b.content.get('banners')).toEqual(banners.slice(1));
    await a.content.put('banners', banners);
    expect(await b.content.get('banners')).toEqual(banners);
  });

  it('a record updated through one is stale for the other', async () => {
    const saved = await a.feedback.insert({ ...validFeedback, modeOfCommute: 'Website' });
    await b.feedback.update(saved.id, 1, (f) => ({ ...f, feedback: 'edited on b' }));
    await expect(a.feedback.update(saved.id, 1, (f) => f)).rejects.toThrow(/changed by someone/);
    expect((await a.feedback.get(saved.id))?.feedback).toBe('edited on b');
  });

  it('search text with % and _ matches those characters, not any text', async () => {
    await a.feedback.insert({ ...validFeedback, modeOfCommute: 'Website', email: 'x_1@ex.in' });
    await a.feedback.insert({ ...validFeedback, modeOfCommute: 'Website', email: 'xa1@ex.in' });
    expect((await b.feedback.list({ q: 'x_1' })).total).toBe(1);
    expect((await b.feedback.list({ q: '%' })).total).toBe(0);
  });
});
