// Complaints as the SEBI tables and the grievance dashboard index them (ComplaintFacts), built from
// IST wall-clock times and their status changes, for the disclosures' hand-worked tests.
import type { ComplaintSource } from '../../src/contract/desk';
import type { ComplaintFacts } from '../disclosures/complaintTables';

/** An IST wall-clock time as the ISO instant the store would keep. */
export const ist = (local: string) => new Date(`${local}+05:30`).toISOString();

/** Received at `received` (IST), opened, then each `[at, status]` change in turn. */
export function complaintFacts(
  received: string,
  changes: readonly (readonly [string, string])[] = [],
  split: { department?: string; source?: ComplaintSource | undefined } = {},
): ComplaintFacts {
  const history = [
    { at: ist(received), to: 'Open' },
    ...changes.map(([at, to]) => ({ at: ist(at), to })),
  ];
  return {
    createdAt: ist(received),
    updatedAt: history.at(-1)!.at,
    department: split.department ?? 'Back Office',
    source: split.source,
    status: history.at(-1)!.to,
    history,
  };
}
