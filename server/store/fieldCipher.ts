// Personal fields at rest (docs/storage.md, "PII at rest"): the phones, PAN, e-mail and postal
// addresses a request kind declares `sealed` (src/contract/requests/fields.ts) are stored as
// AES-256-GCM ciphertext under DATA_KEY, beside a keyed hash (HMAC-SHA-256) that the desk's search
// matches a typed phone, PAN or e-mail address against. Only this module knows the format; sealedStore.ts applies it at the store's boundary.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

/** DATA_KEY's length: 32 random bytes, written as base64 (44 characters). */
export const DATA_KEY_BYTES = 32;

/** How to make a key, for the messages that ask for one (README, "DATA_KEY"). */
export const MAKE_DATA_KEY =
  "node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64'))\"";

/**
 * A field as stored: `sealed` is `<key id>:<base64url of nonce | ciphertext | tag>`, `hash` the
 * keyed hash of its canonical value (canonical below), which search reads instead of the value.
 */
export interface SealedValue {
  sealed: string;
  hash: string;
}

const NONCE_BYTES = 12;
/**
 * Nonces drawn from the system's random source this many at a time: one draw costs about 4 µs
 * whatever its size, and a POST seals five values or more (as node's randomUUID draws for 128).
 */
const NONCES_A_DRAW = 256;
let nonces = Buffer.alloc(0);
let nextNonce = 0;

/** A fresh random nonce, never handed out before (each draw is a new buffer, used once through). */
function freshNonce(): Buffer {
  if (nextNonce + NONCE_BYTES > nonces.length) {
    nonces = randomBytes(NONCE_BYTES * NONCES_A_DRAW);
    nextNonce = 0;
  }
  nextNonce += NONCE_BYTES;
  return nonces.subarray(nextNonce - NONCE_BYTES, nextNonce);
}
const TAG_BYTES = 16;
/** 128 bits of HMAC-SHA-256 in hex: enough to tell values apart, half the index of a full one. */
const HASH_HEX = 32;

/** The value a DATA_KEY setting gives, refused with a message saying how to make a right one. */
export function parseDataKey(text: string, name = 'DATA_KEY'): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) || key.length !== DATA_KEY_BYTES) {
    throw new Error(
      `${name} must be ${DATA_KEY_BYTES} random bytes in base64 (44 characters); make one with  ${MAKE_DATA_KEY}`,
    );
  }
  return key;
}

/** A new random key, as DATA_KEY holds it. */
export function newDataKey(): string {
  return randomBytes(DATA_KEY_BYTES).toString('base64');
}

/** One key's three parts: its id (public, in each sealed value), its cipher key, its hash key. */
interface KeyParts {
  id: string;
  encrypt: Buffer;
  hash: Buffer;
}

function keyParts(key: Buffer): KeyParts {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', key, '', info, 32));
  return {
    // Tells a value sealed under another key (a rotation, a wrong DATA_KEY) without trying it.
    id: createHash('sha256').update(derive('investor-data-key-id')).digest('hex').slice(0, 8),
    encrypt: derive('investor-field-cipher'),
    hash: derive('investor-field-hash'),
  };
}

/** A whole e-mail address as typed: one `@` between non-blank parts. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * What a value is compared as: an e-mail address trimmed and in lower case (its dots and signs
 * tell addresses apart); anything else (a phone, a PAN, a postal address) letters and digits only,
 * upper case, and an Indian number without its country code or trunk zero (`+91 98765-43210`,
 * `098765 43210` → `9876543210`).
 */
export function canonical(value: string): string {
  const trimmed = value.trim();
  if (EMAIL.test(trimmed)) return trimmed.toLowerCase();
  const plain = value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (/^(?:91|0)\d{10}$/.test(plain)) return plain.slice(-10);
  return plain;
}

/** A sealed value as stored: checked by shape, since a record is JSON. */
export function isSealed(value: unknown): value is SealedValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SealedValue).sealed === 'string' &&
    typeof (value as SealedValue).hash === 'string'
  );
}

/** The key id a sealed value names. */
export function keyIdOf(value: SealedValue): string {
  return value.sealed.slice(0, value.sealed.indexOf(':'));
}

