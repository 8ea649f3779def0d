import { describe, expect, it } from 'vitest';
import { formatDdMmYyyy, truncate } from './format';

describe('news dates', () => {
  it('reads an ISO date in Indian Standard Time', () => {
    // 20:00 UTC on 4 March is 01:30 IST on 5 March.
    const iso = '2024-03-04T20:00:00.000Z';
    expect(formatDdMmYyyy(iso)).toBe('05/03/2024');
  });

  it('formats a date-only string as that day', () => {
    expect(formatDdMmYyyy('2023-12-31')).toBe('31/12/2023');
  });

  it('reads the same day as Intl in Asia/Kolkata, every month, at each edge of the IST day', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    for (let month = 0; month < 12; month++) {
      // 18:29 and 18:30 UTC: the last minute of one IST day and the first of the next.
      for (const minute of [18 * 60 + 29, 18 * 60 + 30]) {
        const at = new Date(Date.UTC(2024, month, 28, 0, minute));
        const parts = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, p.value]));
        const iso = at.toISOString();
        expect(formatDdMmYyyy(iso)).toBe(`${parts.day}/${parts.month}/${parts.year}`);
      }
    }
  });

  it('pads single-digit days and months', () => {
    expect(formatDdMmYyyy('2025-01-07T06:00:00Z')).toBe('07/01/2025');
  });

  it('returns empty strings for an unreadable date', () => {
    expect(formatDdMmYyyy('')).toBe('');
    expect(formatDdMmYyyy('31/12/2023')).toBe('');
  });
});

describe('truncate', () => {
  it('keeps text that fits', () => {
    expect(truncate('Markets close higher', 40)).toBe('Markets close higher');
    expect(truncate('x'.repeat(40), 40)).toBe('x'.repeat(40));
  });

  it('keeps max characters and then adds the ellipsis (40 of a title, 90 of a description)', () => {
    const title = 'Sensex and Nifty end higher on bank gains; IT stocks slip';
    expect(truncate(title, 40)).toBe('Sensex and Nifty end higher on bank gain…');
    expect(truncate('a'.repeat(41), 40)).toBe(`${'a'.repeat(40)}…`);
    expect(truncate('b'.repeat(91), 90)).toBe(`${'b'.repeat(90)}…`);
  });

  it('drops trailing spaces before the ellipsis', () => {
    expect(truncate('Sensex up 2 percent', 7)).toBe('Sensex…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncate('₹₹₹₹₹', 5)).toBe('₹₹₹₹₹');
    expect(truncate('😀😀😀😀😀😀', 4)).toBe('😀😀😀😀…');
  });

  it('handles tiny limits', () => {
    expect(truncate('abc', 1)).toBe('a…');
    expect(truncate('abc', 0)).toBe('…');
  });
});
