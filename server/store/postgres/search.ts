// The desk's search `q` in SQL (docs/storage.md, Search).
import type { CollectionSpec } from '../types';

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
