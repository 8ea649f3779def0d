-- Scheduling on the content desk (docs/contract.md §13e): one row per content item with publish
-- or unpublish times, unique by the item's ref (two editors' first saves cannot both insert one),
-- read by the scheduler of every app server by the phase it last put the item in.

SELECT record_table('content_schedules', 'ref', 'phase');
CREATE UNIQUE INDEX content_schedules_ref ON content_schedules (ref);
CREATE INDEX content_schedules_phase ON content_schedules (phase, created_at, seq);
