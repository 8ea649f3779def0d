// PII on the desk (docs/contract.md §11): roles that work a queue see it whole; everyone else
// (the auditor) sees enough to tell records apart, never enough to contact or identify. Which
// fields are personal, and how each is hidden, is declared on the request kinds (`fields`).
import { REQUEST_FIELDS, type FieldDeclarations, type PiiMask } from '../../src/contract/requests';

const STARS = '•••';

function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return STARS;
  return `${email[0]}${STARS}@${email.slice(at + 1)}`;
}

/** Phones and PAN keep their last 2 characters; addresses nothing. */
export function maskValue(mask: PiiMask, value: string): string {
  if (!value) return value;
  if (mask === 'email') return maskEmail(value);
  if (mask === 'all') return STARS;
  return `${STARS}${value.slice(-2)}`;
}

/** Every field some kind declares personal is masked, whichever queue the record is in. */
export function maskPii<T extends Record<string, unknown>>(
  fields: T,
  declared: FieldDeclarations = REQUEST_FIELDS,
): T {
  const masked: Record<string, unknown> = { ...fields };
  for (const [field, value] of Object.entries(masked)) {
    const mask = declared[field]?.pii;
    if (mask && typeof value === 'string') masked[field] = maskValue(mask, value);
  }
  return masked as T;
}
