// An accessibility barrier report (issue 45; docs/contract.md §5, §11): SEBI's digital
// accessibility circulars ask every regulated entity to publish how a barrier is reported. It is
// numbered and worked by grievance within 21 calendar days, as a complaint is.
import { routes } from '../api';
import type { BarrierReportInput } from '../schemas';
import { contactFields } from './fields';
import type { QueueState, RequestKind } from './kind';
import { emailAndMobile, numbered, schemaNamed } from './parts';
import { RETENTION } from './retention';
import { clip } from './words';

export type BarrierReportRecord = BarrierReportInput & { reportNo: string } & QueueState;

const number = numbered('ACC', 'reportNo');

export const barrierReport = {
  name: 'barrierReport',
  path: routes.accessibilityBarrier,
  schemaFor: schemaNamed('barrierReportSchema'),
  record: (input, { reference }): BarrierReportRecord => ({ ...input, reportNo: reference }),
  collection: {
    name: 'accessibility-barriers',
    ...number.indexes,
    search: ['reportNo', 'name', 'email', 'contactNo'],
    text: ['barrier', 'place'],
  },
  reference: number.reference,
  answer: {
    message: 'barrier.registered',
    values: number.numberValue,
    data: ({ reportNo }) => ({ reportNo }),
  },
  queue: {
    name: 'accessibility-barriers',
    title: 'Accessibility barriers',
    statuses: ['Open', 'In Process', 'Resolved'],
    final: ['Resolved'],
    roles: ['grievance'],
    key: 'reportNo',
    sender: (r) => r.name,
    summary: (r) => `${clip(r.place, 40)}: ${clip(r.barrier)}`,
  },
  fields: {
    reportNo: { label: 'Report number' },
    barrier: { label: 'What is the barrier' },
    place: { label: 'Where (page, link or kiosk screen)' },
    ...contactFields,
    assistiveTech: { label: 'Assistive technology used' },
  },
  notices: {
    to: emailAndMobile,
    received: (r, c) => ({
      kind: 'barrierReceived',
      values: { name: r.name, number: r.reportNo, receivedAt: r.createdAt, dueAt: c.dueAt },
    }),
  },
  // The same person reporting the same thing twice (docs/contract.md §11, Duplicates).
  duplicates: true,
  privacy: {
    collects: 'your name, e-mail or mobile number, what the barrier was and where you met it',
    purpose: 'fix the barrier and tell you what we did',
    ...RETENTION.consent,
  },
} as const satisfies RequestKind<BarrierReportInput, BarrierReportRecord, { reportNo: string }>;
