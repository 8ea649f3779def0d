import { randomInt } from 'node:crypto';

// Crockford's base-32: no I, L, O or U, so a number read out over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A reference number like `CMP-7K4Q-9XTD`: 8 random symbols (40 bits, about 10^12 values) from a
 * cryptographic source, so numbers cannot be guessed or enumerated, yet are short enough to read out.
 */
export function newReference(prefix: string): string {
  let body = '';
  for (let i = 0; i < 8; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${body.slice(0, 4)}-${body.slice(4)}`;
}

/**
 * The canonical form of a typed reference: case, spaces and dashes ignored, and the letters people
 * confuse with digits (O, I, L) read as the digits, as Crockford's decoding does.
 */
export function normalizeReference(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/**
 * The stored form (`CMP-7K4Q-9XTD`) of a typed reference, or '' when it cannot be one: lookups
 * then match the unique index exactly, whichever engine holds it. With `prefix`, the 8 symbols
 * typed alone (`7K4Q-9XTD`) are read as that prefix's number.
 */
export function canonicalReference(input: string, prefix?: string): string {
  const typed = normalizeReference(input);
  const n = prefix && /^[0-9A-Z]{8}$/.test(typed) ? prefix + typed : typed;
  return /^[A-Z]{3}[0-9A-Z]{8}$/.test(n) ? `${n.slice(0, 3)}-${n.slice(3, 7)}-${n.slice(7)}` : '';
}
