-- PII at rest (issue 44; docs/storage.md, "PII at rest"): phones and PAN are stored as
-- `{"sealed": "<key id>:<ciphertext>", "hash": "<keyed hash>"}` (server/store/fieldCipher.ts).
-- The `search` column must not hold the ciphertext (a typed `q` would match its letters), so
-- search_text (007_search.sql) now leaves out a field whose value is such an object; rows are
-- given their new `search` when the server seals them (server/store/sealedStore.ts sealExisting,
-- which runs at the first start with DATA_KEY and rewrites each row holding a phone or PAN).
-- The keyed hashes go to `sealed_hashes`, generated from the record under a GIN index, which a
-- search for a whole phone or PAN reads (collection.ts where: `sealed_hashes && $n`).
-- `sealed_column` stays in the schema: migrate.ts gives a queue declared later the same column.

CREATE OR REPLACE FUNCTION search_text(data jsonb, fields text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg(t, E'\n') FROM (
    SELECT data ->> f FROM unnest(fields) AS f
    WHERE jsonb_typeof(data -> f) IS DISTINCT FROM 'object'
    UNION ALL
    SELECT note #>> '{}' FROM jsonb_path_query(data, '$.history[*].note') AS note
  ) AS texts (t)
$$;

CREATE FUNCTION sealed_hashes(data jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(value ->> 'hash' ORDER BY key), '{}') FROM jsonb_each(data)
  WHERE jsonb_typeof(value) = 'object' AND value ? 'sealed' AND value ? 'hash'
$$;

CREATE FUNCTION sealed_column(name text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'ALTER TABLE %I ADD COLUMN sealed_hashes text[] GENERATED ALWAYS AS (sealed_hashes(data)) STORED',
    name
  );
  EXECUTE format('CREATE INDEX %I ON %I USING gin (sealed_hashes)', name || '_sealed_hashes', name);
END
$$;

-- Every queue table without the column, as in 021_queue_owner.sql (migrate.ts's helpers).
SELECT sealed_column(queue_table) FROM queue_tables_without('sealed_hashes') AS queue_table;
