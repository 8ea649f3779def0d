-- Duplicates (issue 43; docs/contract.md §11, Duplicates; docs/storage.md, Queue pages): every
-- queue's table gets the `duplicate_of` column that `record_table` generates for an indexed field
-- (data ->> 'duplicateOf': the key of the record this one duplicates, NULL for most) and its
-- `<table>_duplicate_of` index on (duplicate_of, created_at, seq), by which closing a record finds
-- its duplicates, as migrate.ts's declaredTable makes them for a queue declared after the
-- migrations (server/store/types.ts lists `duplicateOf` among every queue's indexed fields).
-- Every table with a `queue_status` column is a queue's, as in 021_queue_owner.sql.
DO $$
DECLARE
  queue_table text;
BEGIN
  FOR queue_table IN
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'queue_status'
      AND NOT EXISTS (SELECT FROM information_schema.columns AS c
        WHERE c.table_schema = current_schema() AND c.table_name = columns.table_name
          AND c.column_name = 'duplicate_of')
    ORDER BY table_name
  LOOP
    EXECUTE format(
      'ALTER TABLE %I ADD COLUMN duplicate_of text GENERATED ALWAYS AS (data ->> %L) STORED',
      queue_table, 'duplicateOf');
    EXECUTE format('CREATE INDEX %I ON %I (duplicate_of, created_at, seq)',
      queue_table || '_duplicate_of', queue_table);
  END LOOP;
END
$$;
