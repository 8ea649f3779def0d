// Reading fund-list CSV files (docs/contract.md §13b): headers, separators, quotes, line numbers.
import { describe, expect, it } from 'vitest';
import { fundMsg } from '../../src/contract/fundLists';
import { FundListError, parseFundCsv } from './fundListCsv';

const names = { amcs: ['Sahyadri Mutual Fund'], categories: ['Debt - Liquid', 'ELSS (Tax Saver)'] };
const parse = (list: 'amcs' | 'schemes', text: string) =>
  parseFundCsv(list, new Uint8Array(Buffer.from(text, 'utf8')), names);
const refusal = (list: 'amcs' | 'schemes', text: string) => {
  try {
    parse(list, text);
  } catch (err) {
    return err instanceof FundListError ? [err.status, err.message] : err;
  }
  return 'taken';
};

describe('parseFundCsv', () => {
  it('takes the columns in any order and case, and skips blank lines', () => {
    const { rows, bad } = parse(
      'schemes',
      '\n categoryname , SCHEMENAME,AmcName\n\nDebt - Liquid,Alpha Liquid Fund,Sahyadri Mutual Fund\n  \n',
    );
    expect(bad).toEqual([]);
    expect(rows).toEqual([
      {
        CategoryName: 'Debt - Liquid',
        SchemeName: 'Alpha Liquid Fund',
        AMCName: 'Sahyadri Mutual Fund',
      },
    ]);
  });

  it('counts lines as the file has them: a quoted line break moves the rows after it', () => {
    const { rows, bad } = parse(
      'amcs',
      'AMCName\r\n"Two\r\nLines Fund"\r\n"Quote ""Q"" Fund"\r\n\r\n"Open fund\r\n',
    );
    expect(rows).toEqual([{ AMCName: 'Quote "Q" Fund' }]);
    expect(bad).toEqual([
      { line: 2, row: { AMCName: 'Two\nLines Fund' }, reason: fundMsg.nameControl },
      { line: 6, row: { AMCName: 'Open fund\n' }, reason: fundMsg.quoteOpen },
    ]);
  });

  it('reports each bad row once, with its first problem', () => {
    const { bad } = parse(
      'schemes',
      [
        'SchemeName;AMCName;CategoryName',
        `${'x'.repeat(151)};Sahyadri Mutual Fund;Debt - Liquid`,
        '@SUM(A1);Sahyadri Mutual Fund;Debt - Liquid',
        'Tax Fund;Sahyadri Mutual Fund;ELSS',
        'A\u0007 Fund;Sahyadri Mutual Fund;Debt - Liquid',
        'A Fund;Sahyadri Mutual Fund;Debt - Liquid;extra',
      ].join('\n'),
    );
    expect(bad.map((b) => [b.line, b.reason])).toEqual([
      [2, fundMsg.nameTooLong],
      [3, fundMsg.nameFormula],
      [4, fundMsg.categoryUnknown],
      [5, fundMsg.nameControl],
      [6, fundMsg.columnCount],
    ]);
  });

  it('refuses a file without the header, a header twice naming a column, and an empty file', () => {
    const header = fundMsg.csvHeader(['AMCName']);
    expect(refusal('amcs', 'Sahyadri Mutual Fund\n')).toEqual([400, header]);
    expect(refusal('amcs', 'AMCName,amcname\nA,B\n')).toEqual([400, header]);
    expect(refusal('amcs', '\uFEFF')).toEqual([400, fundMsg.csvEmpty]);
    expect(refusal('amcs', 'AMCName\n')).toBe('taken');
  });
});
