-- The desk's settings an admin changes (the roles that must sign in with a second factor, issue
-- 44): one row a name, unique, so two first saves cannot both insert one. The staff accounts'
-- second factor lives in their `data` and needs no column.

SELECT record_table('desk_settings', 'name');
CREATE UNIQUE INDEX desk_settings_name ON desk_settings (name);
