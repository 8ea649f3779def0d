-- A reopened complaint is due 21 calendar days from its reopening, not from its arrival
-- (src/contract/deadlines.ts clockStart; docs/contract.md §11). Rows reopened before are given
-- their due time again: cleared here, filled by migrate.ts by the same rules as 008's.

UPDATE complaints SET due_at = NULL WHERE data -> 'history' @> '[{"from": "Closed"}]';
