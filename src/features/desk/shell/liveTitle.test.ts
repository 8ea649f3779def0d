import { describe, expect, it } from 'vitest';
import { countArrivals, parseQueueEvent, titleWithCount } from './liveTitle';

describe('live arrivals in the tab title', () => {
  it('counts new records of the queues on screen only', () => {
    const queues = ['freeze-requests'] as const;
    let n = 0;
    n = countArrivals(n, { queue: 'freeze-requests', key: 'F1', kind: 'new' }, queues);
    n = countArrivals(n, { queue: 'freeze-requests', key: 'F1', kind: 'changed' }, queues);
    n = countArrivals(n, { queue: 'complaints', key: 'C1', kind: 'new' }, queues);
    expect(n).toBe(1);
  });
  it('shows the count before the title, nothing when zero', () => {
    expect(titleWithCount('Freeze requests', 2)).toBe('(2) Freeze requests');
    expect(titleWithCount('Freeze requests', 0)).toBe('Freeze requests');
  });
  it('reads a queue event and ignores anything else', () => {
    expect(parseQueueEvent('{"queue":"complaints","key":"C1","kind":"new"}')).toEqual({
      queue: 'complaints',
      key: 'C1',
      kind: 'new',
    });
    expect(parseQueueEvent('not json')).toBeNull();
    expect(parseQueueEvent('{"queue":"complaints","key":"C1","kind":"deleted"}')).toBeNull();
    expect(parseQueueEvent('null')).toBeNull();
  });
});
