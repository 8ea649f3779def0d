// The scale-out engine's RateWindows (server/store/types.ts; docs/storage.md, "Rate budgets"): a
// budget's counter per client address is a row of rate_budgets (migrations/009_rate_budgets.sql),
// spent by one upsert that checks and counts at once. Concurrent requests for one row queue on its
// lock and each sees the count the one before left, so N app servers let through no more than one
// would. The database's clock alone starts and ends windows: app servers' clocks never disagree
// about one. Ended windows are deleted by a sweep each app server runs every minute.
import type pg from 'pg';
import type { WindowResult } from '../../http/rateWindow';
import type { RateWindow, RateWindows } from '../types';

/** How often ended windows are deleted: the table holds about one window's clients, not more. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * A window that has ended ($3 ms after it started) starts again at 1; one that runs counts on,
 * held at limit + 1 (refused either way, and no overflow under a flood). `now()` is the
 * statement's one instant, so both branches read the same time.
 */
const HIT = `INSERT INTO rate_budgets AS r (budget, client, window_ends, hits)
  VALUES ($1, $2, now() + $3::float8 * interval '1 millisecond', 1)
  ON CONFLICT (budget, client) DO UPDATE SET
    window_ends = CASE WHEN r.window_ends <= now() THEN EXCLUDED.window_ends ELSE r.window_ends END,
    hits = CASE WHEN r.window_ends <= now() THEN 1 ELSE least(r.hits, $4) + 1 END
  RETURNING hits, extract(epoch FROM window_ends - now()) * 1000 AS retry_after_ms`;

export class PostgresRateWindows implements RateWindows {
  private readonly timer = setInterval(
    () => void this.sweep().catch(() => undefined),
    SWEEP_EVERY_MS,
  ).unref();

  constructor(private readonly pool: pg.Pool) {}

  async hit({ name, limit, windowMs }: RateWindow, client: string): Promise<WindowResult> {
    // Named: each connection parses and plans it once.
    const { rows } = await this.pool.query<{ hits: number; retry_after_ms: string }>({
      name: 'rate-budget-hit',
      text: HIT,
      values: [name, client, windowMs, limit],
    });
    const row = rows[0]!;
    // now() is the transaction's start: a hit that queued on the row lock behind the one that
    // opened the window started before it, and read up to a whole window and a few ms (Retry-After
    // 901 of a 900 s budget in a full run). Nothing is left of a window but the window.
    const retryAfterMs = Math.min(windowMs, Number(row.retry_after_ms));
    return { allowed: row.hits <= limit, retryAfterMs };
  }

  /** Deletes every ended window; resolves with how many. */
  async sweep(): Promise<number> {
    const { rowCount } = await this.pool.query(
      'DELETE FROM rate_budgets WHERE window_ends <= now()',
    );
    return rowCount ?? 0;
  }

  close(): void {
    clearInterval(this.timer);
  }
}
