// A data principal's request under the DPDP Act 2023 (issue 44; docs/contract.md §7c, §11, §16):
// access to what the firm holds about them, its correction, its erasure, or the withdrawal of a
// consent. Accepted only with the one-time code sent to the e-mail address (else the mobile
// number) it gives (`proof`), numbered DPR-, worked by grievance (there is no `privacy` role)
// within DATA_REQUEST_DUE_DAYS.
import { routes } from '../api';
import type { DataRequestInput } from '../schemas';
import { contactFields, field } from './fields';
import type { ProofDeclaration, QueueState, RequestKind } from './kind';
import { numbered, schemaNamed } from './parts';
import { RETENTION } from './retention';
import { clip } from './words';

/**
 * Calendar days the firm has to answer. The DPDP Rules 2025 prescribe the period for a data
 * principal's grievance; summaries say 90 days, not verified against the Rules' text
 * (/work/shared/reference §3.13; docs/contract.md §7c: to verify).
 */
export const DATA_REQUEST_DUE_DAYS = 90;

const DAY = 86_400_000;

/** When a request received at `receivedAt` (ISO) must be answered, as an ISO instant. */
export const dataRequestDueAt = (receivedAt: string) =>
  new Date(Date.parse(receivedAt) + DATA_REQUEST_DUE_DAYS * DAY).toISOString();

/** Which of the request's addresses the code proved: the records it is matched with. */
export type ProvedBy = 'email' | 'mobile';

export type DataRequestRecord = Omit<DataRequestInput, 'code'> & {
  requestNo: string;
  provedBy: ProvedBy;
} & QueueState;

/** The address the code goes to: the e-mail address when one is given, else the mobile number. */
const proof = {
  address: ({ email, contactNo }) =>
    email?.trim()
      ? { channel: 'email', to: email.trim().toLowerCase() }
      : { channel: 'mobile', to: (contactNo ?? '').trim() },
} as const satisfies ProofDeclaration;

const number = numbered('DPR', 'requestNo');

export const dataRequest = {
  name: 'dataRequest',
  path: routes.dataRequest,
  schemaFor: schemaNamed('dataRequestSchema'),
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the code proves, it is never kept
  record: ({ code, ...input }, { reference }): DataRequestRecord => ({
    ...input,
    email: input.email.trim().toLowerCase(),
    requestNo: reference,
    provedBy: proof.address(input).channel === 'email' ? 'email' : 'mobile',
  }),
  collection: {
    name: 'data-requests',
    ...number.indexes,
    search: ['requestNo', 'name', 'email', 'contactNo'],
    text: ['particulars'],
  },
  reference: number.reference,
  proof,
  answer: {
    message: 'dataRequest.received',
    values: number.numberValue,
    data: ({ requestNo, createdAt }) => ({ requestNo, dueAt: dataRequestDueAt(createdAt) }),
  },
  queue: {
    name: 'data-requests',
    title: 'Data requests',
    statuses: ['Received', 'In Process', 'Completed', 'Rejected'],
    final: ['Completed', 'Rejected'],
    roles: ['grievance'],
    key: 'requestNo',
    sender: (r) => r.name,
    summary: (r) => (r.particulars ? `${r.right}: ${clip(r.particulars, 60)}` : r.right),
  },
  fields: {
    requestNo: { label: 'Request number' },
    right: { label: 'Right asked for' },
    ...contactFields,
    panNo: field.pan,
    particulars: { label: 'Particulars' },
    provedBy: { label: 'Proved by code' },
  },
  notices: {
    // Only the proved address: the other one, if given, was never shown to be theirs.
    to: (r) => (r.provedBy === 'email' ? { email: r.email } : { mobile: r.contactNo }),
    received: (r, c) => ({
      kind: 'dataRequestReceived',
      values: {
        name: r.name,
        number: r.requestNo,
        right: r.right,
        receivedAt: r.createdAt,
        dueAt: c.dueAt,
      },
    }),
  },
  privacy: {
    collects:
      'your name, the e-mail address or mobile number we send the code to, your PAN if you give it, and what you ask',
    purpose: 'prove who you are and answer your request about your personal data',
    ...RETENTION.dataRequests,
    keeps: ['right', 'provedBy'],
  },
} as const satisfies RequestKind<
  DataRequestInput,
  DataRequestRecord,
  { requestNo: string; dueAt: string }
>;
