-- Each queue's totals by status, kept by the database itself (issue 41; docs/storage.md, "Queue
-- pages"), so a page's total without a search is a sum of a few rows, not a count of 100k index
-- entries at every page. Every statement writing a queue's table inserts its change per status
-- (+1 a row added to a status, -1 a row gone from one) as new rows of `queue_counts`, in the
-- writer's transaction: no row is ever updated by writers, so concurrent POSTs on several app
-- servers never wait on one hot counter row, and a reader's snapshot sees exactly the deltas of
-- the rows it sees. Readers sum a status's rows and, past a few dozen, fold them into one a status
-- (collection.ts fold: DELETE … RETURNING of the rows no other folder holds, then their sums
-- inserted, one statement). `count_statuses` stays in the schema: migrate.ts gives a queue
-- declared after the migrations the same triggers.

CREATE TABLE queue_counts (
  id bigserial PRIMARY KEY,
  queue text NOT NULL,
  status text NOT NULL,
  n bigint NOT NULL
);
CREATE INDEX queue_counts_queue ON queue_counts (queue, status);

-- One trigger a statement (transition tables): a bulk insert of 1,000 rows adds one row a status.
CREATE FUNCTION queue_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO queue_counts (queue, status, n)
    SELECT TG_TABLE_NAME, queue_status, count(*) FROM added GROUP BY queue_status;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO queue_counts (queue, status, n)
    SELECT TG_TABLE_NAME, queue_status, -count(*) FROM gone GROUP BY queue_status;
  ELSE
    -- A change that keeps every row's status (most updates) adds nothing.
    INSERT INTO queue_counts (queue, status, n)
    SELECT TG_TABLE_NAME, status, sum(n) FROM (
      SELECT queue_status, 1 FROM added
      UNION ALL
      SELECT queue_status, -1 FROM gone
    ) AS changes (status, n)
    GROUP BY status HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END
$$;

-- A TRUNCATE empties the queue: its deltas go with it.
CREATE FUNCTION queue_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM queue_counts WHERE queue = TG_TABLE_NAME;
  RETURN NULL;
END
$$;

-- The triggers, and the rows already stored counted. CREATE TRIGGER locks the table against
-- writes until the migration's transaction commits, so no write falls between the count and them.
CREATE FUNCTION count_statuses(name text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION queue_counts_changed()', name || '_counts_insert', name);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS gone
    NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION queue_counts_changed()',
    name || '_counts_update', name);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS gone
    FOR EACH STATEMENT EXECUTE FUNCTION queue_counts_changed()', name || '_counts_delete', name);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
    FOR EACH STATEMENT EXECUTE FUNCTION queue_counts_truncated()', name || '_counts_truncate', name);
  EXECUTE format('INSERT INTO queue_counts (queue, status, n)
    SELECT %L, queue_status, count(*) FROM %I GROUP BY queue_status', name, name);
END
$$;

-- Every table with a `queue_status` column is a queue's, as in 021_queue_owner.sql; in name order.
-- It stays in the schema, for the migrations after this one.
CREATE FUNCTION queue_tables() RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT table_name::text FROM information_schema.columns
  WHERE table_schema = current_schema() AND column_name = 'queue_status'
  ORDER BY table_name
$$;

SELECT count_statuses(queue_table) FROM queue_tables() AS queue_table;

-- A status filter with a search `q` from one index (issue 41; docs/storage.md, "Queue pages"):
-- `<table>_status_search`, a GIN index of (queue_status, search) — btree_gin gives text its GIN
-- operator class — in place of `<table>_search` (007_search.sql), which it also serves (a GIN
-- index of several columns is read for any of them). Before, the two conditions were a bitmap
-- each, joined: at 100k, 10,000 'Open' entries and 16,667 trigram matches, 5 ms for no match.
-- btree_gin is database-wide and trusted, as pg_trgm (007_search.sql). `status_search_index`
-- stays in the schema: migrate.ts gives a queue declared later the same index.
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;

CREATE FUNCTION status_search_index(name text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE INDEX %I ON %I USING gin (queue_status, search %I.gin_trgm_ops)',
    name || '_status_search',
    name,
    (SELECT nspname FROM pg_extension JOIN pg_namespace ON pg_namespace.oid = extnamespace
     WHERE extname = 'pg_trgm')
  );
  EXECUTE format('DROP INDEX IF EXISTS %I', name || '_search');
END
$$;

-- Every queue's table with a `search` column.
SELECT status_search_index(queue_table) FROM queue_tables() AS queue_table
WHERE EXISTS (SELECT FROM information_schema.columns
  WHERE table_schema = current_schema() AND table_name = queue_table AND column_name = 'search');
