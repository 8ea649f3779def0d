-- The audit chain in the database's arrival order, never by a writer's clock (docs/storage.md,
-- The audit chain): appends take turns under an advisory lock, the head is the highest `seq`, and
-- the log is listed by `seq`. These indexes serve the head and the lists by actor and action.
CREATE UNIQUE INDEX audit_seq ON audit (seq);
DROP INDEX audit_actor;
CREATE INDEX audit_actor ON audit (actor, action, seq);
