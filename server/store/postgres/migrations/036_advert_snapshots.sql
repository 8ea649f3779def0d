-- Advertisements' frozen copies (docs/contract.md §13h, issue 46): one row a publish of an item
-- marked as an advertisement, inserted once and never changed, found by the item and listed newest
-- first on the desk.

SELECT record_table('advert_snapshots', 'ref');
CREATE INDEX advert_snapshots_ref ON advert_snapshots (ref, created_at, seq);
