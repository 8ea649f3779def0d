-- The staff alert addresses an admin sets on the desk (src/contract/alerts.ts): one row, its
-- name unique, so two first saves cannot both insert one.

SELECT record_table('alert_addresses', 'name');
CREATE UNIQUE INDEX alert_addresses_name ON alert_addresses (name);
