-- The investors' attachments on their complaints (docs/contract.md §7b): the checked bytes under a
-- generated name, as the content desk's uploads are kept, but in a table of their own that no
-- public file route reads. The complaint's record lists them (name, type, size, when).

CREATE TABLE attachment_files (
  name text PRIMARY KEY,
  type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
