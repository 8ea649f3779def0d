// How the fund lists' screen names things (docs/contract.md §13b): column headings, rows and
// versions.
import {
  FUND_LISTS,
  type AnyFundRow,
  type FundList,
  type FundListChange,
  type FundListVersionView,
} from '../../../contract/fundLists';

type Column = (typeof FUND_LISTS)[FundList]['columns'][number];

/** The heading of each CSV column on screen. */
export const COLUMN_LABEL: Record<Column, string> = {
  SchemeName: 'Scheme',
  AMCName: 'AMC',
  CategoryName: 'Category',
};

export const columnsOf = (list: FundList): readonly Column[] => FUND_LISTS[list].columns;

/** A row's values in column order (what a table row and a search look at). */
export const valuesOf = (list: FundList, row: AnyFundRow) =>
  columnsOf(list).map((c) => row[c] ?? '');

/** A row as one line, e.g. `Alpha Fund (Sahyadri Mutual Fund, Debt - Liquid)`. */
export function rowTitle(list: FundList, row: AnyFundRow) {
  const [first, ...rest] = valuesOf(list, row);
  return rest.length ? `${first} (${rest.join(', ')})` : first!;
}

const CHANGE: Record<FundListChange, string> = {
  seed: 'As first set up',
  import: 'Imported from CSV',
  add: 'Row added',
  remove: 'Row removed',
  restore: 'Restored',
};

/** What a version changed, e.g. `Imported from CSV · 1,204 rows · +3 −1`. */
export const versionChange = (v: FundListVersionView) =>
  `${CHANGE[v.change]} · ${v.rows.toLocaleString('en-IN')} rows${
    v.change === 'seed' ? '' : ` · +${v.added} −${v.removed}`
  }`;
