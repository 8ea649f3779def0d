// The slices of long reads (turns.ts, docs/storage.md "Queue pages"): they give way to what the
// event loop has waiting, and several readers take one slice per turn between them.
import { describe, expect, it } from 'vitest';
import { giveWay } from './turns';

/** Counts the event loop's turns (one setImmediate a turn) until stopped. */
function turnCounter() {
  let turn = 0;
  let running = true;
  const tick = () => {
    turn++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return { now: () => turn, stop: () => (running = false) };
}

describe('turns', () => {
  it('a reader giving way resumes after what was waiting in the event loop', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('waiting'));
    await giveWay();
    order.push('reader');
    expect(order).toEqual(['waiting', 'reader']);
  });

  it('five readers take one slice per turn between them, each slice in its own turn', async () => {
    const turns = turnCounter();
    const resumedAt: number[] = [];
    const reader = async () => {
      for (let slice = 0; slice < 4; slice++) {
        await giveWay();
        resumedAt.push(turns.now());
      }
    };
    await Promise.all(Array.from({ length: 5 }, reader));
    turns.stop();
    expect(resumedAt).toHaveLength(20);
    expect(new Set(resumedAt).size).toBe(20);
  });
});
