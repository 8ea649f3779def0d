// The server's computed complaints data laid out as SEBI's tables (docs/contract.md §12), with
// the column names and footnotes of SEBI's format; pure, so the wording is tested without a page.
import {
  BROKER_SOURCE_ROWS,
  DP_SOURCE_ROWS,
  GRAND_TOTAL,
  MONTH_ABBRS,
  type InvestorComplaintsData,
  type MonthRow,
  type SourceTable,
  type TrendTable,
} from '../../contract/disclosures';
import type { MessageKey } from '../../i18n/catalogs/en';
import { INTL_LOCALE, type Language } from '../../i18n/languages';
import type { Translate } from '../../i18n/validation';
import type { Table } from '../../contract/site';

const monthColumns = (t: Translate) => [
  t('disclosures.srNo'),
  t('disclosures.source'),
  t('disclosures.carriedForward'),
  t('disclosures.receivedInMonth'),
  t('disclosures.totalPending'),
  t('disclosures.resolved'),
  t('disclosures.pendingUnder3'),
  t('disclosures.pendingOver3'),
  t('disclosures.averageDays'),
];

const FOOTNOTES = [
  'disclosures.note1',
  'disclosures.note2',
  'disclosures.note3',
  'disclosures.note4',
  'disclosures.note5',
  'disclosures.note6',
] as const;

/** SEBI's footnotes under the tables, in the interface language. */
export const footnotes = (t: Translate) => FOOTNOTES.map((key) => t(key));

/** The server's row labels (English, the contract) as the catalogue words them; SCORES is a name. */
const ROW_LABELS: Record<string, MessageKey> = {
  [BROKER_SOURCE_ROWS[0]]: 'disclosures.fromInvestors',
  [BROKER_SOURCE_ROWS[2]]: 'disclosures.fromExchanges',
  [DP_SOURCE_ROWS[2]]: 'disclosures.fromDepositories',
  [BROKER_SOURCE_ROWS[3]]: 'disclosures.fromOthers',
  [GRAND_TOTAL]: 'disclosures.grandTotal',
};
const rowLabel = (t: Translate, label: string) => {
  const key = ROW_LABELS[label];
  return key ? t(key) : label;
};

/** A trend's period: `Oct-2026` stays as SEBI writes it in English, `अक्टू॰ 2026` in Hindi. */
function periodLabel(t: Translate, language: Language, period: string): string {
  const month = /^([A-Z][a-z]{2})-(\d{4})$/.exec(period);
  const index = month ? (MONTH_ABBRS as readonly string[]).indexOf(month[1]!) : -1;
  if (language === 'en' || !month || index < 0) return rowLabel(t, period);
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(month[2]), index, 1));
}

const count = (n: number) => String(n);
const average = (days: number | null) => (days === null ? 'NA' : String(days));

function monthCells(t: Translate, row: MonthRow): string[] {
  return [
    rowLabel(t, row.source),
    count(row.carriedForward),
    count(row.received),
    count(row.totalPending),
    count(row.resolved),
    count(row.pendingUnder3Months),
    count(row.pendingOver3Months),
    average(row.averageResolutionDays),
  ];
}

function sourceTable(t: Translate, caption: string, table: SourceTable): Table {
  return {
    caption,
    columns: monthColumns(t),
    rows: [
      ...table.rows.map((row, i) => [String(i + 1), ...monthCells(t, row)]),
      ['', ...monthCells(t, table.total)],
    ],
  };
}

function trendTable(
  t: Translate,
  language: Language,
  caption: string,
  [periodColumn, carriedForward]: readonly [string, string],
  table: TrendTable,
): Table {
  const cells = (r: TrendTable['total']) => [
    periodLabel(t, language, r.period),
    ...[r.carriedForward, r.received, r.resolved, r.pending].map(String),
  ];
  return {
    caption,
    columns: [
      t('disclosures.srNo'),
      periodColumn,
      carriedForward,
      t('disclosures.received'),
      t('disclosures.resolved'),
      t('disclosures.pending'),
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

/** The tables worded in `language` (`t` translates into it); the figures are the server's. */
export function complaintTableSet(
  data: InvestorComplaintsData,
  t: Translate,
  language: Language,
): ComplaintTableSet {
  const { monthly, annual } = data.broker;
  return {
    broker: [
      sourceTable(t, t('disclosures.table1'), data.broker.month),
      trendTable(
        t,
        language,
        t('disclosures.table2'),
        [t('disclosures.month'), t('disclosures.carriedForward')],
        monthly,
      ),
      // The annual trend carries forward from the previous year (docs/contract.md §12).
      trendTable(
        t,
        language,
        t('disclosures.table3'),
        [t('disclosures.year'), t('disclosures.carriedForwardYear')],
        annual,
      ),
    ],
    depository: sourceTable(t, t('disclosures.dpTable'), data.depository.month),
  };
}

/** `2026-03-31` → `31 March 2026` (`31 मार्च 2026`, `31 માર્ચ, 2026`). */
export function formatDay(isoDay: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** `2026-03` → `March 2026` (`मार्च 2026`, `માર્ચ 2026`) for the month picker. */
export function formatMonthName(month: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
