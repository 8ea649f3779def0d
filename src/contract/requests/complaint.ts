// A complaint (docs/contract.md §5, §11): numbered, worked by grievance within 21 calendar days.
import { routes } from '../api';
import { complaintTrackingUrl, paths } from '../routes';
import { COMPLAINT_STATUSES } from '../choices';
import type { ComplaintSource } from '../desk';
import type { ComplaintCategory, OdrTask } from '../scores';
import type { ComplaintInput } from '../schemas';
import { personFields } from './fields';
import { deskLink, siteLink } from './links';
import type { NoticeContext, RequestKind, StatusChange, Stored } from './kind';
import { emailAndMobile, numbered, schemaNamed } from './parts';
import { ESCALATION_LABELS } from '../escalations';
import { RETENTION } from './retention';
import { clip, fullName } from './words';

/** SCORES 2.0: a complaint is resolved within 21 calendar days of receipt. */
export const COMPLAINT_DUE_DAYS = 21;
const DAY = 24 * 60 * 60_000;

export type ComplaintRecord = ComplaintInput & {
  complainNo: string;
  status: string;
  history: StatusChange[];
  /** Web / Kiosk set by the server; other channels by the staff member who registers it. */
  source?: ComplaintSource;
  /** From SCORES (staff-registered): its registration number and the IST day SCORES forwarded it. */
  scoresNo?: string;
  scoresForwardedOn?: string;
  /** 21 calendar days after `scoresForwardedOn` (src/contract/scores.ts), fixed at registration. */
  scoresDueOn?: string;
  /** From a stock exchange or a depository: their complaint reference. */
  sourceReference?: string;
  /** The SCORES category staff file it under (src/contract/scores.ts). */
  category?: ComplaintCategory;
  /** Set when it is moved to SMART ODR (status 'Moved to ODR'). */
  odr?: OdrTask;
};

const number = numbered('CMP', 'complainNo');