/** A sealed value's key is not among the ones given: the wrong DATA_KEY, or one rotated away. */
export class UnknownDataKeyError extends Error {
  constructor(readonly keyId: string) {
    super(
      `a record is encrypted with data key ${keyId}, which DATA_KEY is not: start with the key the data was encrypted with (docs/storage.md, "PII at rest")`,
    );
    this.name = 'UnknownDataKeyError';
  }
}

/**
 * Seals with the current key; opens what the current key or `previous` (a rotation under way)
 * sealed. The field's name is the associated data: a value moved to another field does not open.
 */
export class FieldCipher {
  private readonly current: KeyParts;
  private readonly keys = new Map<string, KeyParts>();

  constructor(key: Buffer, previous: readonly Buffer[] = []) {
    this.current = keyParts(key);
    for (const parts of [this.current, ...previous.map(keyParts)]) this.keys.set(parts.id, parts);
  }

  /** The current key's id, which every value it seals carries. */
  get keyId(): string {
    return this.current.id;
  }

  seal(field: string, value: string): SealedValue {
    const nonce = freshNonce();
    const cipher = createCipheriv('aes-256-gcm', this.current.encrypt, nonce);
    cipher.setAAD(Buffer.from(field));
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return {
      sealed: `${this.current.id}:${Buffer.concat([nonce, body]).toString('base64url')}`,
      hash: this.hash(value),
    };
  }

  open(field: string, value: SealedValue): string {
    const id = keyIdOf(value);
    const parts = this.keys.get(id);
    if (!parts) throw new UnknownDataKeyError(id);
    const bytes = Buffer.from(value.sealed.slice(id.length + 1), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', parts.encrypt, bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(field));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const body = bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }

  /** The keyed hash a search for `value` looks for: the same for every field holding it. */
  hash(value: string): string {
    return createHmac('sha256', this.current.hash)
      .update(canonical(value))
      .digest('hex')
      .slice(0, HASH_HEX);
  }

  /** Whether `value` is sealed under the current key (a rotation seals the others again). */
  isCurrent(value: SealedValue): boolean {
    return keyIdOf(value) === this.current.id;
  }

  /**
   * The hashes a typed search `q` is looked for as: none unless it is a whole e-mail address, or
   * a whole phone number or PAN (8 or more letters and digits with a digit), since a hash matches
   * whole values only.
   */
  searchHashes(q: string | undefined): string[] {
    const plain = canonical(q ?? '');
    const whole = plain.includes('@') || (plain.length >= 8 && /\d/.test(plain));
    return whole ? [this.hash(plain)] : [];
  }

  /** `record` with each of `fields` holding a string sealed; `before`'s sealed values kept when unchanged. */
  sealRecord<T extends object>(
    record: T,
    fields: readonly string[],
    before?: { sealed: object; open: object },
  ): T {
    let out: Record<string, unknown> | undefined;
    for (const field of fields) {
      const value = (record as Record<string, unknown>)[field];
      if (typeof value !== 'string' || value === '') continue;
      out ??= { ...record } as Record<string, unknown>;
      const kept = before && (before.sealed as Record<string, unknown>)[field];
      const same = before && (before.open as Record<string, unknown>)[field] === value;
      out[field] = same && isSealed(kept) && this.isCurrent(kept) ? kept : this.seal(field, value);
    }
    return (out as T | undefined) ?? record;
  }

  /** `record` with each of `fields` that is sealed opened. */
  openRecord<T extends object>(record: T, fields: readonly string[]): T {
    let out: Record<string, unknown> | undefined;
    for (const field of fields) {
      const value = (record as Record<string, unknown>)[field];
      if (!isSealed(value)) continue;
      out ??= { ...record } as Record<string, unknown>;
      out[field] = this.open(field, value);
    }
    return (out as T | undefined) ?? record;
  }

  /** Whether `record` has a field in clear or sealed under another key: the sealing pass seals it. */
  needsSealing(record: object, fields: readonly string[]): boolean {
    return fields.some((field) => {
      const value = (record as Record<string, unknown>)[field];
      return isSealed(value) ? !this.isCurrent(value) : typeof value === 'string' && value !== '';
    });
  }
}
