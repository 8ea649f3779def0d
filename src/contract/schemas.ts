// The one yup schema of every visitor form (docs/contract.md §5). The browser validates with it on blur and
// submit; the server validates every POST body with the same schema and drops unknown fields.
import * as yup from 'yup';
import {
  CONTACT_PAGE_FORM,
  DATA_RIGHTS,
  DEPARTMENTS,
  MODES_OF_COMMUTE,
  QUICK_CONTACT_SUBJECTS,
} from './choices';
import {
  ADDRESS_MAX,
  ADDRESS_MIN,
  COMPLAINT_MIN,
  LONG_TEXT_MAX,
  NAME_MAX,
  NAME_MIN,
  PHONE_DIGITS,
  SHORT_TEXT_MAX,
  WITHDRAW_MAX_RUPEES,
} from './limits';
import { jsonTypeErrors } from './jsonTypes';
import { msg } from './messages';

// yup's own e-mail test accepts addresses without a dot in the domain; investors expect a real one.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const DIGITS = /^\d+$/;
// Names as people write them (D'Souza, K. Srinivasan, Anne-Marie, अनीता): letters of any script with
// their combining marks, and the space, apostrophe, hyphen and dot that real names carry, starting
// with a letter and ending with a letter or an initial's dot.
const PERSON_NAME = /^\p{L}[\p{L}\p{M} '’.-]*[\p{L}\p{M}.]$/u;
// Rupees with at most two decimals (paise), written plainly: no exponent, sign only so that a
// negative amount gets the "greater than 0" message.
const RUPEES = /^-?(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/;
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;

const text = (max = SHORT_TEXT_MAX) =>
  yup
    .string()
    .trim()
    .default('')
    .max(max, ({ max: m }) => `Must be at most ${m} characters`);

const email = () => text().matches(EMAIL, { message: msg.emailInvalid, excludeEmptyString: true });

/** 10-digit mobile number with the messages of docs/contract.md §5, checked in the spec's order. */
const phone = (required: string) =>
  yup
    .string()
    .trim()
    .default('')
    .required(required)
    .matches(DIGITS, msg.contactNoDigits)
    .min(PHONE_DIGITS, msg.contactNoMin)
    .max(PHONE_DIGITS, msg.contactNoMax);

const personName = (m: { required: string; min: string; max: string; letters: string }) =>
  yup
    .string()
    .trim()
    .default('')
    .required(m.required)
    .min(NAME_MIN, m.min)
    .max(NAME_MAX, m.max)
    .matches(PERSON_NAME, m.letters);

const address = () =>
  yup
    .string()
    .trim()
    .default('')
    .required(msg.addressRequired)
    .min(ADDRESS_MIN, msg.addressMin)
    .max(ADDRESS_MAX, msg.addressMax);

/** Quick Contact dialog (and the home-page variant): name, contactNo, email, subject, message. */
export const quickContactSchema = yup.object({
  name: text().required(msg.quickNameRequired),
  contactNo: phone(msg.contactNoRequired),
  email: email().required(msg.emailRequired),
  subject: text(SHORT_TEXT_MAX)
    .required(msg.quickSubjectRequired)
    .oneOf([...QUICK_CONTACT_SUBJECTS], msg.quickSubjectRequired),
  message: text(LONG_TEXT_MAX).required(msg.quickMessageRequired),
});

/** /contact-us variant: email must be valid; name, subject, phone, message required (docs/contract.md §5). */
export const contactPageSchema = yup.object({
  form: yup.string().required(msg.invalidRequest).oneOf([CONTACT_PAGE_FORM], msg.invalidRequest),
  email: email(),
  name: text().required(msg.nameRequired),
  phone: text(20).required(msg.phoneRequired),
  subject: text().required(msg.subjectRequired),
  message: text(LONG_TEXT_MAX).required(msg.messageRequired),
});

export const complaintSchema = yup.object({
  fName: personName({
    required: msg.firstNameRequired,
    min: msg.firstNameMin,
    max: msg.firstNameMax,
    letters: msg.firstNameLetters,
  }),
  lName: personName({
    required: msg.lastNameRequired,
    min: msg.lastNameMin,
    max: msg.lastNameMax,
    letters: msg.lastNameLetters,
  }),
  email: email().required(msg.emailRequired),
  contactNo: phone(msg.contactNoRequired),
  department: text()
    .required(msg.departmentRequired)
    .oneOf([...DEPARTMENTS], msg.departmentRequired),
  address: address(),
  complain: text(LONG_TEXT_MAX).required(msg.complainRequired).min(COMPLAINT_MIN, msg.complainMin),
});

export const feedbackSchema = yup.object({
  fName: text().required(msg.firstNameRequired),
  lName: text().required(msg.lastNameRequired),
  email: email().required(msg.emailRequired),
  contactNo: phone(msg.contactNoRequired),
  modeOfCommute: text()
    .required(msg.modeOfCommuteRequired)
    .oneOf([...MODES_OF_COMMUTE], msg.modeOfCommuteRequired),
  address: text(ADDRESS_MAX).required(msg.addressRequired),
  feedback: text(LONG_TEXT_MAX).required(msg.feedbackRequired),
});

/** A 10-digit mobile number that may be left out, with the same messages when given. */
const optionalPhone = () =>
  text(20)
    .matches(DIGITS, { message: msg.contactNoDigits, excludeEmptyString: true })
    .test('min', msg.contactNoMin, (v) => !v || v.length >= PHONE_DIGITS)
    .test('max', msg.contactNoMax, (v) => !v || v.length <= PHONE_DIGITS);

/**
 * An accessibility barrier report (ours, docs/contract.md §5; SEBI's digital accessibility
 * circulars): what the barrier is, where it was met, who to answer (an e-mail address or a mobile
 * number, at least one; the e-mail field names the missing contact) and, if they say, the
 * assistive technology used.
 */
export const barrierReportSchema = yup.object({
  barrier: text(LONG_TEXT_MAX).required(msg.barrierRequired),
  place: text(LONG_TEXT_MAX).required(msg.barrierPlaceRequired),
  name: text().required(msg.nameRequired),
  email: email().when('contactNo', {
    is: (contactNo: string | undefined) => !contactNo,
    then: (schema) => schema.required(msg.barrierContactRequired),
  }),
  contactNo: optionalPhone(),
  assistiveTech: text(),
});

/**
 * Fund withdrawal. `password` is part of the spec's payload but unused: it is accepted, never shown
 * to the visitor and never stored (the router strips it before saving).
 */
export const withdrawalSchema = yup.object({
  email: email(),
  password: yup.string().default('').max(SHORT_TEXT_MAX),
  clinetCode: text(20).required(msg.clientCodeRequired),
  name: text().required(msg.nameRequired),
  segment: text(40).required(msg.segmentRequired),
  contactNumber: phone(msg.contactNoRequired),
  panNo: yup
    .string()
    .trim()
    .uppercase()
    .default('')
    .required(msg.panRequired)
    .matches(PAN, msg.panInvalid),
  withdraw: yup
    .number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(msg.withdrawNumber)
    .required(msg.withdrawRequired)
    .test('rupees', msg.withdrawPaise, function plainRupees(value) {
      const typed: unknown = this.originalValue;
      if (value === undefined) return true;
      return RUPEES.test(typeof typed === 'string' ? typed.trim() : String(typed));
    })
    .positive(msg.withdrawPositive)
    .max(WITHDRAW_MAX_RUPEES, msg.withdrawMax),
});

/**
 * Voluntary trading freeze (SEBI's "freeze / block online access" facility). The spec shows no
 * validation; a request staff cannot act on helps nobody, so the client code is required and the
 * contact details, when given, must be well-formed.
 */
export const stopTradeSchema = yup.object({
  clientCode: text(20).required(msg.clientCodeRequired),
  registeredEmail: email(),
  contactNo: text(20).test('digits', msg.contactNoDigits, (v) => !v || DIGITS.test(v)),
});

/**
 * A report of someone posing as the firm (issue 46): who reports, how to reach them, what posed as
 * us (a number, website, app or handle) and what happened. Ours, beyond the specification.
 */
export const fraudReportSchema = yup.object({
  name: text().required(msg.nameRequired),
  contactNo: phone(msg.contactNoRequired),
  email: email(),
  impersonator: text(200).required(msg.impersonatorRequired),
  details: text(LONG_TEXT_MAX).required(msg.fraudDetailsRequired),
});

/**
 * Where a data principal's one-time code goes (ours, docs/contract.md §7c): the e-mail address
 * when one is given, else the mobile number; that address is the one the request proves.
 */
const dataContact = {
  email: email().when('contactNo', {
    is: (contactNo: string | undefined) => !contactNo,
    then: (schema) => schema.required(msg.dataContactRequired),
  }),
  contactNo: optionalPhone(),
};

/** POST /api/data-request/code: the address to prove. */
export const dataRequestCodeSchema = yup.object(dataContact);

/**
 * A data principal's request (DPDP Act 2023; ours, docs/contract.md §7c): which right, who, the
 * address the code went to, a PAN if they want records that carry one matched by it too, what
 * to correct (a correction) or any detail, and the code that proves the address.
 */
export const dataRequestSchema = yup.object({
  right: text(40)
    .required(msg.dataRightRequired)
    .oneOf([...DATA_RIGHTS, ''], msg.dataRightRequired),
  name: text().required(msg.nameRequired),
  ...dataContact,
  panNo: yup
    .string()
    .trim()
    .uppercase()
    .default('')
    .matches(PAN, { message: msg.panInvalid, excludeEmptyString: true }),
  particulars: text(LONG_TEXT_MAX).when('right', {
    is: 'Correction',
    then: (schema) => schema.required(msg.dataDetailsRequired),
  }),
  code: text(6)
    .required(msg.dataCodeRequired)
    .matches(/^\d{6}$/, msg.dataCodeRequired),
});

/** The schema that POST /api/quick-connect applies to `body` (docs/contract.md §7). */
export function quickConnectSchemaFor(body: unknown) {
  const marked =
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>).form === CONTACT_PAGE_FORM;
  return marked ? contactPageSchema : quickContactSchema;
}

export type QuickContactInput = yup.InferType<typeof quickContactSchema>;
/** What is kept of a contact-page message: its marker only chose the rules. */
export type ContactPageInput = Omit<ContactPagePayload, 'form'>;
/** What the contact page posts: its fields and the marker that chooses its rules. */
export type ContactPagePayload = yup.InferType<typeof contactPageSchema>;
export type ComplaintInput = yup.InferType<typeof complaintSchema>;
export type FeedbackInput = yup.InferType<typeof feedbackSchema>;
export type WithdrawalInput = yup.InferType<typeof withdrawalSchema>;
export type StopTradeInput = yup.InferType<typeof stopTradeSchema>;
export type BarrierReportInput = yup.InferType<typeof barrierReportSchema>;
export type DataRequestInput = yup.InferType<typeof dataRequestSchema>;
export type DataRequestCodeInput = yup.InferType<typeof dataRequestCodeSchema>;
export type FraudReportInput = yup.InferType<typeof fraudReportSchema>;

/** Field → first message, the shape both final-form and the server's 400 answer use. */
export type FieldErrors = Record<string, string>;

/** Validates `values`; resolves to the cleaned value (unknown fields dropped) or the field errors. */
export async function validateWith<S extends yup.AnyObjectSchema>(
  schema: S,
  values: unknown,
  message: ErrorMessage = englishMessage,
): Promise<{ ok: true; value: yup.InferType<S> } | { ok: false; errors: FieldErrors }> {
  try {
    const value = await schema.validate(values ?? {}, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (err) {
    if (err instanceof yup.ValidationError)
      return { ok: false, errors: toFieldErrors(err, message) };
    throw err;
  }
}

/**
 * validateWith for a JSON body that must already hold each field as its schema's type (the desk's
 * bodies, docs/contract.md §11): a field of the wrong kind is refused by name, never coerced.
 */
export async function validateStrictly<S extends yup.AnyObjectSchema>(
  schema: S,
  values: unknown,
  message: ErrorMessage = englishMessage,
): Promise<{ ok: true; value: yup.InferType<S> } | { ok: false; errors: FieldErrors }> {
  const errors = jsonTypeErrors(schema, values ?? {});
  if (Object.keys(errors).length) return { ok: false, errors };
  return validateWith(schema, values, message);
}

/** The text shown for one failed rule: the schema's English message, or a translation of it. */
export type ErrorMessage = (error: yup.ValidationError) => string;
const englishMessage: ErrorMessage = (error) => error.message;

export function toFieldErrors(
  err: yup.ValidationError,
  message: ErrorMessage = englishMessage,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const e of err.inner.length ? err.inner : [err]) {
    if (e.path && !(e.path in errors)) errors[e.path] = message(e);
  }
  return errors;
}
