-- The first schema (docs/storage.md): one table per collection. What is queried has a real
-- column, generated from the record so it can never disagree with it; the rest stays in `data`.
-- `seq` orders records received in the same millisecond by arrival.

CREATE TABLE content (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE quick_connect (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL,
  data jsonb NOT NULL,
  variant text GENERATED ALWAYS AS (data ->> 'variant') STORED
);
CREATE INDEX quick_connect_created ON quick_connect (created_at, seq);

CREATE TABLE complaints (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL,
  data jsonb NOT NULL,
  complain_no text GENERATED ALWAYS AS (data ->> 'complainNo') STORED,
  status text GENERATED ALWAYS AS (data ->> 'status') STORED
);
CREATE UNIQUE INDEX complaints_complain_no ON complaints (complain_no);
CREATE INDEX complaints_status ON complaints (status, created_at, seq);
CREATE INDEX complaints_created ON complaints (created_at, seq);

CREATE TABLE feedback (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX feedback_created ON feedback (created_at, seq);

CREATE TABLE withdrawals (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX withdrawals_created ON withdrawals (created_at, seq);

CREATE TABLE stop_trade (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL,
  data jsonb NOT NULL,
  ack_no text GENERATED ALWAYS AS (data ->> 'ackNo') STORED
);
CREATE UNIQUE INDEX stop_trade_ack_no ON stop_trade (ack_no);
CREATE INDEX stop_trade_created ON stop_trade (created_at, seq);
