-- The desk's search `q` over a queue's table (docs/storage.md, Search): the record's search and
-- text fields (the complaint's text) and its staff notes, through one trigram index per table, so
-- an ILIKE '%…%' reads the matching rows, not all of them. `search_text` is the expression indexed;
-- collection.ts writes it with the same field list (the index is used only if the two are equal,
-- which server/store/postgres/search.test.ts checks), then checks each field and note on its own.
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

CREATE FUNCTION search_index(name text, fields text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE INDEX %I ON %I USING gin (search_text(data, %L) %I.gin_trgm_ops)',
    name || '_search',
    name,
    fields,
    (SELECT nspname FROM pg_extension JOIN pg_namespace ON pg_namespace.oid = extnamespace
     WHERE extname = 'pg_trgm')
  );
END
$$;

-- Each visitor request kind's `search` then `text` fields (src/contract/requests/*.ts).
SELECT search_index('complaints', '{complainNo,fName,lName,email,contactNo,complain}');
SELECT search_index('quick_connect', '{name,email,contactNo,phone}');
SELECT search_index('feedback', '{fName,lName,email,contactNo}');
SELECT search_index('withdrawals', '{clinetCode,name,email,contactNumber}');
SELECT search_index('stop_trade', '{ackNo,clientCode,registeredEmail,contactNo}');

DROP FUNCTION search_index(text, text[]);
