import { describe, expect, it } from 'vitest';
import { chainAfter, verifyChain, type ChainedEntry } from './auditChain';

function chainOf(n: number): ChainedEntry[] {
  const entries: ChainedEntry[] = [];
  for (let i = 0; i < n; i++) {
    entries.push(
      chainAfter(entries.at(-1), {
        at: `2026-11-23T10:0${i}:00.000Z`,
        actor: 'meera',
        action: 'status',
        target: `complaints/CMP-${i}`,
        detail: 'Open → In Process',
      }),
    );
  }
  return entries;
}

describe('audit hash chain', () => {
  it('numbers entries from 1 and links each to the one before', () => {
    const entries = chainOf(3);
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(entries[1]!.prev).toBe(entries[0]!.hash);
    expect(verifyChain(entries)).toEqual({ ok: true });
    expect(verifyChain([...entries].reverse())).toEqual({ ok: true });
    expect(verifyChain([])).toEqual({ ok: true });
  });

  it('detects an edited entry, even with its own hash recomputed by hand', () => {
    const entries = chainOf(4);
    entries[1] = { ...entries[1]!, actor: 'someone-else' };
    expect(verifyChain(entries)).toEqual({
      ok: false,
      brokenAt: 2,
      reason: 'entry 2 was altered',
    });
    const rehashed = chainOf(4);
    rehashed[1] = chainAfter(rehashed[0], { ...rehashed[1]!, detail: 'Open → Closed' });
    expect(verifyChain(rehashed)).toMatchObject({ ok: false, brokenAt: 3 });
  });

  it('detects a removed entry and a duplicated one', () => {
    const entries = chainOf(4);
    expect(verifyChain(entries.filter((e) => e.seq !== 2))).toEqual({
      ok: false,
      brokenAt: 2,
      reason: 'entry 2 is missing',
    });
    expect(verifyChain([...entries, entries[3]!])).toMatchObject({ ok: false, brokenAt: 5 });
  });
});
