// Reading a fund list's CSV file (docs/contract.md §13b): UTF-8 with or without a byte-order mark,
// a header row naming the list's columns in any order and case, comma or semicolon between values.
// Each data row is checked like a manual add; bad rows are reported with their line and reason.
import Papa from 'papaparse';
import {
  FUND_LISTS,
  fundMsg,
  type AnyFundRow,
  type FundBadRow,
  type FundList,
  type FundRow,
} from '../../src/contract/fundLists';
import { FUND_CSV_MAX_ROWS, FUND_NAME_MAX_CHARS } from '../../src/contract/limits';

/** A refused call: its status and message go to the editor as they are. */
export class FundListError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'FundListError';
  }
}

type Column = 'AMCName' | 'CategoryName' | 'SchemeName';

// Control characters (line breaks included) and a formula start, which a spreadsheet would run
// when the list is downloaded and opened again (server/desk/csv.ts escapes them; here we refuse).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const FORMULA_START = /^[=+\-@]/;

/** What a row's names are checked against: the AMC and category lists a scheme may name. */
export interface FundLookups {
  amcs: readonly string[];
  categories: readonly string[];
}

/** Case-insensitive identity of a row (two rows differing only in case are duplicates). */
export const rowKey = (list: FundList, row: AnyFundRow) =>
  FUND_LISTS[list].columns.map((c) => (row[c] ?? '').toLowerCase()).join('\u0000');

const byLowerCase = (names: readonly string[]) =>
  new Map(names.map((name) => [name.toLowerCase(), name]));

/**
 * Checks one row and gives it back trimmed, its AMC and category spelled as their lists spell them,
 * or the first problem: `{ column, reason }`.
 */
export function checkRow(
  list: FundList,
  row: AnyFundRow,
  lookups: { amcs: Map<string, string>; categories: Map<string, string> },
): { row: FundRow } | { column: Column; reason: string } {
  const clean: AnyFundRow = {};
  for (const column of FUND_LISTS[list].columns) {
    const value = (row[column] ?? '').trim();
    if (!value) return { column, reason: fundMsg.nameEmpty };
    if (CONTROL.test(value)) return { column, reason: fundMsg.nameControl };
    if (FORMULA_START.test(value)) return { column, reason: fundMsg.nameFormula };
    if (value.length > FUND_NAME_MAX_CHARS) return { column, reason: fundMsg.nameTooLong };
    clean[column] = value;
  }
  if (list === 'schemes') {
    const amc = lookups.amcs.get(clean.AMCName!.toLowerCase());
    if (!amc) return { column: 'AMCName', reason: fundMsg.amcUnknown };
    const category = lookups.categories.get(clean.CategoryName!.toLowerCase());
    if (!category) return { column: 'CategoryName', reason: fundMsg.categoryUnknown };
    clean.AMCName = amc;
    clean.CategoryName = category;
  }
  return { row: clean as FundRow };
}

export const lookupsOf = (names: FundLookups) => ({
  amcs: byLowerCase(names.amcs),
  categories: byLowerCase(names.categories),
});

/** The file's text: UTF-8 (a byte-order mark dropped), line breaks as `\n`. */
function textOf(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new FundListError(400, fundMsg.csvNotUtf8);
  }
  if (!text.trim()) throw new FundListError(400, fundMsg.csvEmpty);
  return text.replace(/\r\n?/g, '\n');
}

export interface ParsedCsv {
  rows: FundRow[];
  bad: FundBadRow[];
}

/** Reads a whole file; a file it cannot take at all is a 400, a bad row is reported and left out. */
export function parseFundCsv(list: FundList, bytes: Uint8Array, names: FundLookups): ParsedCsv {
  const text = textOf(bytes);
  const columns = FUND_LISTS[list].columns as readonly Column[];
  const firstLine = text.trimStart().split('\n', 1)[0]!;
  const delimiter = firstLine.includes(';') ? ';' : ',';
  const lookups = lookupsOf(names);

  let header: Column[] | undefined;
  const rows: FundRow[] = [];
  const bad: FundBadRow[] = [];
  const seen = new Map<string, number>();
  let dataRows = 0;
  // Line numbers: `cursor` is where each row ends, so a row starts on the line after the last.
  let cursor = 0;
  let line = 1;

  Papa.parse<string[]>(text, {
    delimiter,
    newline: '\n',
    quoteChar: '"',
    step: (result, parser) => {
      const start = line;
      const end = result.meta.cursor;
      for (let i = cursor; i < end; i++) if (text.charCodeAt(i) === 10) line++;
      cursor = end;
      const values = result.data;
      if (values.every((v) => !v.trim())) return;
      if (!header) {
        header = headerOf(values, columns);
        return;
      }
      if (++dataRows > FUND_CSV_MAX_ROWS) {
        parser.abort();
        return;
      }
      const raw: AnyFundRow = {};
      header.forEach((column, n) => {
        raw[column] = values[n] ?? '';
      });
      const report = (reason: string) => bad.push({ line: start, row: raw, reason });
      if (result.errors.some((e) => e.code === 'MissingQuotes')) return report(fundMsg.quoteOpen);
      if (values.length !== header.length) return report(fundMsg.columnCount);
      const checked = checkRow(list, raw, lookups);
      if ('reason' in checked) return report(checked.reason);
      const key = rowKey(list, checked.row);
      const first = seen.get(key);
      if (first !== undefined) return report(fundMsg.duplicate(first));
      seen.set(key, start);
      rows.push(checked.row);
    },
  });
  if (dataRows > FUND_CSV_MAX_ROWS) throw new FundListError(400, fundMsg.csvTooManyRows);
  if (!header) throw new FundListError(400, fundMsg.csvEmpty);
  return { rows, bad };
}

/** The header's columns in file order; anything but exactly the list's columns is a 400. */
function headerOf(values: string[], columns: readonly Column[]): Column[] {
  const byName = new Map(columns.map((c) => [c.toLowerCase(), c]));
  const found = values.map((v) => byName.get(v.trim().toLowerCase()));
  const complete =
    found.length === columns.length &&
    found.every((c) => c !== undefined) &&
    new Set(found).size === columns.length;
  if (!complete) throw new FundListError(400, fundMsg.csvHeader(columns));
  return found as Column[];
}
