// The fund lists on the content desk (docs/contract.md §13b): the AMCs, categories and schemes the
// public mutual-fund page offers, their paths, CSV columns, limits, messages and answers.
import type { Amc, AmcCategory, Scheme } from './entities';

/** Each list: its CSV columns (in the order a download writes them) and its content document. */
export const FUND_LISTS = {
  amcs: { label: 'AMCs', noun: 'AMC', plural: 'AMCs', columns: ['AMCName'], document: 'amcs' },
  categories: {
    label: 'Categories',
    noun: 'category',
    plural: 'categories',
    columns: ['CategoryName'],
    document: 'amcCategories',
  },
  schemes: {
    label: 'Schemes',
    noun: 'scheme',
    plural: 'schemes',
    columns: ['SchemeName', 'AMCName', 'CategoryName'],
    document: 'schemes',
  },
} as const;
export type FundList = keyof typeof FUND_LISTS;
export const FUND_LIST_NAMES = Object.keys(FUND_LISTS) as FundList[];
export interface FundListRows {
  amcs: Amc;
  categories: AmcCategory;
  schemes: Scheme;
}
export type FundRow<L extends FundList = FundList> = FundListRows[L];
/** Any list's row: one name per column. */
export type AnyFundRow = Partial<Record<'AMCName' | 'CategoryName' | 'SchemeName', string>>;

export const isFundList = (name: string): name is FundList => Object.hasOwn(FUND_LISTS, name);

export const fundMsg = {
  listUnknown: 'No such fund list.',
  csvType: 'Send the file as text/csv.',
  csvTooLarge: 'A CSV file may be at most 2 MB.',
  csvTooManyRows: 'A CSV file may have at most 20,000 rows.',
  csvEmpty: 'The file is empty.',
  csvNotUtf8: 'The file is not UTF-8 text. Save it as “CSV UTF-8” and try again.',
  csvHeader: (columns: readonly string[]) =>
    `The first line must name the columns: ${columns.join(',')}`,
  csvUnreadable: 'The file could not be read as CSV.',
  tokenMissing: 'Preview the file before applying it.',
  stale: 'The list changed since your preview. Preview the file again.',
  nothingToApply: 'The file has no good rows: nothing to apply.',
  versionNotFound: 'No such version of this list.',
  // Row problems: shown next to the row's line number, and as the field message of a manual add.
  nameEmpty: 'The name is empty.',
  nameTooLong: 'The name is longer than 150 characters.',
  nameControl: 'The name holds line breaks or control characters.',
  nameFormula: 'A name may not start with =, +, - or @ (a spreadsheet would run it as a formula).',
  quoteOpen: 'A double quote in this row is not closed.',
  columnCount:
    'This row has a different number of columns than the first line (put a name with a comma or semicolon in double quotes).',
  duplicate: (line: number) => `The same as line ${line}.`,
  amcUnknown: 'No such AMC in the AMC list.',
  categoryUnknown: 'No such category in the category list.',
  rowExists: 'This row is already in the list.',
  rowMissing: 'This row is not in the list.',
} as const;

/** Paths the desk's client calls. */
export const fundListsApi = {
  list: (list: FundList) => `/api/desk/fund-lists/${list}`,
  csv: (list: FundList) => `/api/desk/fund-lists/${list}/csv`,
  preview: (list: FundList) => `/api/desk/fund-lists/${list}/preview`,
  apply: (list: FundList, token: string) =>
    `/api/desk/fund-lists/${list}/apply?token=${encodeURIComponent(token)}`,
  rows: (list: FundList) => `/api/desk/fund-lists/${list}/rows`,
  removeRow: (list: FundList) => `/api/desk/fund-lists/${list}/rows/remove`,
  restore: (list: FundList) => `/api/desk/fund-lists/${list}/restore`,
} as const;

/** Route patterns of the server (relative to /api/desk). */
export const fundListsRoutes = {
  list: '/fund-lists/:list',
  csv: '/fund-lists/:list/csv',
  preview: '/fund-lists/:list/preview',
  apply: '/fund-lists/:list/apply',
  rows: '/fund-lists/:list/rows',
  removeRow: '/fund-lists/:list/rows/remove',
  restore: '/fund-lists/:list/restore',
} as const;

/** What made a version: an import, a manual edit, a restore, or the list as first set up. */
export type FundListChange = 'seed' | 'import' | 'add' | 'remove' | 'restore';

export interface FundListVersionView {
  number: number;
  change: FundListChange;
  rows: number;
  added: number;
  removed: number;
  by: string;
  at: string;
  restoredFrom?: number;
}

/** GET list: the rows the site serves now, and the newest FUND_VERSIONS_SHOWN versions. */
export interface FundListAnswer<L extends FundList = FundList> {
  list: L;
  data: FundRow<L>[];
  versions: FundListVersionView[];
}

export interface FundBadRow {
  /** 1-based line of the file where the row starts (the header is line 1). */
  line: number;
  /** The row as read, one value per column of the header. */
  row: AnyFundRow;
  reason: string;
}

/** POST preview: what an apply of the same file would change; nothing is stored. */
export interface FundListPreview<L extends FundList = FundList> {
  list: L;
  /** Hands the preview to POST apply: it names this file over the list as it is now. */
  token: string;
  counts: { rows: number; added: number; removed: number; unchanged: number; bad: number };
  added: FundRow<L>[];
  removed: FundRow<L>[];
  unchanged: FundRow<L>[];
  /** At most FUND_BAD_ROWS_SHOWN; `counts.bad` has them all. */
  bad: FundBadRow[];
  /** AMCs and categories: the schemes naming one the file removes (kept, but no longer offered). */
  orphanedSchemes: number;
}

/** POST rows / rows/remove: one row of the list. POST restore: `{ version }`. */
export interface FundRowChange<L extends FundList = FundList> {
  row: FundRow<L>;
}
