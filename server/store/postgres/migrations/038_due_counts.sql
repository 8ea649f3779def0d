-- Each queue's records with a running clock by the UTC day they fall due, kept by the database
-- itself as 037_queue_counts.sql keeps the totals by status (issue 41; docs/storage.md, "Queue
-- pages"). The overdue filter's total and the desk summary's overdue count are the days before
-- today summed, and today's part counted from the `due_at` index, instead of a count of every
-- overdue record's index entry at every page (at a year's volume 18,848 entries, 1.9 ms of the
-- database a page). Writers only insert deltas (+1 a row that falls due on a day, -1 one that no
-- longer does), in their own transaction; readers fold them (collection.ts fold). A
-- record whose clock is stopped (`due_at` infinity) or not set yet (NULL) falls due on no day.

CREATE TABLE due_counts (
  id bigserial PRIMARY KEY,
  queue text NOT NULL,
  due_day date NOT NULL,
  n bigint NOT NULL
);
CREATE INDEX due_counts_queue ON due_counts (queue, due_day);

-- One trigger a statement (transition tables), as 037's.
CREATE FUNCTION due_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO due_counts (queue, due_day, n)
    SELECT TG_TABLE_NAME, (due_at AT TIME ZONE 'UTC')::date, count(*) FROM added
    WHERE isfinite(due_at) GROUP BY 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO due_counts (queue, due_day, n)
    SELECT TG_TABLE_NAME, (due_at AT TIME ZONE 'UTC')::date, -count(*) FROM gone
    WHERE isfinite(due_at) GROUP BY 2;
  ELSE
    -- A change that keeps every row's due day (most updates) adds nothing.
    INSERT INTO due_counts (queue, due_day, n)
    SELECT TG_TABLE_NAME, day, sum(n) FROM (
      SELECT (due_at AT TIME ZONE 'UTC')::date, 1 FROM added WHERE isfinite(due_at)
      UNION ALL
      SELECT (due_at AT TIME ZONE 'UTC')::date, -1 FROM gone WHERE isfinite(due_at)
    ) AS changes (day, n)
    GROUP BY day HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION due_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM due_counts WHERE queue = TG_TABLE_NAME;
  RETURN NULL;
END
$$;

-- The triggers, and the rows already stored counted (CREATE TRIGGER holds writes off until the
-- migration commits, as in 037). It stays in the schema: migrate.ts gives a queue declared after
-- the migrations the same triggers.
CREATE FUNCTION count_due_days(name text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION due_counts_changed()', name || '_due_insert', name);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS gone
    NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION due_counts_changed()',
    name || '_due_update', name);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS gone
    FOR EACH STATEMENT EXECUTE FUNCTION due_counts_changed()', name || '_due_delete', name);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
    FOR EACH STATEMENT EXECUTE FUNCTION due_counts_truncated()', name || '_due_truncate', name);
  EXECUTE format('INSERT INTO due_counts (queue, due_day, n)
    SELECT %L, (due_at AT TIME ZONE %L)::date, count(*) FROM %I WHERE isfinite(due_at)
    GROUP BY 2', name, 'UTC', name);
END
$$;

SELECT count_due_days(queue_table) FROM queue_tables() AS queue_table;
