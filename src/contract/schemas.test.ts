// Every rule of docs/contract.md §5, valid and invalid, with the exact messages written out here as the spec
// spells them (not imported from messages.ts), so a changed message fails. The server validates
// with `validateWith`; the browser with the same schema synchronously (src/components/form), and
// src/components/form/yupValidate.test.ts checks the two agree.
import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { DEPARTMENTS, MODES_OF_COMMUTE, QUICK_CONTACT_SUBJECTS } from './choices';
import {
  complaintSchema,
  contactPageSchema,
  feedbackSchema,
  quickConnectSchemaFor,
  quickContactSchema,
  stopTradeSchema,
  validateWith,
  withdrawalSchema,
} from './schemas';
import {
  validComplaint,
  validContactPage,
  validFeedback,
  validQuickContact,
  validWithdrawal,
} from '../../server/testing/payloads';

type Case = [field: string, value: unknown, message: string];

/** One bad field on an otherwise valid form: exactly that field's message, nothing else. */
function rejects(schema: AnyObjectSchema, valid: Record<string, unknown>, cases: Case[]) {
  it.each(cases)('%s = %j → %j', async (field, value, message) => {
    const result = await validateWith(schema, { ...valid, [field]: value });
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });
}

/** Values at the edges of each rule that must pass. */
function accepts(
  schema: AnyObjectSchema,
  valid: Record<string, unknown>,
  cases: [string, unknown][],
) {
  it.each(cases)('accepts %s = %j', async (field, value) => {
    const result = await validateWith(schema, { ...valid, [field]: value });
    expect(result.ok).toBe(true);
  });
}

/** Each of `values` in `field` breaks one rule: the same message for all of them. */
const each = (field: string, values: unknown[], message: string): Case[] =>
  values.map((value) => [field, value, message]);

/** Each field of `messages` left empty, with its message. */
const emptyCases = (messages: Record<string, string>): Case[] =>
  Object.entries(messages).map(([field, message]) => [field, '', message]);

/**
 * Every field of the form is required, `required` holding each one's message: a body with none
 * reports them all, and each left empty on its own reports just its message. One table serves
 * both, so the two cannot drift.
 */
function requiresEvery(
  schema: AnyObjectSchema,
  valid: Record<string, unknown>,
  required: Record<string, string>,
) {
  it('reports every empty field with its message', async () => {
    expect(Object.keys(required).sort()).toEqual(Object.keys(valid).sort());
    expect(await validateWith(schema, {})).toEqual({ ok: false, errors: required });
  });
  rejects(schema, valid, emptyCases(required));
}

/**
 * One rule of docs/contract.md §5, the 10-digit mobile number, as every form's field breaks it
 * once filled in (the empty field is in each form's own table of required messages).
 */
const mobileNumberCases = (field: string): Case[] => [
  ...each(
    field,
    ['98765abc10', 'abc', '98765 43210', '91234-5678', '99887766x5'],
    'Contact number must contain only digits',
  ),
  ...each(field, ['98765', '987654321'], 'Contact number must be at least 10 digits'),
  [field, '98765432101', 'Contact number cannot exceed 10 digits'],
];

const A25 = 'Abcdefghijklmnopqrstuvwxy';

/**
 * The rules of a filled-in person's name (`label` as the messages spell it): 2 to 25 characters,
 * letters only; `oneLetter` is too short, each of `notLetters` breaks the last rule.
 */
const personNameCases = (
  field: string,
  label: string,
  oneLetter: string,
  notLetters: string[],
): Case[] => [
  [field, oneLetter, `${label} must be at least 2 characters`],
  [field, `${A25}z`, `${label} cannot exceed 25 characters`],
  ...each(field, notLetters, `${label} must contain only letters`),
];

/** The empty-field messages of the fields the complaint and the feedback form share. */
const personRequired = {
  fName: 'First name is required',
  lName: 'Last name is required',
  email: 'Email is required',
  contactNo: 'Contact number is required',
  address: 'Address is required',
};

