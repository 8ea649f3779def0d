// The desk's search `q` in SQL (docs/storage.md, Search).
import type { CollectionSpec, QueueRules } from '../types';

/**
 * `q` (the LIKE pattern of `text`, in parameter `p`) in one search or text field or one staff
 * note. A queue's table (`notes`) has them in its `search` column, each on a line of its own, under
 * a trigram index (migrations/007_search.sql): a `q` without a line break is in that column
 * exactly when it is in one of them. One with a line break could span two, so each is then
 * checked on its own as well.
 */
export function searchCondition(spec: CollectionSpec, p: string, text: string): string {
  const fields = [...spec.search, ...(spec.text ?? [])];
  const each = fields.map((f) => `data ->> '${f}' ILIKE ${p}`);
  if (!spec.notes) return `(${each.join(' OR ')})`;
  if (!text.includes('\n')) return `search ILIKE ${p}`;
  each.push(
    `EXISTS (SELECT FROM jsonb_path_query(data, '$.history[*].note') AS note
             WHERE note #>> '{}' ILIKE ${p})`,
  );
  return `search ILIKE ${p} AND (${each.join(' OR ')})`;
}

/** A timestamp as JavaScript's toISOString writes it (the desk's `q` reads the row's times so). */
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `q` (pattern in `p`) in what a masked record of a queue shows (docs/contract.md §11): its key,
 * status, received and due times as the desk writes them, its text fields and its staff notes.
 * They are the lines of its `visible` column, under a trigram index
 * (migrations/014_queue_counts_visible.sql): as with `search`, a `q` without a line break is in
 * that column exactly when it is in one of them, and one with a line break is checked on each.
 */
export function visibleCondition(
  spec: CollectionSpec,
  rules: QueueRules,
  p: string,
  text: string,
): string {
  if (!text.includes('\n')) return `visible ILIKE ${p}`;
  const key = rules.key === 'id' ? 'id' : `data ->> '${rules.key}'`;
  const texts = [
    key,
    'queue_status',
    iso('created_at'),
    ...(spec.text ?? []).map((f) => `data ->> '${f}'`),
  ];
  return `visible ILIKE ${p} AND (${texts.map((t) => `${t} ILIKE ${p}`).join(' OR ')}
    OR (due_at <> 'infinity' AND ${iso('due_at')} ILIKE ${p})
    OR EXISTS (SELECT FROM jsonb_path_query(data, '$.history[*].note') AS note
               WHERE note #>> '{}' ILIKE ${p}))`;
}
