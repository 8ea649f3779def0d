// A voluntary trading freeze (docs/contract.md §5, §11): SEBI asks brokers to acknowledge it with
// a number and a time stamp, and to act within 15 minutes in trading hours.
import { routes } from '../api';
import { paths } from '../routes';
import type { StopTradeAck } from '../entities';
import type { StopTradeInput } from '../schemas';
import { field } from './fields';
import { deskLink, siteLink } from './links';
import type { QueueState, RequestKind } from './kind';
import { actedOnQueue, numbered, schemaNamed } from './parts';
import { RETENTION } from './retention';

export type FreezeRecord = StopTradeInput & {
  ackNo: string;
  /** When operations actually froze the account (it may be before the desk was updated). */
  frozenAt?: string;
} & QueueState;

const number = numbered('FRZ', 'ackNo');

export const freeze = {
  name: 'freeze',
  // The specification's name for it.
  path: routes.stopTrade,
  schemaFor: schemaNamed('stopTradeSchema'),
  record: (input, { reference }): FreezeRecord => ({ ...input, ackNo: reference }),
  collection: {
    name: 'stop-trade',
    ...number.indexes,
    search: ['ackNo', 'clientCode', 'registeredEmail', 'contactNo'],
  },
  reference: number.reference,
  answer: {
    message: 'freeze.acknowledged',
    values: (saved, time) => ({ number: saved.ackNo, time: time(saved.createdAt) }),
    data: ({ ackNo, createdAt }) => ({ ackNo, receivedAt: createdAt }),
  },
  queue: {
    name: 'freeze-requests',
    title: 'Freeze requests',
    ...actedOnQueue('Frozen'),
    key: 'ackNo',
    sender: (r) => r.clientCode,
    summary: (r) => `Freeze trading for client ${r.clientCode}`,
  },
  fields: {
    clientCode: field.clientCode,
    registeredEmail: { label: 'Registered e-mail', pii: 'email', sealed: true },
    contactNo: field.mobile,
    ackNo: { label: 'Acknowledgement number' },
    frozenAt: { label: 'Account frozen at (IST)', show: 'time' },
  },
  receipt: {
    title: 'Trading freeze request received',
    numberLabel: 'Acknowledgement number',
    next: 'Received Mon–Fri between 09:00 and 15:30 IST, your online trading is frozen within 15 minutes; otherwise before the market opens at 09:15 on the next trading day. Pending orders are cancelled.',
  },
  tiles: [
    {
      key: 'freeze',
      label: 'Freeze my trading account',
      hint: 'Suspect misuse? Stop all online trading at once',
      icon: 'shieldLock',
      // Over the contact page: home opens its own announcement, and once the request is sent (or
      // dropped) the visitor sees how to reach the branch.
      to: paths.contactUs,
      dialog: 'freeze',
    },
  ],
  notices: {
    to: (r) => ({ email: r.registeredEmail, mobile: r.contactNo }),
    received: (r) => ({
      kind: 'freezeReceived',
      values: { clientCode: r.clientCode, number: r.ackNo, receivedAt: r.createdAt },
    }),
    status: {
      Frozen: (r, change, c) => ({
        kind: 'freezeFrozen',
        values: {
          clientCode: r.clientCode,
          number: r.ackNo,
          frozenAt: r.frozenAt ?? change.at,
          contactUrl: siteLink(c.origin, paths.contactUs),
        },
      }),
      Rejected: (r, change, c) => ({
        kind: 'freezeRejected',
        values: {
          clientCode: r.clientCode,
          number: r.ackNo,
          reason: change.note ?? '',
          contactUrl: siteLink(c.origin, paths.contactUs),
        },
      }),
    },
    alert: (r, c) => ({
      kind: 'staffFreezeAlert',
      values: {
        number: r.ackNo,
        clientCode: r.clientCode,
        receivedAt: r.createdAt,
        dueAt: c.dueAt,
        deskUrl: deskLink(c.origin, 'freeze-requests', r.ackNo),
      },
    }),
    escalated: (r, c) => ({
      kind: 'staffFreezeLate',
      values: {
        number: r.ackNo,
        clientCode: r.clientCode,
        dueAt: c.dueAt,
        deskUrl: deskLink(c.origin, 'freeze-requests', r.ackNo),
      },
    }),
  },
  // Not frozen 10 minutes (the setting's default) after it was due (docs/contract.md §11).
  escalations: [{ step: 'late', fromDueMs: (s) => s.freezeLateMinutes * 60_000 }],
  privacy: {
    collects: 'your client code, registered e-mail and mobile number',
    purpose:
      'freeze your online trading at once, confirm it to you and keep the record SEBI requires',
    ...RETENTION.sebiRecords,
    keeps: ['frozenAt'],
  },
} as const satisfies RequestKind<StopTradeInput, FreezeRecord, StopTradeAck>;
