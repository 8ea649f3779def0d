import { describe, expect, it } from 'vitest';
import { validComplaint, validWithdrawal } from '../testing/payloads';
import { maskPii } from './mask';

describe('maskPii', () => {
  it('hides e-mail, phone, address and PAN but keeps what tells records apart', () => {
    const masked = maskPii({ ...validWithdrawal, address: '12 MG Road' });
    expect(masked).toMatchObject({
      email: 'a•••@example.in',
      contactNumber: '•••10',
      panNo: '•••4F',
      address: '•••',
      name: validWithdrawal.name,
      clinetCode: validWithdrawal.clinetCode,
    });
    const text = JSON.stringify(maskPii(validComplaint));
    for (const secret of ['asha.rao', '9876543210', 'MG Road']) expect(text).not.toContain(secret);
  });

  it('leaves empty optional fields empty and the input untouched', () => {
    const input = { registeredEmail: '', contactNo: '9876543210' };
    expect(maskPii(input)).toEqual({ registeredEmail: '', contactNo: '•••10' });
    expect(input.contactNo).toBe('9876543210');
  });
});
