-- The outbox (docs/storage.md, The outbox): the messages to send, each written in the transaction
-- of the change that causes it. `event` is unique, so a message is queued once; workers on every
-- app server claim the due ones with FOR UPDATE SKIP LOCKED over `outbox_due`; the desk lists a
-- record's messages by `about_ref` and the admin's outbox by state, kind and channel. The times
-- are ISO texts as the record holds them (one format, so they compare as text).

SELECT record_table('outbox', 'event', 'state', 'kind', 'channel', 'aboutRef', 'nextAttemptAt', 'claimedUntil');
CREATE UNIQUE INDEX outbox_event ON outbox (event);
CREATE INDEX outbox_state ON outbox (state, created_at, seq);
CREATE INDEX outbox_kind ON outbox (kind, created_at, seq);
CREATE INDEX outbox_channel ON outbox (channel, created_at, seq);
CREATE INDEX outbox_about_ref ON outbox (about_ref, created_at, seq);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE state = 'pending';
