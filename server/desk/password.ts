// Staff passwords (docs/contract.md §11): only a slow, salted scrypt hash is kept, with its
// parameters, so the cost can be raised later without breaking stored hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** scrypt's work parameters, written into each hash. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** N=2^15, r=8: about 32 MiB and ~100 ms per hash, OWASP's recommended scrypt floor. */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const satisfies ScryptCost;

function derive(password: string, salt: Buffer, cost: ScryptCost) {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * `scrypt$N$r$p$salt$hash` (base64url); a fresh salt every time. Every real account is hashed at
 * SCRYPT_COST; only the tests' accounts pass a cheaper `cost` (server/testing/staffCost.ts), which
 * verifyPassword reads back from the hash like any other.
 */
export async function hashPassword(
  password: string,
  cost: ScryptCost = SCRYPT_COST,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  const { N, r, p } = cost;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key || !Object.values(cost).every(Number.isInteger)) {
    return false;
  }
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Spent on unknown usernames too, so the answer's timing does not tell which accounts exist. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
