import type pg from 'pg';
import { OutboxCollection, outboxRecord, queueIn } from '../outbox';
import type { Collection, OutboxField, OutboxRecord, Transaction } from '../types';
import { PostgresCollection } from './collection';

/**
 * Runs `work` on one pooled connection inside BEGIN … COMMIT. When it throws, the transaction is
 * rolled back and the work's error is rethrown (a failed ROLLBACK, e.g. on a lost connection, must
 * not hide it).
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Store.transaction on PostgreSQL (docs/storage.md, The outbox): `step`'s writes are statements of
 * one transaction on one connection (`within`), its messages inserted there too (`queue`); the
 * worker of this app server is woken once it committed a message.
 */
export async function runTransaction<R>(
  pool: pg.Pool,
  outbox: OutboxCollection,
  step: (tx: Transaction, client: pg.PoolClient) => Promise<R>,
): Promise<R> {
  let queued = false;
  const result = await inTransaction(pool, (client) => {
    const within = <T extends object, K extends string>(given: Collection<T, K>) => {
      const c = given instanceof OutboxCollection ? given.messages : given;
      if (!(c instanceof PostgresCollection)) throw new Error('Not a collection of this store');
      return (c as PostgresCollection<T, K>).on(client) as Collection<T, K>;
    };
    const queue: Transaction['queue'] = async (message) => {
      const stored = await queueIn(within(outbox.messages), message, new Date());
      queued ||= stored !== undefined;
      return stored;
    };
    // One INSERT for them all; a known event inserts no row (ON CONFLICT DO NOTHING).
    const queueAll: Transaction['queueAll'] = async (messages) => {
      const now = new Date();
      const records = messages.map((message) => outboxRecord(message, now));
      const stored = await (
        within(outbox.messages) as PostgresCollection<OutboxRecord, OutboxField>
      ).insertEach(records);
      queued ||= stored.some((s) => s !== undefined);
      return stored;
    };
    return step({ within, queue, queueAll }, client);
  });
  if (queued) outbox.queued();
  return result;
}
