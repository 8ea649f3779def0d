import { describe, expect, it } from 'vitest';
import { exportHref } from './api';
import { queueSearch, readQueueQuery, withQuery } from './queueQuery';

describe('queue filter in the URL', () => {
  it('reads the parts that are valid for the queue', () => {
    const params = new URLSearchParams('status=In+Process&q=+ravi+&overdue=true&page=3');
    expect(readQueueQuery('complaints', params)).toEqual({
      status: 'In Process',
      q: 'ravi',
      overdue: true,
      page: 3,
    });
  });
  it("drops another queue's status, blank search and bad pages", () => {
    const params = new URLSearchParams('status=Frozen&q=++&overdue=yes&page=-2');
    expect(readQueueQuery('complaints', params)).toEqual({});
    expect(readQueueQuery('complaints', new URLSearchParams('page=1.5'))).toEqual({});
  });
  it('writes only what is set, and round-trips', () => {
    expect(queueSearch({ page: 1 }).toString()).toBe('');
    const query = { status: 'Received', q: 'A&B', overdue: true, page: 2 };
    expect(readQueueQuery('freeze-requests', queueSearch(query))).toEqual(query);
    expect(withQuery('/api/desk/freeze-requests', { q: 'A&B' })).toBe(
      '/api/desk/freeze-requests?q=A%26B',
    );
    expect(withQuery('/api/desk/messages', {})).toBe('/api/desk/messages');
  });
  it('keeps Next’s `after` past page 1 only, and the CSV export drops it with the page', () => {
    const next = { q: 'ledger', page: 3, after: 'CMP-0001-0002' };
    expect(readQueueQuery('complaints', queueSearch(next))).toEqual(next);
    expect(queueSearch({ page: 1, after: 'CMP-0001-0002' }).toString()).toBe('');
    expect(readQueueQuery('complaints', new URLSearchParams('after=CMP-1'))).toEqual({});
    expect(exportHref('complaints', next)).toBe('/api/desk/complaints/export.csv?q=ledger');
  });
  it('keeps one owner filter: mine, unassigned or a named owner', () => {
    for (const query of [{ mine: true }, { unassigned: true }, { owner: 'meera' }]) {
      expect(readQueueQuery('complaints', queueSearch(query))).toEqual(query);
    }
    expect(withQuery('/api/desk/complaints', { mine: true })).toBe(
      '/api/desk/complaints?mine=true',
    );
    const both = new URLSearchParams('mine=true&unassigned=true&owner=gita');
    expect(readQueueQuery('complaints', both)).toEqual({ mine: true });
  });
});
