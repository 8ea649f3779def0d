// A report of someone posing as the firm: a fake app, website, payment handle, call or social
// account (issue 46; docs/contract.md §5, §11). Worked by grievance: the grievance and compliance
// officers answer investors and are the ones who report impersonation to the exchanges, SEBI and
// the cyber-crime portal; operations runs payouts and freezes, which a report does not ask for.
import { routes } from '../api';
import type { FraudReportInput } from '../schemas';
import { contactFields } from './fields';
import type { QueueState, RequestKind } from './kind';
import { contactReceived, emailAndMobile, numbered, schemaNamed } from './parts';
import { RETENTION } from './retention';
import { clip } from './words';

export type FraudReportRecord = FraudReportInput & { reportNo: string } & QueueState;

const number = numbered('FRD', 'reportNo');

export const fraudReport = {
  name: 'fraudReport',
  path: routes.reportFraud,
  schemaFor: schemaNamed('fraudReportSchema'),
  record: (input, { reference }): FraudReportRecord => ({ ...input, reportNo: reference }),
  collection: {
    name: 'fraud-reports',
    ...number.indexes,
    search: ['reportNo', 'name', 'contactNo', 'email', 'impersonator'],
    text: ['details'],
  },
  reference: number.reference,
  answer: {
    message: 'fraudReport.saved',
    values: number.numberValue,
    data: ({ reportNo }) => ({ reportNo }),
  },
  queue: {
    name: 'fraud-reports',
    title: 'Fraud reports',
    statuses: ['New', 'Reported', 'Closed'],
    final: ['Closed'],
    roles: ['grievance'],
    key: 'reportNo',
    sender: (r) => r.name,
    summary: (r) => `${clip(r.impersonator, 40)}: ${clip(r.details)}`,
  },
  fields: {
    reportNo: { label: 'Report number' },
    ...contactFields,
    impersonator: { label: 'Posed as us' },
    details: { label: 'What happened' },
  },
  notices: {
    to: emailAndMobile,
    received: contactReceived((r) => r.name),
  },
  // The same person reporting the same thing twice (docs/contract.md §11, Duplicates).
  duplicates: true,
  privacy: {
    collects: 'your name, e-mail or mobile number, and what you tell us about who posed as us',
    purpose:
      'look into the report, warn other investors and report it to SEBI, the exchanges and the police',
    ...RETENTION.consent,
  },
} as const satisfies RequestKind<FraudReportInput, FraudReportRecord, { reportNo: string }>;
