-- A desk record's owner (issue 43; docs/storage.md, "Queue pages"): every queue's table gets the
-- `owner` column that `record_table` generates for an indexed field (data ->> 'owner', NULL while
-- nobody owns the record) and its `<table>_owner` index on (owner, created_at, seq), as
-- migrate.ts's declaredTable makes them for a queue declared after the migrations, whose
-- declaration lists `owner` among its indexed fields (server/store/types.ts). Both helpers are
-- migrate.ts's (MIGRATION_HELPERS): every queue table without the column, and its column and index.
SELECT indexed_column(queue_table, 'owner') FROM queue_tables_without('owner') AS queue_table;
