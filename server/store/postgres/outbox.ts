import type pg from 'pg';
import { settled as settledRecord } from '../outbox';
import type { Outbox, OutboxRecord } from '../types';
import { COLUMNS, dataOf, toStored, type Row } from './collection';

/**
 * Outbox.claimDue on PostgreSQL (docs/storage.md, The outbox): one statement that locks the due,
 * unclaimed pending rows it takes and skips those another app server's claim holds locked
 * (FOR UPDATE SKIP LOCKED), so each message is claimed by one server; a row another claim updated
 * meanwhile is checked again against the condition, and is no longer due.
 */
export function claimSkipLocked(pool: pg.Pool): Outbox['claimDue'] {
  return async (now, limit, leaseMs) => {
    const at = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    const { rows } = await pool.query<Row>({
      name: 'outbox_claim',
      text: `UPDATE outbox SET version = version + 1, updated_at = $4,
               data = data || jsonb_build_object(
                 'claimedUntil', $2::text, 'attempts', (data ->> 'attempts')::int + 1)
             WHERE id IN (
               SELECT id FROM outbox
               WHERE state = 'pending' AND next_attempt_at <= $1
                 AND (claimed_until IS NULL OR claimed_until < $1)
               ORDER BY next_attempt_at, seq LIMIT $3
               FOR UPDATE SKIP LOCKED)
             RETURNING ${COLUMNS}`,
      values: [at, until, limit, at],
    });
    return rows
      .map((row) => toStored<OutboxRecord>(row))
      .sort((a, b) => (a.nextAttemptAt < b.nextAttemptAt ? -1 : 1));
  };
}

/**
 * Outbox.settleAll on PostgreSQL: one UPDATE for every attempt of a worker's round, each row
 * changed only at the version its claim left it (a claim lost meanwhile, its lease run out and
 * another server's claim taken, matches no row and answers undefined). One statement, one commit:
 * a round of sends no longer takes a pooled connection and a commit per message from the POSTs.
 */
export function settleInOneStatement(pool: pg.Pool): Outbox['settleAll'] {
  return async (attempts, now) => {
    const { rows } = await pool.query<Row>({
      name: 'outbox_settle',
      text: `UPDATE outbox AS o SET data = u.data, version = o.version + 1, updated_at = $4
             FROM unnest($1::text[], $2::int[], $3::jsonb[]) AS u(id, version, data)
             WHERE o.id = u.id AND o.version = u.version
             RETURNING ${COLUMNS.split(', ')
               .map((column) => `o.${column}`)
               .join(', ')}`,
      values: [
        attempts.map(({ message }) => message.id),
        attempts.map(({ message }) => message.version),
        attempts.map(({ message, outcome }) =>
          JSON.stringify(dataOf(settledRecord(message, outcome, now))),
        ),
        // The write's own time, as every other update's (Collection.update).
        new Date().toISOString(),
      ],
    });
    // By id and the version it was settled over: a lost claim's attempt may name the same id.
    const key = (id: string, version: number) => `${id}/${version}`;
    const settled = new Map(rows.map((row) => [key(row.id, row.version - 1), row]));
    return attempts.map(({ message }) => {
      const row = settled.get(key(message.id, message.version));
      return row && toStored<OutboxRecord>(row);
    });
  };
}
