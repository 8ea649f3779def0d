import type { RateWindow, RateWindows } from '../store/types';

/**
 * Fixed-window request counters keyed by client address. Memory stays bounded: windows that have
 * ended are swept once per window, and past `maxKeys` the oldest counters are dropped (a dropped
 * client simply starts a fresh window: the limit errs on the side of the visitor).
 */
export interface WindowResult {
  allowed: boolean;
  /** Milliseconds until the current window ends and the client may try again. */
  retryAfterMs: number;
}

export class FixedWindowCounter {
  private readonly counts = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  hit(key: string, now: number): WindowResult {
    if (now - this.lastSweep >= this.windowMs) this.sweep(now);
    let entry = this.counts.get(key);
    if (!entry || now - entry.start >= this.windowMs) {
      // Re-inserted, so the Map's order stays oldest window first for eviction.
      this.counts.delete(key);
      entry = { start: now, count: 0 };
      this.counts.set(key, entry);
      this.evictOverflow();
    }
    entry.count += 1;
    return {
      allowed: entry.count <= this.limit,
      retryAfterMs: entry.start + this.windowMs - now,
    };
  }

  /** How many clients are being counted now. */
  get size(): number {
    return this.counts.size;
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, entry] of this.counts) {
      if (now - entry.start >= this.windowMs) this.counts.delete(key);
    }
  }

  private evictOverflow(): void {
    for (const key of this.counts.keys()) {
      if (this.counts.size <= this.maxKeys) return;
      this.counts.delete(key);
    }
  }
}

/**
 * The embedded engine's RateWindows (server/store/types.ts): a FixedWindowCounter per budget, in
 * this process, which is the engine's only app server.
 */
export class MemoryRateWindows implements RateWindows {
  private readonly counters = new Map<string, FixedWindowCounter>();

  constructor(private readonly now: () => number = Date.now) {}

  hit({ name, limit, windowMs }: RateWindow, client: string): Promise<WindowResult> {
    let counter = this.counters.get(name);
    if (!counter) this.counters.set(name, (counter = new FixedWindowCounter(limit, windowMs)));
    return Promise.resolve(counter.hit(client, this.now()));
  }
}