describe('quick contact (dialog)', () => {
  const valid = validQuickContact;
  // The spec's messages, leading space and all.
  const required = {
    name: ' Name is required !!!',
    contactNo: 'Contact number is required',
    email: 'Email is required',
    subject: 'Subject is required !!!',
    message: 'Message is required !!!',
  };

  it('accepts a complete message and returns it trimmed', async () => {
    const result = await validateWith(quickContactSchema, { ...valid, name: `  ${valid.name} ` });
    expect(result).toEqual({ ok: true, value: valid });
  });

  requiresEvery(quickContactSchema, valid, required);

  rejects(quickContactSchema, valid, [
    ['name', '   ', required.name],
    ...mobileNumberCases('contactNo'),
    ['subject', 'Something else', required.subject],
    ...each('email', ['ravi', 'ravi@example', 'ravi @example.com'], 'Invalid email format'),
  ]);

  accepts(
    quickContactSchema,
    valid,
    QUICK_CONTACT_SUBJECTS.map((s) => ['subject', s]),
  );

  it('offers the ten subjects of docs/contract.md §3', () => {
    // Pinned in order and spelling, one subject after another, so an edit to choices.ts fails here.
    expect(QUICK_CONTACT_SUBJECTS.join('; ')).toBe(
      'Currency; Depository Services; Mobile Trading; Portfolio Management Services; ' +
        'Premium Client Services; Mutual Funds; Digital Library; NRI Desk; Dial N Trade; ' +
        'SLBM [Security Landing & Borrowing Merchandise]',
    );
  });
});

describe('quick contact (/contact-us variant)', () => {
  const valid = validContactPage;

  accepts(contactPageSchema, valid, [
    ['email', ''],
    ['phone', '+91 (22) 4000-1234'],
    ['subject', 'Any subject the visitor types'],
  ]);

  rejects(contactPageSchema, valid, [
    ...each('form', ['', 'dialog'], 'Please correct the highlighted fields'),
    ['email', 'meera.example.com', 'Invalid email format'],
    ...emptyCases({
      name: 'Name is required',
      phone: 'Phone is required',
      message: 'Message is required',
    }),
    ['subject', ' ', 'Subject is required'],
  ]);
});

describe('complaint', () => {
  const valid = validComplaint;
  const required = {
    ...personRequired,
    department: 'Department is required',
    complain: 'Complaint is required',
  };

  requiresEvery(complaintSchema, valid, required);

  rejects(complaintSchema, valid, [
    ...personNameCases('fName', 'First name', 'A', [
      'Anit4',
      'Anita_Rose',
      '-Anita',
      'Anita-',
      'Anita <b>',
    ]),
    ...personNameCases('lName', 'Last name', 'D', ['D3sai']),
    ['email', 'anita@', 'Invalid email format'],
    ...mobileNumberCases('contactNo'),
    ...each('department', ['select option', 'Sales'], required.department),
    ['address', 'Pune', 'Address must be at least 5 characters'],
    ['address', 'x'.repeat(101), 'Address cannot exceed 100 characters'],
    ['complain', 'Late', 'Complaint must be at least 5 characters'],
  ]);

  accepts(complaintSchema, valid, [
    ['fName', 'Al'],
    ['lName', "D'Souza"],
    ['lName', 'D’Souza'],
    ['fName', 'K. Srinivasan'],
    ['fName', 'K.'],
    ['fName', 'Anne-Marie'],
    ['fName', 'अनीता'],
    ['lName', 'Müller'],
    ['fName', A25],
    ['lName', 'Oz'],
    ['lName', A25],
    ['address', 'Thane'],
    ['address', 'x'.repeat(100)],
    ['complain', 'Late!'],
    ...DEPARTMENTS.map((d): [string, unknown] => ['department', d]),
  ]);

  it('offers the departments of docs/contract.md §3 after the blank choice', () => {
    expect(DEPARTMENTS).toEqual(['Back Office', 'DP', 'IT', 'All Others']);
  });
});

describe('feedback', () => {
  const valid = validFeedback;
  const required = {
    ...personRequired,
    modeOfCommute: 'Please tell us how you heard about us',
    feedback: 'Feedback is required',
  };

  requiresEvery(feedbackSchema, valid, required);

  rejects(feedbackSchema, valid, [
    ['email', 'kiran@example', 'Invalid email format'],
    ...mobileNumberCases('contactNo'),
    ['modeOfCommute', 'Television', required.modeOfCommute],
  ]);

  accepts(feedbackSchema, valid, [
    ...MODES_OF_COMMUTE.map((m): [string, unknown] => ['modeOfCommute', m]),
    ['lName', "D'Souza"],
    ['fName', 'K. Srinivasan'],
    ['fName', 'Anne-Marie'],
  ]);

  it('offers the ten modes of docs/contract.md §3', () => {
    // Pinned in order and spelling, as the subjects are above.
    expect(MODES_OF_COMMUTE.join('; ')).toBe(
      'Our Representative; Website; Search Engine; Email; News Paper; Friend; Hoardings; ' +
        'Advertisement; Company; Others',
    );
  });
});

