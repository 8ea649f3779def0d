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

/** One rule of docs/contract.md §5, the 10-digit mobile number, as every form's field breaks it. */
const mobileNumberCases = (field: string): Case[] => [
  [field, '', 'Contact number is required'],
  [field, '98765abc10', 'Contact number must contain only digits'],
  [field, 'abc', 'Contact number must contain only digits'],
  [field, '98765 43210', 'Contact number must contain only digits'],
  [field, '91234-5678', 'Contact number must contain only digits'],
  [field, '99887766x5', 'Contact number must contain only digits'],
  [field, '98765', 'Contact number must be at least 10 digits'],
  [field, '987654321', 'Contact number must be at least 10 digits'],
  [field, '98765432101', 'Contact number cannot exceed 10 digits'],
];

const A25 = 'Abcdefghijklmnopqrstuvwxy';

describe('quick contact (dialog)', () => {
  const valid = validQuickContact;

  it('accepts a complete message and returns it trimmed', async () => {
    const result = await validateWith(quickContactSchema, { ...valid, name: `  ${valid.name} ` });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it('reports every empty field with the spec messages (leading space kept)', async () => {
    const result = await validateWith(quickContactSchema, {});
    expect(result).toEqual({
      ok: false,
      errors: {
        name: ' Name is required !!!',
        contactNo: 'Contact number is required',
        email: 'Email is required',
        subject: 'Subject is required !!!',
        message: 'Message is required !!!',
      },
    });
  });

  rejects(quickContactSchema, valid, [
    ['name', '   ', ' Name is required !!!'],
    ...mobileNumberCases('contactNo'),
    ['subject', '', 'Subject is required !!!'],
    ['subject', 'Something else', 'Subject is required !!!'],
    ['email', '', 'Email is required'],
    ['email', 'ravi', 'Invalid email format'],
    ['email', 'ravi@example', 'Invalid email format'],
    ['email', 'ravi @example.com', 'Invalid email format'],
    ['message', '', 'Message is required !!!'],
  ]);

  accepts(
    quickContactSchema,
    valid,
    QUICK_CONTACT_SUBJECTS.map((s) => ['subject', s]),
  );

  it('offers the ten subjects of docs/contract.md §3', () => {
    expect(QUICK_CONTACT_SUBJECTS).toEqual([
      'Currency',
      'Depository Services',
      'Mobile Trading',
      'Portfolio Management Services',
      'Premium Client Services',
      'Mutual Funds',
      'Digital Library',
      'NRI Desk',
      'Dial N Trade',
      'SLBM [Security Landing & Borrowing Merchandise]',
    ]);
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
    ['form', '', 'Please correct the highlighted fields'],
    ['form', 'dialog', 'Please correct the highlighted fields'],
    ['email', 'meera.example.com', 'Invalid email format'],
    ['name', '', 'Name is required'],
    ['phone', '', 'Phone is required'],
    ['subject', ' ', 'Subject is required'],
    ['message', '', 'Message is required'],
  ]);
});

describe('complaint', () => {
  const valid = validComplaint;

  it('reports every empty field', async () => {
    expect(await validateWith(complaintSchema, {})).toEqual({
      ok: false,
      errors: {
        fName: 'First name is required',
        lName: 'Last name is required',
        email: 'Email is required',
        contactNo: 'Contact number is required',
        department: 'Department is required',
        address: 'Address is required',
        complain: 'Complaint is required',
      },
    });
  });

  rejects(complaintSchema, valid, [
    ['fName', '', 'First name is required'],
    ['fName', 'A', 'First name must be at least 2 characters'],
    ['fName', `${A25}z`, 'First name cannot exceed 25 characters'],
    ['fName', 'Anit4', 'First name must contain only letters'],
    ['fName', 'Anita_Rose', 'First name must contain only letters'],
    ['fName', '-Anita', 'First name must contain only letters'],
    ['fName', 'Anita-', 'First name must contain only letters'],
    ['fName', 'Anita <b>', 'First name must contain only letters'],
    ['lName', '', 'Last name is required'],
    ['lName', 'D', 'Last name must be at least 2 characters'],
    ['lName', `${A25}z`, 'Last name cannot exceed 25 characters'],
    ['lName', 'D3sai', 'Last name must contain only letters'],
    ['email', '', 'Email is required'],
    ['email', 'anita@', 'Invalid email format'],
    ...mobileNumberCases('contactNo'),
    ['department', '', 'Department is required'],
    ['department', 'select option', 'Department is required'],
    ['department', 'Sales', 'Department is required'],
    ['address', '', 'Address is required'],
    ['address', 'Pune', 'Address must be at least 5 characters'],
    ['address', 'x'.repeat(101), 'Address cannot exceed 100 characters'],
    ['complain', '', 'Complaint is required'],
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

  it('requires every field', async () => {
    const result = await validateWith(feedbackSchema, {});
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(Object.keys(valid).sort());
  });

  rejects(feedbackSchema, valid, [
    ['fName', '', 'First name is required'],
    ['lName', '', 'Last name is required'],
    ['email', '', 'Email is required'],
    ['email', 'kiran@example', 'Invalid email format'],
    ...mobileNumberCases('contactNo'),
    ['modeOfCommute', '', 'Please tell us how you heard about us'],
    ['modeOfCommute', 'Television', 'Please tell us how you heard about us'],
    ['address', '', 'Address is required'],
    ['feedback', '', 'Feedback is required'],
  ]);

  accepts(feedbackSchema, valid, [
    ...MODES_OF_COMMUTE.map((m): [string, unknown] => ['modeOfCommute', m]),
    ['lName', "D'Souza"],
    ['fName', 'K. Srinivasan'],
    ['fName', 'Anne-Marie'],
  ]);

  it('offers the ten modes of docs/contract.md §3', () => {
    expect(MODES_OF_COMMUTE).toEqual([
      'Our Representative',
      'Website',
      'Search Engine',
      'Email',
      'News Paper',
      'Friend',
      'Hoardings',
      'Advertisement',
      'Company',
      'Others',
    ]);
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
    ['email', 'sunil.example.com', 'Invalid email format'],
    ['clinetCode', '', 'Client code is required'],
    ['name', '', 'Name is required'],
    ['segment', '', 'Segment is required'],
    ...mobileNumberCases('contactNumber'),
    ['panNo', '', 'PAN is required'],
    ['panNo', 'ABCDE12345', 'Invalid PAN format'],
    ['withdraw', '', 'Withdrawal amount is required'],
    ['withdraw', 'ten thousand', 'Withdrawal amount must be a number'],
    ['withdraw', '0', 'Withdrawal amount must be greater than 0'],
    ['withdraw', '-100', 'Withdrawal amount must be greater than 0'],
    // Paise are the smallest unit, and an amount is written plainly (issue 8).
    ...[0.001, '0.001', '100.123', '1e7', '0x10', 1e-7].map((amount): Case => [
      'withdraw',
      amount,
      'Enter the amount in rupees with at most two decimals, e.g. 25000 or 2500.50',
    ]),
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
