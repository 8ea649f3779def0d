-- Duplicates (issue 43; docs/contract.md §11, Duplicates; docs/storage.md, Queue pages): every
-- queue's table gets the `duplicate_of` column that `record_table` generates for an indexed field
-- (data ->> 'duplicateOf': the key of the record this one duplicates, NULL for most) and its
-- `<table>_duplicate_of` index on (duplicate_of, created_at, seq), by which closing a record finds
-- its duplicates, as migrate.ts's declaredTable makes them for a queue declared after the
-- migrations (server/store/types.ts lists `duplicateOf` among every queue's indexed fields).
-- Every queue table without the column, as in 021_queue_owner.sql (migrate.ts's helpers).
SELECT indexed_column(queue_table, 'duplicateOf')
FROM queue_tables_without('duplicate_of') AS queue_table;
