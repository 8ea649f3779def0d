-- The desk's queue pages at a year's volume (issue 41; docs/storage.md, "Queue pages"):
-- `<table>_queue_status_due` on (queue_status, due_at), so a status filter's total and its overdue
-- part are both counted from one index (index-only), not from the rows; and `visible`, what a
-- masked record shows (docs/contract.md §11: its key, status, received and due times as the desk
-- writes them, its text fields and its staff notes), each on a line of its own under a trigram
-- index, so a `q` of staff who see PII masked reads the matching rows, not all of them
-- (collection.ts visibleCondition). `visible_column` stays in the schema: migrate.ts gives a
-- queue declared after the migrations the same column with it.

-- A time as JavaScript's toISOString writes it (collection.ts iso): fixed digits, no locale.
CREATE FUNCTION iso_time(at timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- No due time ('infinity': no clock runs) shows none; search_text (007_search.sql) adds the text
-- fields and the notes.
CREATE FUNCTION visible_text(
  data jsonb, key text, status text, created_at timestamptz, due_at timestamptz, fields text[]
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(E'\n', key, status, iso_time(created_at),
    CASE WHEN isfinite(due_at) THEN iso_time(due_at) END, search_text(data, fields))
$$;

CREATE FUNCTION visible_column(name text, key text, first_status text, fields text[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'ALTER TABLE %I ADD COLUMN visible text GENERATED ALWAYS AS (visible_text(data, %s,
       coalesce(data ->> ''status'', %L), created_at, due_at, %L)) STORED',
    name,
    CASE WHEN key = 'id' THEN 'id' ELSE format('data ->> %L', key) END,
    first_status,
    fields
  );
  EXECUTE format(
    'CREATE INDEX %I ON %I USING gin (visible %I.gin_trgm_ops)',
    name || '_visible',
    name,
    (SELECT nspname FROM pg_extension JOIN pg_namespace ON pg_namespace.oid = extnamespace
     WHERE extname = 'pg_trgm')
  );
  EXECUTE format('CREATE INDEX %I ON %I (queue_status, due_at)', name || '_queue_status_due', name);
END
$$;

SELECT visible_column('complaints', 'complainNo', 'Open', '{complain}');
SELECT visible_column('quick_connect', 'id', 'New', '{}');
SELECT visible_column('feedback', 'id', 'New', '{}');
SELECT visible_column('withdrawals', 'id', 'Received', '{}');
SELECT visible_column('stop_trade', 'ackNo', 'Received', '{}');
