-- Kiosk enrolment (docs/contract.md §14): one row per issued kiosk key, holding the SHA-256 of its
-- secret (never the secret), and when and by whom it was revoked.

SELECT record_table('kiosk_keys', 'kioskId');
CREATE UNIQUE INDEX kiosk_keys_kiosk_id ON kiosk_keys (kiosk_id);
