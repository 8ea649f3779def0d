-- Keys every app server on this database must share (server/store/types.ts ServerKeyRecord), such
-- as the one the audit hashes unknown usernames with (docs/contract.md §11): one row per key name.

SELECT record_table('server_keys', 'name');
CREATE UNIQUE INDEX server_keys_name ON server_keys (name);