export const complaint = {
  name: 'complaint',
  path: routes.complain,
  schemaFor: schemaNamed('complaintSchema'),
  // docs/contract.md §11: the compliance counts split complaints by channel.
  record: (input, { channel, at, reference }): ComplaintRecord => ({
    ...input,
    complainNo: reference,
    status: COMPLAINT_STATUSES[0],
    history: [
      { by: channel.toLowerCase(), at: at.toISOString(), from: null, to: COMPLAINT_STATUSES[0] },
    ],
    source: channel,
  }),
  collection: {
    name: 'complaints',
    indexed: ['complainNo', 'status'],
    unique: ['complainNo'],
    search: ['complainNo', 'fName', 'lName', 'email', 'contactNo'],
    text: ['complain'],
  },
  reference: number.reference,
  answer: {
    message: 'complaint.registered',
    values: number.numberValue,
    data: ({ complainNo, status }) => ({ complainNo, status }),
  },
  queue: {
    name: 'complaints',
    title: 'Complaints',
    statuses: COMPLAINT_STATUSES,
    // Moved to ODR disposes of it with the firm: no clock runs, no escalation (docs/contract.md §11).
    final: ['Closed', COMPLAINT_STATUSES[3]],
    roles: ['grievance'],
    key: 'complainNo',
    sender: fullName,
    summary: (r) => `${r.department}: ${clip(r.complain)}`,
  },
  fields: {
    ...personFields,
    department: { label: 'Department' },
    complain: { label: 'Complaint' },
    complainNo: { label: 'Complaint number' },
    scoresNo: { label: 'SCORES registration number' },
    scoresForwardedOn: { label: 'Forwarded by SCORES on', show: 'day' },
    scoresDueOn: { label: 'SCORES due date', show: 'day' },
    sourceReference: { label: 'Exchange / depository reference' },
    category: { label: 'SCORES category' },
  },
  receipt: {
    title: 'Complaint registered',
    numberLabel: 'Complaint number',
    next: `We will resolve your complaint within ${COMPLAINT_DUE_DAYS} calendar days. Scan the code or open our website's Support / Query page and enter the number to see its status.`,
    qr: 'tracking',
  },
  tiles: [
    {
      key: 'registerComplaint',
      label: 'Register a complaint',
      hint: `Tell us what went wrong; we resolve it within ${COMPLAINT_DUE_DAYS} days`,
      icon: 'report',
      to: paths.complaints,
    },
    {
      key: 'trackComplaint',
      label: 'Track a complaint',
      hint: 'See where your complaint stands with its number',
      icon: 'search',
      // The complaints page's lookup card (its anchor id).
      to: `${paths.complaints}#track-complaint`,
    },
  ],
  notices: {
    to: emailAndMobile,
    received: (r, c) => ({
      kind: 'complaintReceived',
      values: {
        ...lookup(r, c),
        receivedAt: r.createdAt,
        dueAt: c.dueAt,
        ...c.escalation,
      },
    }),
    status: {
      'In Process': (r, _change, c) => ({ kind: 'complaintInProcess', values: lookup(r, c) }),
      Closed: (r, change, c) => ({
        kind: 'complaintClosed',
        values: {
          ...lookup(r, c),
          closedAt: change.at,
          resolution: change.note ?? '',
          feedbackUrl: siteLink(c.origin, paths.feedback),
          contactUrl: siteLink(c.origin, paths.contactUs),
          ...c.escalation,
        },
      }),
      // Filing on SMART ODR: the case number and what happens next (docs/contract.md §15).
      [COMPLAINT_STATUSES[3]]: (r, change, c) => ({
        kind: 'complaintMovedToOdr',
        values: {
          ...lookup(r, c),
          odrCaseNo: r.odr?.caseNo ?? '',
          movedAt: change.at,
          smartOdrUrl: c.escalation.smartOdrUrl,
        },
      }),
      // Back to the first status is a reopening: only a closed complaint can go back.
      [COMPLAINT_STATUSES[0]]: (r, _change, c) => ({
        kind: 'complaintReopened',
        values: { ...lookup(r, c), dueAt: c.dueAt },
      }),
    },
    reminders: {
      dueSoon: (r, c) => ({ kind: 'staffComplaintDueSoon', values: staffValues(r, c) }),
      overdue: (r, c) => ({ kind: 'staffComplaintOverdue', values: staffValues(r, c) }),
    },
    escalated: (r, c, step) => ({
      kind: 'staffComplaintEscalated',
      values: { ...staffValues(r, c), step: ESCALATION_LABELS[step] },
    }),
  },
  duplicates: true,
  // Day 15 and day 18 of the 21 (the settings' defaults): the clock never pauses, so these are
  // counted back from the due date (docs/contract.md §11, Escalations).
  escalations: [
    {
      step: 'compliance',
      fromDueMs: (s) => (s.complaintComplianceDays - COMPLAINT_DUE_DAYS) * DAY,
    },
    { step: 'red', fromDueMs: (s) => (s.complaintRedDays - COMPLAINT_DUE_DAYS) * DAY },
  ],
  privacy: {
    collects: 'your name, e-mail, mobile number and address, and what you write',
    purpose:
      'register, investigate and answer your complaint and report it to SEBI and the exchanges',
    ...RETENTION.sebiRecords,
    keeps: ['department', 'source'],
  },
} as const satisfies RequestKind<
  ComplaintInput,
  ComplaintRecord,
  { complainNo: string; status: string }
>;

/** Who the complaint is from, its number and its lookup link. */
const lookup = (r: Stored<ComplaintRecord>, c: NoticeContext) => ({
  name: fullName(r),
  number: r.complainNo,
  lookupUrl: complaintTrackingUrl(c.origin, r.complainNo),
});

const staffValues = (r: Stored<ComplaintRecord>, c: NoticeContext) => ({
  number: r.complainNo,
  dueAt: c.dueAt,
  deskUrl: deskLink(c.origin, 'complaints', r.complainNo),
});
