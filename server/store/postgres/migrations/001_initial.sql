-- The first schema (docs/storage.md): one table per collection. What is queried has a real
-- column, generated from the record so it can never disagree with it; the rest stays in `data`.
-- `seq` orders records received in the same millisecond by arrival. `record_table` (migrate.ts)
-- makes a collection's table with its generated columns and its index by arrival.

CREATE TABLE content (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);

SELECT record_table('quick_connect', 'variant');

SELECT record_table('complaints', 'complainNo', 'status');
CREATE UNIQUE INDEX complaints_complain_no ON complaints (complain_no);
CREATE INDEX complaints_status ON complaints (status, created_at, seq);

SELECT record_table('feedback');

SELECT record_table('withdrawals');

SELECT record_table('stop_trade', 'ackNo');
CREATE UNIQUE INDEX stop_trade_ack_no ON stop_trade (ack_no);
