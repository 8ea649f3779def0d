// The sealed format's promises that the app-level suite (piiAtRest.test.ts) cannot see: a value
// sealed again is never the same text (a fresh nonce each time, across the nonces' draws), and
// every one of them opens.
import { describe, expect, it } from 'vitest';
import { FieldCipher, parseDataKey, newDataKey } from './fieldCipher';

describe('FieldCipher', () => {
  const cipher = new FieldCipher(parseDataKey(newDataKey()));

  it('seals the same value under a fresh nonce each time, over several draws of nonces, and opens each', () => {
    const sealed = Array.from({ length: 1_000 }, () => cipher.seal('email', 'asha@example.in'));
    const nonces = new Set(sealed.map((value) => value.sealed.split(':')[1]!.slice(0, 16)));
    expect(nonces.size).toBe(sealed.length);
    for (const value of sealed) expect(cipher.open('email', value)).toBe('asha@example.in');
    expect(new Set(sealed.map((value) => value.hash)).size).toBe(1);
  });

  it('opens a value only as the field it was sealed as', () => {
    const value = cipher.seal('email', 'asha@example.in');
    expect(() => cipher.open('to', value)).toThrow();
  });
});
