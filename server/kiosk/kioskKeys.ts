// Kiosk enrolment (docs/contract.md §14): head office issues a kiosk its key on the desk, shown
// once; the store keeps only the SHA-256 of the key's secret (256 random bits, so a plain hash is
// enough: there is nothing to guess a dictionary for), compared in constant time. A revoked key
// stays in the store, marked, and is refused from then on.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  KIOSK_KEY_PATTERN,
  KIOSK_KEY_SCHEME,
  type KioskEnrolment,
} from '../../src/contract/kioskFleet';
import type { KioskKeyRecord, Store, Stored } from '../store/types';

const SECRET_BYTES = 32;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

export function enrolmentOf(record: Stored<KioskKeyRecord>): KioskEnrolment {
  return {
    kioskId: record.kioskId,
    branchName: record.branchName,
    issuedAt: record.createdAt,
    issuedBy: record.issuedBy,
    revokedAt: record.revokedAt ?? null,
    revokedBy: record.revokedBy ?? null,
  };
}

/** A new kiosk id and its key; the caller shows the key once and keeps nothing of it. */
export async function issueKioskKey(
  store: Store,
  branchName: string,
  issuedBy: string,
): Promise<{ enrolment: KioskEnrolment; key: string }> {
  const kioskId = `k-${randomUUID()}`;
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  const record = await store.kioskKeys.insert({
    kioskId,
    branchName,
    secretHash: hashOf(secret).toString('hex'),
    issuedBy,
  });
  return { enrolment: enrolmentOf(record), key: `${kioskId}.${secret}` };
}

/**
 * Marks the kiosk's key revoked; `changed` is false when it already was (a second revocation is
 * harmless). Undefined when no such kiosk is enrolled.
 */
export async function revokeKioskKey(
  store: Store,
  kioskId: string,
  revokedBy: string,
  now: Date,
): Promise<{ enrolment: KioskEnrolment; changed: boolean } | undefined> {
  const known = await store.kioskKeys.findBy('kioskId', kioskId);
  if (!known) return undefined;
  if (known.revokedAt) return { enrolment: enrolmentOf(known), changed: false };
  const revoked = await store.kioskKeys.update(known.id, known.version, (current) => ({
    ...current,
    revokedAt: now.toISOString(),
    revokedBy,
  }));
  return { enrolment: enrolmentOf(revoked), changed: true };
}

/**
 * The kiosk id an `Authorization` header proves, or null: a well-formed key of an enrolled kiosk,
 * not revoked, whose secret hashes to the stored hash.
 */
export async function kioskOfAuthorization(
  store: Store,
  header: string | undefined,
): Promise<string | null> {
  const [scheme, key = '', extra] = (header ?? '').trim().split(/\s+/);
  if (scheme !== KIOSK_KEY_SCHEME || extra !== undefined) return null;
  const parts = KIOSK_KEY_PATTERN.exec(key);
  if (!parts) return null;
  const [, kioskId = '', secret = ''] = parts;
  const known = await store.kioskKeys.findBy('kioskId', kioskId);
  if (!known || known.revokedAt) return null;
  const stored = Buffer.from(known.secretHash, 'hex');
  const given = hashOf(secret);
  return stored.length === given.length && timingSafeEqual(stored, given) ? kioskId : null;
}

/** Whether the kiosk holds a key that is not revoked (the desk lists and steers only these). */
export async function isEnrolled(store: Store, kioskId: string): Promise<boolean> {
  const known = await store.kioskKeys.findBy('kioskId', kioskId);
  return !!known && !known.revokedAt;
}
