import { describe, expect, it } from 'vitest';
import { dueBadge, formatSpan } from './timeLeft';

const now = new Date('2026-11-23T06:00:00.000Z');
const plus = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;

describe('formatSpan', () => {
  it('shows the two largest units', () => {
    expect(formatSpan(3 * 24 * 60 * MIN + 4 * 60 * MIN + 7 * MIN)).toBe('3 d 4 h');
    expect(formatSpan(21 * 24 * 60 * MIN)).toBe('21 d');
    expect(formatSpan(2 * 60 * MIN + 5 * MIN)).toBe('2 h 5 min');
    expect(formatSpan(12 * MIN)).toBe('12 min');
  });
  it('rounds seconds up to a minute, never shows 0 min or 60 min', () => {
    expect(formatSpan(20_000)).toBe('1 min');
    expect(formatSpan(14 * MIN + 1)).toBe('15 min');
    expect(formatSpan(59 * MIN + 30_000)).toBe('60 min');
    expect(formatSpan(60 * MIN + 59 * MIN + 30_000)).toBe('2 h');
  });
});

describe('dueBadge', () => {
  it('has no clock for a finished record', () => {
    expect(dueBadge(null, now)).toEqual({ tone: 'none', label: '—' });
  });
  it('counts down, amber in the last day (every open freeze)', () => {
    expect(dueBadge(plus(15 * MIN), now)).toEqual({ tone: 'soon', label: '15 min left' });
    expect(dueBadge(plus(5 * 24 * 60 * MIN), now)).toEqual({ tone: 'ok', label: '5 d left' });
  });
  it('says how late an overdue record is', () => {
    expect(dueBadge(plus(-90 * MIN), now)).toEqual({
      tone: 'overdue',
      label: 'Overdue by 1 h 30 min',
    });
  });
});
