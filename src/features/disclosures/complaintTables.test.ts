import { describe, expect, it } from 'vitest';
import type { InvestorComplaintsData, MonthRow, TrendRow } from '../../contract/disclosures';
import { allEnglish } from '../../i18n/allEnglish';
import { gu } from '../../i18n/catalogs/gu';
import { hi } from '../../i18n/catalogs/hi';
import { createTranslator } from '../../i18n/translator';
import { complaintTableSet, footnotes, formatDay, formatMonthName } from './complaintTables';

const monthRow = (source: string, n: number, average: number | null): MonthRow => ({
  source,
  carriedForward: n,
  received: n,
  totalPending: 2 * n,
  resolved: n,
  pendingUnder3Months: n,
  pendingOver3Months: 0,
  averageResolutionDays: average,
});
const trend = (period: string): TrendRow => ({
  period,
  carriedForward: 1,
  received: 2,
  resolved: 3,
  pending: 0,
});
const month = {
  rows: [monthRow('Directly from investors', 1, 4.5)],
  total: monthRow('Grand total', 1, null),
};
const data: InvestorComplaintsData = {
  month: '2026-03',
  monthEnding: '2026-03-31',
  computedAt: '2026-04-01T00:05:00.000Z',
  months: ['2026-03'],
  broker: {
    month,
    monthly: { rows: [trend('Mar-2026')], total: trend('Grand total') },
    annual: { rows: [trend('2025-26')], total: trend('Grand total') },
  },
  depository: { month },
};

describe("SEBI's tables as the page lays them out", () => {
  const tables = complaintTableSet(data, createTranslator('en', allEnglish), 'en');

  it('numbers the source rows, leaves the total unnumbered and shows NA for no resolution', () => {
    expect(tables.broker[0]!.rows).toEqual([
      ['1', 'Directly from investors', '1', '1', '2', '1', '1', '0', '4.5'],
      ['', 'Grand total', '1', '1', '2', '1', '1', '0', 'NA'],
    ]);
    expect(tables.broker[0]!.columns.at(-1)).toBe('Average resolution time^ (in days)');
  });

  it('lays the trends out as period, carried forward, received, resolved and pending', () => {
    expect(tables.broker[1]!.rows[0]).toEqual(['1', 'Mar-2026', '1', '2', '3', '0']);
    expect(tables.broker[2]!.columns[1]).toBe('Year');
    // Table 2 carries forward from the month before, Table 3 from the year before.
    expect(tables.broker[1]!.columns[2]).toBe('Carried forward from previous month');
    expect(tables.broker[2]!.columns[2]).toBe('Carried forward from previous year');
    expect(tables.depository.caption).toBe('Data for the month (depository participant)');
  });

  it('names days and months in words', () => {
    expect(formatDay('2026-03-31', 'en')).toBe('31 March 2026');
    expect(formatMonthName('2026-03', 'en')).toBe('March 2026');
  });
});

describe('the tables in Hindi and Gujarati', () => {
  it('word the headings, captions and notes in the language, the figures unchanged', () => {
    const hindi = complaintTableSet(data, createTranslator('hi', hi), 'hi');
    expect(hindi.broker[0]!.caption).toBe('तालिका 1: महीने के आँकड़े');
    expect(hindi.broker[0]!.columns.at(-1)).toBe('निपटान का औसत समय^ (दिनों में)');
    expect(hindi.broker[2]!.columns[1]).toBe('वर्ष');
    expect(hindi.broker[0]!.rows).toEqual([
      ['1', 'सीधे निवेशकों से', '1', '1', '2', '1', '1', '0', '4.5'],
      ['', 'कुल योग', '1', '1', '2', '1', '1', '0', 'NA'],
    ]);
    expect(hindi.broker[1]!.rows[0]).toEqual(['1', 'मार्च 2026', '1', '2', '3', '0']);
    expect(hindi.broker[2]!.rows.map((row) => row[1])).toEqual(['2025-26', 'कुल योग']);
    const gujarati = complaintTableSet(data, createTranslator('gu', gu), 'gu');
    expect(gujarati.depository.caption).toBe('મહિનાના આંકડા (ડિપૉઝિટરી પાર્ટિસિપન્ટ)');
    expect(footnotes(createTranslator('gu', gu))[2]).toBe(
      'કુલ બાકી: આગળ લાવેલી અને મહિના દરમિયાન મળેલી ફરિયાદોનો સરવાળો.',
    );
  });

  it('name days and months in the language', () => {
    expect(formatDay('2026-03-31', 'hi')).toBe('31 मार्च 2026');
    expect(formatMonthName('2026-03', 'hi')).toBe('मार्च 2026');
    expect(formatMonthName('2026-03', 'gu')).toBe('માર્ચ 2026');
  });
});
