// The server's computed complaints data laid out as SEBI's tables (docs/contract.md §12), with
// the column names and footnotes of SEBI's format; pure, so the wording is tested without a page.
import type {
  InvestorComplaintsData,
  MonthRow,
  SourceTable,
  TrendTable,
} from '../../contract/disclosures';
import type { Table } from '../../contract/site';

const MONTH_COLUMNS = [
  'Sr. No.',
  'Received from',
  'Carried forward from previous month',
  'Received during the month',
  'Total pending',
  'Resolved*',
  'Pending at the end of the month**: less than 3 months',
  'Pending at the end of the month**: more than 3 months',
  'Average resolution time^ (in days)',
];

export const FOOTNOTES = [
  'Carried forward: complaints pending when the month began (midnight IST on its first day).',
  'Received during the month: new complaints, and closed complaints reopened during the month.',
  'Total pending: carried forward plus received during the month.',
  '* Resolved: complaints resolved during the month, including those received in earlier months.',
  '** Pending at the end of the month: every complaint pending on its last day, split by whether it was received less or more than 3 months before the month ended.',
  '^ Average resolution time: the sum of the days taken to resolve each complaint resolved in the month, divided by the number of complaints resolved in it (NA when none was).',
];

const count = (n: number) => String(n);
const average = (days: number | null) => (days === null ? 'NA' : String(days));

function monthCells(row: MonthRow): string[] {
  return [
    row.source,
    count(row.carriedForward),
    count(row.received),
    count(row.totalPending),
    count(row.resolved),
    count(row.pendingUnder3Months),
    count(row.pendingOver3Months),
    average(row.averageResolutionDays),
  ];
}

function sourceTable(caption: string, table: SourceTable): Table {
  return {
    caption,
    columns: MONTH_COLUMNS,
    rows: [
      ...table.rows.map((row, i) => [String(i + 1), ...monthCells(row)]),
      ['', ...monthCells(table.total)],
    ],
  };
}

function trendTable(caption: string, periodColumn: string, table: TrendTable): Table {
  const cells = (r: TrendTable['total']) =>
    [r.period, r.carriedForward, r.received, r.resolved, r.pending].map(String);
  return {
    caption,
    columns: [
      'Sr. No.',
      periodColumn,
      'Carried forward from previous month',
      'Received',
      'Resolved*',
      'Pending**',
    ],
    rows: [
      ...table.rows.map((row, i) => [String(i + 1), ...cells(row)]),
      ['', ...cells(table.total)],
    ],
  };
}

export interface ComplaintTableSet {
  broker: Table[];
  depository: Table;
}

export function complaintTableSet(data: InvestorComplaintsData): ComplaintTableSet {
  return {
    broker: [
      sourceTable('Table 1: Data for the month', data.broker.month),
      trendTable('Table 2: Trend of monthly disposal of complaints', 'Month', data.broker.monthly),
      trendTable('Table 3: Trend of annual disposal of complaints', 'Year', data.broker.annual),
    ],
    depository: sourceTable('Data for the month (depository participant)', data.depository.month),
  };
}

/** `2026-03-31` → `31 March 2026`. */
export function formatDay(isoDay: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** `2026-03` → `March 2026` for the month picker. */
export function formatMonthName(month: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
