import type pg from 'pg';
import type { Outbox, OutboxRecord } from '../types';
import { COLUMNS, toStored, type Row } from './collection';

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
