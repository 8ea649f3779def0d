// /investor-complaints in English (docs/architecture.md §9): SEBI's table headings and footnotes
// (docs/contract.md §12) and the page's own lines. The row labels are the server's, referenced.
import { BROKER_SOURCE_ROWS, DP_SOURCE_ROWS, GRAND_TOTAL } from '../../contract/disclosures';

export const enDisclosures = {
  'disclosures.title': 'Investor complaints data',
  'disclosures.subtitle': 'As SEBI asks brokers to publish every month',
  'disclosures.loading': 'Loading the complaints data',
  'disclosures.monthEnding': 'Data for the month ending {date}',
  'disclosures.computed':
    'Computed from our complaint records on {time}. A month is published once it has closed (midnight IST on its last day).',
  'disclosures.month': 'Month',
  'disclosures.year': 'Year',
  'disclosures.asBroker': 'As a stock broker',
  'disclosures.asDp': 'As a depository participant',
  'disclosures.notes': 'Notes',
  'disclosures.table1': 'Table 1: Data for the month',
  'disclosures.table2': 'Table 2: Trend of monthly disposal of complaints',
  'disclosures.table3': 'Table 3: Trend of annual disposal of complaints',
  'disclosures.dpTable': 'Data for the month (depository participant)',
  'disclosures.srNo': 'Sr. No.',
  'disclosures.source': 'Received from',
  'disclosures.carriedForward': 'Carried forward from previous month',
  'disclosures.carriedForwardYear': 'Carried forward from previous year',
  'disclosures.receivedInMonth': 'Received during the month',
  'disclosures.totalPending': 'Total pending',
  'disclosures.resolved': 'Resolved*',
  'disclosures.pendingUnder3': 'Pending at the end of the month**: less than 3 months',
  'disclosures.pendingOver3': 'Pending at the end of the month**: more than 3 months',
  'disclosures.averageDays': 'Average resolution time^ (in days)',
  'disclosures.fromInvestors': BROKER_SOURCE_ROWS[0],
  'disclosures.fromExchanges': BROKER_SOURCE_ROWS[2],
  'disclosures.fromDepositories': DP_SOURCE_ROWS[2],
  'disclosures.fromOthers': BROKER_SOURCE_ROWS[3],
  'disclosures.grandTotal': GRAND_TOTAL,
  'disclosures.received': 'Received',
  'disclosures.pending': 'Pending**',
  'disclosures.note1':
    'Carried forward: complaints pending when the month began (midnight IST on its first day).',
  'disclosures.note2':
    'Received during the month: new complaints, and closed complaints reopened during the month.',
  'disclosures.note3': 'Total pending: carried forward plus received during the month.',
  'disclosures.note4':
    '* Resolved: complaints resolved during the month, including those received in earlier months.',
  'disclosures.note5':
    '** Pending at the end of the month: every complaint pending on its last day, split by whether it was received less or more than 3 months before the month ended.',
  'disclosures.note6':
    '^ Average resolution time: the sum of the days taken to resolve each complaint resolved in the month, divided by the number of complaints resolved in it (NA when none was).',
} as const;
