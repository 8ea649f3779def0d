// Fills the complaints of a benchmark store up to a given count through the engine's bulk path
// (`insertStored`: the lowdb engine writes each file once, PostgreSQL inserts in batches of 1000),
// so 100k records take seconds, not 100k HTTP POSTs.
import { randomUUID } from 'node:crypto';
import { COMPLAINT_STATUSES } from '../../src/contract/choices';
import { newReference } from '../../server/store/ids';
import type { ComplaintRecord, Store, Stored } from '../../server/store/types';
import { validComplaint } from '../../server/testing/payloads';

/**
 * Adds complaints until `store` holds `target`; returns the numbers added. All are created in the
 * current month, a millisecond apart and before now: the busiest case for the lowdb engine's
 * monthly files (docs/storage.md, Performance).
 */
export async function seedComplaints(store: Store, target: number): Promise<string[]> {
  const missing = target - (await store.complaints.count());
  if (missing <= 0) return [];
  const taken = new Set<string>();
  const records: Stored<ComplaintRecord>[] = [];
  const start = Date.now() - missing;
  const status = COMPLAINT_STATUSES[0];
  for (let i = 0; i < missing; i++) {
    let complainNo = newReference('CMP');
    while (taken.has(complainNo)) complainNo = newReference('CMP');
    taken.add(complainNo);
    const at = new Date(start + i).toISOString();
    records.push({
      ...validComplaint,
      department: 'Back Office',
      complain: `Benchmark complaint ${i}: the contract note has not arrived.`,
      complainNo,
      status,
      history: [{ by: 'web', at, from: null, to: status }],
      source: 'Web',
      id: randomUUID(),
      createdAt: at,
      updatedAt: at,
      version: 1,
    });
  }
  await store.complaints.insertStored(records);
  return [...taken];
}
