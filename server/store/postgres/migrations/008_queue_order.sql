-- The desk's queue pages and counts in SQL (docs/storage.md, "Queue pages"): each queue's table
-- gets `queue_status` (the record's status; the queue's first when it has none, as the desk reads
-- records sent before it existed) and `due_at`, when the firm must have acted ('infinity' when no
-- clock runs). The deadline rules are the site's (src/contract/deadlines.ts: the freeze's market
-- hours), so collection.ts writes `due_at` with every insert and update, and migrate.ts fills it
-- for the rows already stored (NULL until then). Indexed for the overdue-first order (due_at, then
-- newest), the status filter and the counts of the desk home.

CREATE FUNCTION queue_columns(name text, first_status text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'ALTER TABLE %I ADD COLUMN queue_status text
       GENERATED ALWAYS AS (coalesce(data ->> ''status'', %L)) STORED,
     ADD COLUMN due_at timestamptz',
    name,
    first_status
  );
  EXECUTE format('CREATE INDEX %I ON %I (queue_status, created_at DESC, seq DESC)',
    name || '_queue_status', name);
  EXECUTE format('CREATE INDEX %I ON %I (due_at, created_at DESC, seq DESC)',
    name || '_due_at', name);
END
$$;

SELECT queue_columns('complaints', 'Open');
SELECT queue_columns('quick_connect', 'New');
SELECT queue_columns('feedback', 'New');
SELECT queue_columns('withdrawals', 'Received');
SELECT queue_columns('stop_trade', 'Received');

DROP FUNCTION queue_columns(text, text);
