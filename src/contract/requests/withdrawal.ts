// A fund withdrawal request (docs/contract.md §5): worked by operations, no time limit.
import { routes } from '../api';
import { paths } from '../routes';
import type { WithdrawalInput } from '../schemas';
import { field } from './fields';
import type { QueueState, RequestKind } from './kind';
import { actedOnQueue, numberlessAnswer, schemaNamed } from './parts';
import { RETENTION } from './retention';
import { rupees } from './words';

/** The withdrawal's `password` is never stored. */
export type WithdrawalRecord = Omit<WithdrawalInput, 'password'> & QueueState;

export const withdrawal = {
  name: 'withdrawal',
  path: routes.withdraw,
  schemaFor: schemaNamed('withdrawalSchema'),
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose: never stored
  record: ({ password, ...input }): WithdrawalRecord => input,
  collection: {
    name: 'withdrawals',
    indexed: [],
    search: ['clinetCode', 'name', 'email', 'contactNumber'],
  },
  answer: numberlessAnswer('withdrawal.saved'),
  queue: {
    name: 'withdrawals',
    title: 'Withdrawals',
    ...actedOnQueue('Processed'),
    key: 'id',
    sender: (r) => r.name,
    summary: (r) => `${r.clinetCode} · ${r.segment} · ${rupees(r.withdraw)}`,
  },
  fields: {
    clinetCode: field.clientCode,
    name: field.name,
    email: field.email,
    contactNumber: field.mobile,
    panNo: field.pan,
    segment: { label: 'Segment' },
    withdraw: { label: 'Amount', show: 'rupees' },
  },
  receipt: {
    title: 'Fund withdrawal request received',
    numberLabel: 'Reference',
    next: 'Our operations team checks and processes your request. Funds are paid only to the bank account registered with your trading account.',
  },
  tiles: [
    {
      key: 'withdrawal',
      label: 'Request a fund withdrawal',
      hint: 'Ask for money from your trading account',
      icon: 'cash',
      to: paths.withdrawal,
    },
  ],
  notices: {
    to: (r) => ({ email: r.email, mobile: r.contactNumber }),
    received: (r) => ({
      kind: 'withdrawalReceived',
      values: { name: r.name, clientCode: r.clinetCode, receivedAt: r.createdAt },
    }),
    status: {
      Processed: (r, change) => ({
        kind: 'withdrawalProcessed',
        values: { name: r.name, clientCode: r.clinetCode, processedAt: change.at },
      }),
      Rejected: (r, change) => ({
        kind: 'withdrawalRejected',
        values: { name: r.name, clientCode: r.clinetCode, reason: change.note ?? '' },
      }),
    },
  },
  privacy: {
    collects: 'your client code, name, e-mail, mobile number and PAN',
    purpose: 'check and pay your fund withdrawal to your registered bank account',
    ...RETENTION.sebiRecords,
    keeps: ['segment', 'withdraw'],
  },
} as const satisfies RequestKind<WithdrawalInput, WithdrawalRecord, Record<string, never>>;
