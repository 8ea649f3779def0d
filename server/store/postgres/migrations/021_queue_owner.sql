-- A desk record's owner (issue 43; docs/storage.md, "Queue pages"): every queue's table gets the
-- `owner` column that `record_table` generates for an indexed field (data ->> 'owner', NULL while
-- nobody owns the record) and its `<table>_owner` index on (owner, created_at, seq), as
-- migrate.ts's declaredTable makes them for a queue declared after the migrations, whose
-- declaration lists `owner` among its indexed fields (server/store/types.ts). Every table with a
-- `queue_status` column is a queue's, so a kind added before this migration ran is covered too.
DO $$
DECLARE
  queue_table text;
BEGIN
  FOR queue_table IN
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'queue_status'
      AND NOT EXISTS (SELECT FROM information_schema.columns AS c
        WHERE c.table_schema = current_schema() AND c.table_name = columns.table_name
          AND c.column_name = 'owner')
    ORDER BY table_name
  LOOP
    EXECUTE format(
      'ALTER TABLE %I ADD COLUMN owner text GENERATED ALWAYS AS (data ->> %L) STORED',
      queue_table, 'owner');
    EXECUTE format('CREATE INDEX %I ON %I (owner, created_at, seq)', queue_table || '_owner',
      queue_table);
  END LOOP;
END
$$;
