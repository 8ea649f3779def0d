-- The investor's one-time-code proofs (docs/contract.md §7b): one row per proved record, unique by
-- its ref (two servers' first codes for one complaint cannot both insert one); only hashes kept.

SELECT record_table('investor_proofs', 'ref');
CREATE UNIQUE INDEX investor_proofs_ref ON investor_proofs (ref);
