-- The kiosk fleet (docs/contract.md §14): one row per kiosk, updated by its heartbeats, and the
-- central kiosk settings (the default and per-kiosk overrides).

CREATE TABLE kiosks (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL,
  data jsonb NOT NULL,
  kiosk_id text GENERATED ALWAYS AS (data ->> 'kioskId') STORED
);
CREATE UNIQUE INDEX kiosks_kiosk_id ON kiosks (kiosk_id);
CREATE INDEX kiosks_created ON kiosks (created_at, seq);

CREATE TABLE kiosk_settings (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL,
  data jsonb NOT NULL,
  target text GENERATED ALWAYS AS (data ->> 'target') STORED
);
CREATE UNIQUE INDEX kiosk_settings_target ON kiosk_settings (target);
CREATE INDEX kiosk_settings_created ON kiosk_settings (created_at, seq);
