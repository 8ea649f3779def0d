-- The kiosk fleet (docs/contract.md §14): one row per kiosk, updated by its heartbeats, and the
-- central kiosk settings (the default and per-kiosk overrides).

SELECT record_table('kiosks', 'kioskId');
CREATE UNIQUE INDEX kiosks_kiosk_id ON kiosks (kiosk_id);

SELECT record_table('kiosk_settings', 'target');
CREATE UNIQUE INDEX kiosk_settings_target ON kiosk_settings (target);
