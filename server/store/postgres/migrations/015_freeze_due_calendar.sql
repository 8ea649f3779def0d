-- A freeze request received outside a session is due at the next session's open, which now knows
-- the exchanges' trading holidays and special sessions (src/contract/tradingCalendar.ts;
-- docs/contract.md §11). Open requests are given their due time again: cleared here, filled by
-- migrate.ts by the same rules as 008's (a final one's 'infinity' stays).

UPDATE stop_trade SET due_at = NULL WHERE isfinite(due_at);
