// PII on the desk (docs/contract.md §11): roles that work a queue see it whole; everyone else
// (the auditor) sees enough to tell records apart, never enough to contact or identify.

/** The fields of any queue's record that are personal data. */
export const PII_FIELDS = [
  'email',
  'registeredEmail',
  'contactNo',
  'contactNumber',
  'phone',
  'address',
  'panNo',
] as const;

const STARS = '•••';

function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return STARS;
  return `${email[0]}${STARS}@${email.slice(at + 1)}`;
}

/** Phones and PAN keep their last 2 characters; addresses nothing. */
export function maskValue(field: string, value: string): string {
  if (!value) return value;
  if (field === 'email' || field === 'registeredEmail') return maskEmail(value);
  if (field === 'address') return STARS;
  return `${STARS}${value.slice(-2)}`;
}

export function maskPii<T extends Record<string, unknown>>(fields: T): T {
  const masked: Record<string, unknown> = { ...fields };
  for (const field of PII_FIELDS) {
    const value = masked[field];
    if (typeof value === 'string') masked[field] = maskValue(field, value);
  }
  return masked as T;
}
