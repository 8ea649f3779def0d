-- Retention and the breach register (docs/contract.md §16, issue 44): the admins' legal holds, one
-- row a hold (set and lifted ones alike, never deleted), found by the record they name and by
-- state; the personal-data breach register. A request record's own `legalHold` and `erasedAt`
-- live in its `data` and need no column.

SELECT record_table('legal_holds', 'ref', 'state');
CREATE INDEX legal_holds_ref ON legal_holds (ref, created_at, seq);
CREATE INDEX legal_holds_state ON legal_holds (state, created_at, seq);

SELECT record_table('breaches', 'state');
CREATE INDEX breaches_state ON breaches (state, created_at, seq);
