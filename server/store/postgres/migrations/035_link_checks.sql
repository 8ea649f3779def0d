-- The link checker's runs (docs/contract.md §13f): one row a run, unique by its name
-- (`nightly/<day>`: the first app server to insert a night's run is the one that runs it), read
-- newest first by state (the last finished run, the one running now).

SELECT record_table('link_checks', 'run', 'state');
CREATE UNIQUE INDEX link_checks_run ON link_checks (run);
CREATE INDEX link_checks_state ON link_checks (state, created_at, seq);
