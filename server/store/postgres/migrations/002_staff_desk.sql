-- The staff desk (docs/contract.md §11): accounts, sessions and the hash-chained audit log.
-- Queue statuses need no change: they live in each record's `data`.

SELECT record_table('staff_users', 'username');
CREATE UNIQUE INDEX staff_users_username ON staff_users (username);

SELECT record_table('staff_sessions', 'tokenHash');
CREATE UNIQUE INDEX staff_sessions_token_hash ON staff_sessions (token_hash);

SELECT record_table('audit', 'prev', 'actor', 'action');
CREATE UNIQUE INDEX audit_prev ON audit (prev);
CREATE INDEX audit_actor ON audit (actor, action, created_at, seq);
