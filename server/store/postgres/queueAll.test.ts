// A cause's messages are queued in one statement on PostgreSQL (Transaction.queueAll; docs/storage.md
// The outbox): a POST's acknowledgements by e-mail and SMS are one round trip, not one each.
import pg from 'pg';
import { afterEach, beforeEach, expect, inject, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/postgres';
import { acknowledgement } from '../../testing/outbox';
import { openComplaint } from '../../testing/payloads';
import { SEED_DIR } from '../testing/engines';
import type { Store } from '../types';
import { openPostgresStore } from './index';

let db: TestDatabase;
let store: Store;
beforeEach(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
  store = await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await store.close();
  await db.drop();
});

it("a record's messages are inserted in one statement", async () => {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  const queued = await store.transaction(async (tx) => {
    const saved = await tx.within(store.complaint).insert(openComplaint('CMP-PG-QA1'));
    const email = acknowledgement(saved.id);
    const sms = { ...email, channel: 'sms' as const, event: `complaints/${saved.id}/received/sms` };
    return tx.queueAll([email, sms]);
  });
  expect(queued.every(Boolean)).toBe(true);
  const texts = query.mock.calls.map(([q]) =>
    typeof q === 'string' ? q : String((q as { text?: string }).text),
  );
  expect(texts.filter((text) => /INSERT INTO outbox/.test(text))).toHaveLength(1);
  expect(await store.outbox.count()).toBe(2);
});
