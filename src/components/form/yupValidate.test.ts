// The browser validates synchronously with yupValidate; the server with validateWith. Both must
// give a visitor the same message for the same input.
import { describe, expect, it } from 'vitest';
import {
  complaintSchema,
  contactPageSchema,
  feedbackSchema,
  quickContactSchema,
  stopTradeSchema,
  validateWith,
  withdrawalSchema,
} from '../../contract/schemas';
import { yupValidate } from './yupValidate';

const samples: [string, Parameters<typeof yupValidate>[0], Record<string, unknown>[]][] = [
  [
    'quick contact',
    quickContactSchema,
    [
      {},
      { name: ' ', contactNo: 'abc', email: 'x@y', subject: 'Nope', message: '' },
      {
        name: 'R',
        contactNo: '98765432101',
        email: 'r@example.com',
        subject: 'Currency',
        message: 'Hi',
      },
    ],
  ],
  [
    'contact page',
    contactPageSchema,
    [{}, { email: 'bad', name: 'M', phone: '1', subject: 's', message: 'm' }],
  ],
  [
    'complaint',
    complaintSchema,
    [
      {},
      {
        fName: 'A',
        lName: 'B4',
        email: 'a@',
        contactNo: '12',
        department: 'select option',
        address: 'abc',
        complain: 'x',
      },
    ],
  ],
  ['feedback', feedbackSchema, [{}, { contactNo: '99887766554', modeOfCommute: 'TV' }]],
  ['withdrawal', withdrawalSchema, [{}, { withdraw: 'ten', panNo: 'abc', contactNumber: '1x' }]],
  [
    'freeze',
    stopTradeSchema,
    [{}, { clientCode: 'VS1', registeredEmail: 'a@b', contactNo: '9-1' }],
  ],
];

describe('yupValidate (browser) agrees with validateWith (server)', () => {
  for (const [label, schema, cases] of samples) {
    it.each(cases)(`${label}: %j`, async (values) => {
      const server = await validateWith(schema, values);
      expect(yupValidate(schema)(values)).toEqual(server.ok ? undefined : server.errors);
    });
  }

  it('returns undefined (no errors) for valid values', () => {
    const values = { clientCode: 'VS1234', registeredEmail: '', contactNo: '' };
    expect(yupValidate(stopTradeSchema)(values)).toBeUndefined();
  });

  it('reports the exact spec message, leading space included', () => {
    expect(yupValidate(quickContactSchema)({})?.name).toBe(' Name is required !!!');
  });
});
