// Fills the complaints of a benchmark store up to a given count through the engine's bulk path
// (`insertStored`: the lowdb engine writes each file once, PostgreSQL inserts in batches of 1000),
// so 100k records take seconds, not 100k HTTP POSTs.
import { randomBytes, randomUUID } from 'node:crypto';
import { COMPLAINT_STATUSES } from '../../src/contract/choices';
import { canonicalReference } from '../../server/store/ids';
import type { ComplaintRecord, Store, Stored } from '../../server/store/types';
import { validComplaint } from '../../server/testing/payloads';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `count` distinct numbers in the server's format (server/store/ids.ts), from one buffer of random
 * bytes: 5 bytes give the 8 base-32 symbols. newReference's per-symbol randomInt took seconds here.
 */
export function complaintNumbers(count: number, taken: ReadonlySet<string>): string[] {
  const numbers = new Set<string>();
  while (numbers.size < count) {
    const bytes = randomBytes(5 * (count - numbers.size));
    for (let at = 0; at < bytes.length; at += 5) {
      let bits = bytes.readUIntBE(at, 5);
      let body = '';
      for (let i = 0; i < 8; i++, bits = Math.floor(bits / 32)) body += ALPHABET[bits % 32];
      const complainNo = canonicalReference(`CMP${body}`);
      if (!taken.has(complainNo)) numbers.add(complainNo);
    }
  }
  return [...numbers];
}

/**
 * One stored complaint as a benchmark seeds it: the valid form's fields from the Back Office,
 * sent from the site at `at` with `complain` as its text, `status` its first history entry.
 */
export function storedComplaint(
  complainNo: string,
  complain: string,
  status: ComplaintRecord['status'],
  at: string,
): Stored<ComplaintRecord> {
  return {
    ...validComplaint,
    department: 'Back Office',
    complain,
    complainNo,
    status,
    history: [{ by: 'web', at, from: null, to: status }],
    source: 'Web',
    id: randomUUID(),
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
}

/**
 * Adds complaints until `store` holds `target`, none numbered as one of `taken` (the numbers
 * already stored); returns the numbers added. All are created in the
 * current month, a millisecond apart and before now: the busiest case for the lowdb engine's
 * monthly files (docs/storage.md, Performance).
 */
export async function seedComplaints(
  store: Store,
  target: number,
  taken: ReadonlySet<string>,
): Promise<string[]> {
  const missing = target - (await store.complaint.count());
  if (missing <= 0) return [];
  const numbers = complaintNumbers(missing, taken);
  const start = Date.now() - missing;
  const records = numbers.map((complainNo, i) =>
    storedComplaint(
      complainNo,
      `Benchmark complaint ${i}: the contract note has not arrived.`,
      COMPLAINT_STATUSES[0],
      new Date(start + i).toISOString(),
    ),
  );
  await store.complaint.insertStored(records);
  return numbers;
}
