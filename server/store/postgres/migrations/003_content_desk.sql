-- The content desk (docs/contract.md §13): every version of a news item, banner or content page,
-- and the uploaded images and PDFs (bytes in the row, so every app server serves them).

CREATE TABLE content_versions (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL,
  data jsonb NOT NULL,
  kind text GENERATED ALWAYS AS (data ->> 'kind') STORED,
  ref text GENERATED ALWAYS AS (data ->> 'ref') STORED,
  slot text GENERATED ALWAYS AS (data ->> 'slot') STORED
);
CREATE UNIQUE INDEX content_versions_slot ON content_versions (slot);
CREATE INDEX content_versions_ref ON content_versions (ref, created_at, seq);
CREATE INDEX content_versions_kind ON content_versions (kind, created_at, seq);
CREATE INDEX content_versions_created ON content_versions (created_at, seq);

CREATE TABLE uploads (
  name text PRIMARY KEY,
  type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
