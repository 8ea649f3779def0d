// The audit log's hash chain (docs/contract.md §11): each entry's hash covers its content and the
// previous entry's hash, so removing, reordering or editing any entry breaks every later link.
import { createHash } from 'node:crypto';
import type { AuditEntryView } from '../../src/contract/desk';

/** What an entry says (the desk's view of it, less the hash that seals it). */
export type AuditFacts = Omit<AuditEntryView, 'hash'>;

export interface ChainedEntry extends AuditFacts {
  prev: string;
  hash: string;
}

/** The hash before the first entry. */
export const GENESIS = '0'.repeat(64);

export function entryHash(prev: string, facts: AuditFacts): string {
  // A fixed field order (not JSON of the object as given) so the hash never depends on key order.
  const canonical = JSON.stringify([
    facts.seq,
    facts.at,
    facts.actor,
    facts.action,
    facts.target ?? null,
    facts.detail ?? null,
  ]);
  return createHash('sha256').update(prev).update('\n').update(canonical).digest('hex');
}

/** The entry that follows `last` (undefined: the first one). */
export function chainAfter(
  last: ChainedEntry | undefined,
  facts: Omit<AuditFacts, 'seq'>,
): ChainedEntry {
  const prev = last?.hash ?? GENESIS;
  const entry = { ...facts, seq: (last?.seq ?? 0) + 1 };
  return { ...entry, prev, hash: entryHash(prev, entry) };
}

export type ChainStatus = { ok: true } | { ok: false; brokenAt: number; reason: string };

/** Checks the whole log, in any order given; reports the first broken place. */
export function verifyChain(entries: readonly ChainedEntry[]): ChainStatus {
  const sorted = [...entries].sort((a, b) => a.seq - b.seq);
  let prev = GENESIS;
  for (const [i, entry] of sorted.entries()) {
    const expectedSeq = i + 1;
    if (entry.seq !== expectedSeq) {
      const reason =
        entry.seq > expectedSeq
          ? `entry ${expectedSeq} is missing`
          : `entry ${entry.seq} appears twice`;
      return { ok: false, brokenAt: expectedSeq, reason };
    }
    if (entry.prev !== prev) {
      return {
        ok: false,
        brokenAt: entry.seq,
        reason: `entry ${entry.seq} does not follow the one before`,
      };
    }
    if (entryHash(prev, entry) !== entry.hash) {
      return { ok: false, brokenAt: entry.seq, reason: `entry ${entry.seq} was altered` };
    }
    prev = entry.hash;
  }
  return { ok: true };
}
