// The privacy screens' forms (src/contract/privacyDesk.ts), validated on the desk and again by
// the server (docs/contract.md §16).
import * as yup from 'yup';
import { istDayStart } from './deadlines';
import { QUEUE_NAMES, type QueueName } from './desk';
import { privacyMsg } from './privacyDesk';
import { choiceOf, textIn } from './fieldRules';

const reason = (message: string) => textIn({ min: 3, max: 500 }, message);

const queue = choiceOf<QueueName>(QUEUE_NAMES, privacyMsg.queueInvalid);

const recordKey = textIn({ max: 80 }, privacyMsg.keyInvalid);

export const legalHoldSchema = yup.object({
  queue,
  key: recordKey,
  reason: reason(privacyMsg.holdReasonRequired),
});

export const liftHoldSchema = yup.object({ reason: reason(privacyMsg.liftReasonRequired) });

const day = yup
  .string()
  .trim()
  .optional()
  .test('day', privacyMsg.breachDatesInvalid, (v) => v === undefined || istDayStart(v) !== null);

export const breachSchema = yup.object({
  what: textIn({ min: 3, max: 2000 }, privacyMsg.breachWhatRequired),
  foundAt: yup
    .string()
    .trim()
    .required(privacyMsg.breachFoundAtInvalid)
    .test('instant', privacyMsg.breachFoundAtInvalid, (v) => !Number.isNaN(Date.parse(v))),
  affects: yup
    .object({
      queues: yup
        .array(queue)
        .default([])
        .typeError(privacyMsg.breachAffectsRequired)
        .max(QUEUE_NAMES.length, privacyMsg.breachAffectsRequired),
      receivedFrom: day,
      receivedTo: day,
      records: yup
        .array(yup.object({ queue, key: recordKey }))
        .default([])
        .typeError(privacyMsg.breachAffectsRequired)
        .max(1000, privacyMsg.breachAffectsRequired),
    })
    .required(privacyMsg.breachAffectsRequired)
    .typeError(privacyMsg.breachAffectsRequired)
    .test('some', privacyMsg.breachAffectsRequired, (a) => a.queues.length + a.records.length > 0)
    .test(
      'dates',
      privacyMsg.breachDatesInvalid,
      (a) => !a.receivedFrom || !a.receivedTo || a.receivedFrom <= a.receivedTo,
    ),
});
