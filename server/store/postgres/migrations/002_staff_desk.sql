-- The staff desk (docs/contract.md §11): accounts, sessions and the hash-chained audit log.
-- Queue statuses need no change: they live in each record's `data`.

CREATE TABLE staff_users (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL,
  data jsonb NOT NULL,
  username text GENERATED ALWAYS AS (data ->> 'username') STORED
);
CREATE UNIQUE INDEX staff_users_username ON staff_users (username);
CREATE INDEX staff_users_created ON staff_users (created_at, seq);

CREATE TABLE staff_sessions (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL,
  data jsonb NOT NULL,
  token_hash text GENERATED ALWAYS AS (data ->> 'tokenHash') STORED
);
CREATE UNIQUE INDEX staff_sessions_token_hash ON staff_sessions (token_hash);
CREATE INDEX staff_sessions_created ON staff_sessions (created_at, seq);

CREATE TABLE audit (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL,
  data jsonb NOT NULL,
  prev text GENERATED ALWAYS AS (data ->> 'prev') STORED,
  actor text GENERATED ALWAYS AS (data ->> 'actor') STORED,
  action text GENERATED ALWAYS AS (data ->> 'action') STORED
);
CREATE UNIQUE INDEX audit_prev ON audit (prev);
CREATE INDEX audit_actor ON audit (actor, action, created_at, seq);
CREATE INDEX audit_created ON audit (created_at, seq);
