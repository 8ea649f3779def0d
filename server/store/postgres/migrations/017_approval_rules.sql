-- Maker–checker (docs/contract.md §13d): an admin's setting of whether a scope's changes need an
-- approver, one row per scope (unique, so two first saves cannot both insert one). The pending
-- state itself is a version of `content_versions` (state `awaiting`), which needs no new column.

SELECT record_table('approval_rules', 'scope');
CREATE UNIQUE INDEX approval_rules_scope ON approval_rules (scope);
