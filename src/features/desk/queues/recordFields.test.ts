import { describe, expect, it } from 'vitest';
import { mergeFields } from '../../../contract/requests/fields';
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
        scoresDueOn: '2026-12-18',
        someNewField: 'x',
        language: 'hi',
      }).map(({ label, value }) => [label, value]),
    ).toEqual([
      ['First name', 'Asha'],
      ['Client code', 'VS1'],
      ['Amount', '₹25,000.00'],
      ['Account frozen at (IST)', '23 Nov 2026, 10:05 am'],
      ['SCORES due date', '18 Dec 2026'],
      ['Some new field', 'x'],
      ['Language', 'हिन्दी'],
    ]);
  });

  it('labels, shows and leaves out fields as their kinds declare them', () => {
    const declared = mergeFields([
      {
        fields: {
          callNo: { label: 'Call-back number' },
          fee: { label: 'Fee', show: 'rupees' },
          calledAt: { label: 'Called at (IST)', show: 'time' },
        },
      },
    ]);
    expect(
      recordFields(
        { callNo: 'CLB1', fee: 500, calledAt: '2026-11-23T04:35:00.000Z', ackNo: 'FRZ1' },
        declared,
      ).map(({ label, value }) => [label, value]),
    ).toEqual([
      ['Call-back number', 'CLB1'],
      ['Fee', '₹500.00'],
      ['Called at (IST)', '23 Nov 2026, 10:05 am'],
    ]);
  });
});
