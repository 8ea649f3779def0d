-- The desk's search `q` over a queue's table (docs/storage.md, Search): a `search` column generated
-- from the record, its search and text fields (the complaint's text) and its staff notes, each on
-- a line of its own, under a trigram index, so an ILIKE '%…%' reads the matching rows, not all of
-- them. The field lists are the request kinds' declarations' `search` then `text`
-- (src/contract/requests/*.ts); server/store/postgres/search.test.ts checks they agree.
--
-- pg_trgm is database-wide: it goes to `public` (shared by every schema of the database, so the
-- test harness's schemas can be dropped without taking it along), unless it is already installed
-- elsewhere; the indexes name its operator class in the schema it is in.

CREATE FUNCTION search_text(data jsonb, fields text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg(t, E'\n') FROM (
    SELECT data ->> f FROM unnest(fields) AS f
    UNION ALL
    SELECT note #>> '{}' FROM jsonb_path_query(data, '$.history[*].note') AS note
  ) AS texts (t)
$$;

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE FUNCTION search_column(name text, fields text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'ALTER TABLE %I ADD COLUMN search text GENERATED ALWAYS AS (search_text(data, %L)) STORED',
    name,
    fields
  );
  EXECUTE format(
    'CREATE INDEX %I ON %I USING gin (search %I.gin_trgm_ops)',
    name || '_search',
    name,
    (SELECT nspname FROM pg_extension JOIN pg_namespace ON pg_namespace.oid = extnamespace
     WHERE extname = 'pg_trgm')
  );
END
$$;

SELECT search_column('complaints', '{complainNo,fName,lName,email,contactNo,complain}');
SELECT search_column('quick_connect', '{name,email,contactNo,phone}');
SELECT search_column('feedback', '{fName,lName,email,contactNo}');
SELECT search_column('withdrawals', '{clinetCode,name,email,contactNumber}');
SELECT search_column('stop_trade', '{ackNo,clientCode,registeredEmail,contactNo}');

DROP FUNCTION search_column(text, text[]);