describe('withdrawal', () => {
  // As the form sends it: the unused password empty, the amount as typed.
  const valid = { ...validWithdrawal, password: '', withdraw: '25000' };

  it('casts the amount to rupees and the PAN to capitals', async () => {
    const result = await validateWith(withdrawalSchema, { ...valid, panNo: 'abcde1234f' });
    expect(result).toEqual({
      ok: true,
      value: { ...valid, panNo: 'ABCDE1234F', withdraw: 25000 },
    });
  });

  accepts(withdrawalSchema, valid, [
    ['email', ''],
    ['segment', 'MCX Commodity'],
    ['withdraw', 0.5],
    ['withdraw', '2500.50'],
    ['withdraw', '2500.5'],
    ['withdraw', ' 25000 '],
    ['withdraw', 1500.25],
    ['password', undefined],
  ]);

  rejects(withdrawalSchema, valid, [
    ...emptyCases({
      clinetCode: 'Client code is required',
      name: 'Name is required',
      segment: 'Segment is required',
      contactNumber: 'Contact number is required',
      panNo: 'PAN is required',
      withdraw: 'Withdrawal amount is required',
    }),
    ['email', 'sunil.example.com', 'Invalid email format'],
    ...mobileNumberCases('contactNumber'),
    ['panNo', 'ABCDE12345', 'Invalid PAN format'],
    ['withdraw', 'ten thousand', 'Withdrawal amount must be a number'],
    ...each('withdraw', ['0', '-100'], 'Withdrawal amount must be greater than 0'),
    // Paise are the smallest unit, and an amount is written plainly (issue 8).
    ...each(
      'withdraw',
      [0.001, '0.001', '100.123', '1e7', '0x10', 1e-7],
      'Enter the amount in rupees with at most two decimals, e.g. 25000 or 2500.50',
    ),
  ]);

  it('drops fields the spec does not know', async () => {
    const result = await validateWith(withdrawalSchema, { ...valid, isAdmin: true });
    expect(result.ok && 'isAdmin' in result.value).toBe(false);
  });
});

describe('voluntary trading freeze', () => {
  const valid = { clientCode: 'VS1234', registeredEmail: 'a@example.com', contactNo: '9012345678' };

  accepts(stopTradeSchema, valid, [
    ['registeredEmail', ''],
    ['contactNo', ''],
  ]);

  rejects(stopTradeSchema, valid, [
    ['clientCode', '', 'Client code is required'],
    ['registeredEmail', 'a@b', 'Invalid email format'],
    ['contactNo', '90-12', 'Contact number must contain only digits'],
  ]);
});

describe('POST /api/quick-connect chooses its rules (issue 8)', () => {
  // Valid values for every field either variant knows; each subset of them is tried as a body.
  const values: Record<string, string> = {
    form: 'contact-page',
    name: 'Ravi Kumar',
    contactNo: '9876543210',
    phone: '022 4000 1234',
    email: 'ravi@example.com',
    subject: 'Mutual Funds',
    message: 'Please call me.',
  };
  const keys = Object.keys(values);
  const bodies = Array.from({ length: 2 ** keys.length }, (_, mask) =>
    Object.fromEntries(keys.filter((_, i) => mask & (2 ** i)).map((k) => [k, values[k]])),
  );
  // Each variant's required fields, written out from docs/contract.md §5 rather than read from the schemas.
  const dialogFields = ['name', 'contactNo', 'email', 'subject', 'message'];
  const pageFields = ['form', 'name', 'phone', 'subject', 'message'];
  const hasAll = (body: Record<string, unknown>, fields: string[]) =>
    fields.every((f) => f in body);

  it('accepts no body that lacks a required field of the variant it was taken as', async () => {
    const weak: Record<string, unknown>[] = [];
    for (const body of bodies) {
      const result = await validateWith(quickConnectSchemaFor(body), body);
      if (result.ok && !hasAll(body, dialogFields) && !hasAll(body, pageFields)) weak.push(body);
    }
    expect(weak).toEqual([]);
  });

  it('holds a body without the marker to every rule of the dialog, phone or not', async () => {
    const { form: _marker, ...unmarked } = values;
    void _marker;
    const result = await validateWith(quickConnectSchemaFor(unmarked), {
      ...unmarked,
      contactNo: '12345',
      subject: 'Anything',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        contactNo: 'Contact number must be at least 10 digits',
        subject: 'Subject is required !!!',
      },
    });
  });

  it('holds a marked body to every rule of the contact page', async () => {
    const result = await validateWith(quickConnectSchemaFor({ form: 'contact-page' }), {
      form: 'contact-page',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        phone: 'Phone is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
  });
});
