-- The content desk (docs/contract.md §13): every version of a news item, banner or content page,
-- and the uploaded images and PDFs (bytes in the row, so every app server serves them).

SELECT record_table('content_versions', 'kind', 'ref', 'slot');
CREATE UNIQUE INDEX content_versions_slot ON content_versions (slot);
CREATE INDEX content_versions_ref ON content_versions (ref, created_at, seq);
CREATE INDEX content_versions_kind ON content_versions (kind, created_at, seq);

CREATE TABLE uploads (
  name text PRIMARY KEY,
  type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
