import { describe, expect, it } from 'vitest';
import { FixedWindowCounter } from './rateWindow';

describe('FixedWindowCounter', () => {
  it('allows `limit` hits per window, then refuses until the window ends', () => {
    const counter = new FixedWindowCounter(3, 60_000);
    expect([1, 2, 3].map((s) => counter.hit('a', s * 1000).allowed)).toEqual([true, true, true]);
    expect(counter.hit('a', 10_000)).toEqual({ allowed: false, retryAfterMs: 51_000 });
    expect(counter.hit('a', 60_999).allowed).toBe(false);
    expect(counter.hit('a', 61_000).allowed).toBe(true);
  });

  it('counts each key on its own', () => {
    const counter = new FixedWindowCounter(1, 1000);
    expect(counter.hit('a', 0).allowed).toBe(true);
    expect(counter.hit('b', 0).allowed).toBe(true);
    expect(counter.hit('a', 1).allowed).toBe(false);
  });

  it('forgets clients whose window has ended', () => {
    const counter = new FixedWindowCounter(5, 1000);
    for (let i = 0; i < 1000; i++) counter.hit(`client-${i}`, 0);
    expect(counter.size).toBe(1000);
    counter.hit('late', 1500);
    expect(counter.size).toBe(1);
  });

  it('never holds more than maxKeys counters, dropping the oldest', () => {
    const counter = new FixedWindowCounter(1, 60_000, 100);
    for (let i = 0; i < 10_000; i++) counter.hit(`client-${i}`, i);
    expect(counter.size).toBe(100);
    expect(counter.hit('client-9999', 10_000).allowed).toBe(false); // the newest are kept
    expect(counter.hit('client-0', 10_000).allowed).toBe(true); // the oldest started afresh
  });
});
