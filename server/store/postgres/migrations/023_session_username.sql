-- A staff member's sessions, listed by username (issue 44: the sessions list, the end of all of
-- an account's sessions when its factor is reset or it is disabled): the `username` column that
-- `record_table` generates for an indexed field, and its index by arrival, as declaredTable makes
-- them for a collection declared with `username` among its indexed fields (server/store/types.ts).
ALTER TABLE staff_sessions ADD COLUMN username text GENERATED ALWAYS AS (data ->> 'username') STORED;
CREATE INDEX staff_sessions_username ON staff_sessions (username, created_at, seq);
