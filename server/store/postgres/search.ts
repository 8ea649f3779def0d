// The desk's search `q` in SQL (docs/storage.md, Search).
import type { CollectionSpec } from '../types';

/**
 * `q` (the LIKE pattern in parameter `p`) in one search or text field or one staff note. A
 * queue's table (`notes`) has a trigram index on `search_text` of the same fields
 * (migrations/006_search.sql), which finds the rows holding `p` somewhere among them; each is
 * then checked on its own, so a search never matches across two of them.
 */
export function searchCondition(spec: CollectionSpec, p: string): string {
  const fields = [...spec.search, ...(spec.text ?? [])];
  const each = fields.map((f) => `data ->> '${f}' ILIKE ${p}`);
  if (!spec.notes) return `(${each.join(' OR ')})`;
  each.push(
    `EXISTS (SELECT FROM jsonb_path_query(data, '$.history[*].note') AS note
             WHERE note #>> '{}' ILIKE ${p})`,
  );
  return `search_text(data, '{${fields.join(',')}}') ILIKE ${p} AND (${each.join(' OR ')})`;
}
