import { describe, expect, it } from 'vitest';
import { recordFields } from './recordFields';

describe('recordFields', () => {
  it('names fields as the public forms do, in IST and rupees, without repeating the heading', () => {
    expect(
      recordFields({
        complainNo: 'CMP1',
        source: 'SCORES',
        fName: 'Asha',
        clinetCode: 'VS1',
        withdraw: 25000,
        frozenAt: '2026-11-23T04:35:00.000Z',
        someNewField: 'x',
      }).map(({ label, value }) => [label, value]),
    ).toEqual([
      ['First name', 'Asha'],
      ['Client code', 'VS1'],
      ['Amount', '₹25,000.00'],
      ['Account frozen at (IST)', '23 Nov 2026, 10:05 am'],
      ['Some new field', 'x'],
    ]);
  });
});
