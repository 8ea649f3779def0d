-- The rate budgets' counters (server/store/postgres/rateWindows.ts, docs/storage.md "Rate budgets"):
-- one row per budget and client address, with its fixed window's end and the requests counted in
-- it, so every app server of the database spends one budget. UNLOGGED: a counter is not worth a
-- WAL record per request, and a crash that empties the table only starts each client's window
-- afresh. No index but the key: nothing indexed changes as a window counts, so its updates stay
-- HOT in the room the fill factor leaves, and the minutely sweep of ended windows reads it whole.

CREATE UNLOGGED TABLE rate_budgets (
  budget text NOT NULL,
  client text NOT NULL,
  window_ends timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (budget, client)
) WITH (fillfactor = 70);
