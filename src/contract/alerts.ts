// Where the staff alerts go (docs/contract.md §15): per staff queue role, the e-mail addresses and
// mobile numbers an admin sets on the desk. A freeze request alerts operations; a complaint's
// due-date reminders alert the grievance officers.
import * as yup from 'yup';
import { wholeIn } from './fieldRules';

/** The roles whose queues declare alerts or reminders (src/contract/requests/*.ts). */
export const ALERT_ROLES = ['operations', 'grievance'] as const;
export type AlertRole = (typeof ALERT_ROLES)[number];

/** A handful of people per role: an alert is a nudge, not a mailing list. */
export const ALERT_ADDRESSES_MAX = 10;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

export const alertMsg = {
  email: 'Each e-mail address must look like name@example.com',
  mobile: 'Each mobile number must be 10 digits starting with 6, 7, 8 or 9',
  tooMany: `At most ${ALERT_ADDRESSES_MAX} addresses of each kind per role`,
  list: 'Each role needs its emails and mobiles, lists of text (empty for none)',
  version: 'version must be the version read (0 when none was set)',
  busy: 'Someone else changed the alert addresses since you read them. Reload and try again.',
} as const;

const addresses = (pattern: RegExp, message: string) =>
  yup
    .array(
      yup
        .string()
        .strict()
        .typeError(alertMsg.list)
        .trim()
        .required(message)
        .matches(pattern, message),
    )
    .strict()
    .typeError(alertMsg.list)
    .max(ALERT_ADDRESSES_MAX, alertMsg.tooMany)
    .required(alertMsg.list);

const roleAddresses = () =>
  yup
    .object({
      emails: addresses(EMAIL, alertMsg.email),
      mobiles: addresses(INDIAN_MOBILE, alertMsg.mobile),
    })
    .required(alertMsg.list);

export const alertAddressesSchema = yup.object({
  operations: roleAddresses(),
  grievance: roleAddresses(),
});
export type AlertAddresses = yup.InferType<typeof alertAddressesSchema>;

/** PUT body: the addresses and the version they were read at (0: none set yet). */
export const alertAddressesPutSchema = alertAddressesSchema.shape({
  version: wholeIn({ min: 0 }, alertMsg.version),
});

/** GET and PUT answer. */
export interface AlertAddressesAnswer {
  data: AlertAddresses & { version: number; changedBy?: string; updatedAt?: string };
}

export const NO_ALERT_ADDRESSES: AlertAddresses = {
  operations: { emails: [], mobiles: [] },
  grievance: { emails: [], mobiles: [] },
};
