// docs/contract.md §11, Grievance dashboard, "By owner": an episode counts under the owner it had
// when resolved in a month, or at that month's end while pending; the index keeps one owner, or
// the owner from each month on only when it changed hands across a month's end.
import { describe, expect, it } from 'vitest';
import { complaintFacts, ist } from '../testing/complaintFacts';
import { indexComplaints, type ComplaintFacts } from './complaintTables';
import { ownerIn } from './episodeOwner';
import { parseMonth } from './istMonths';

const month = (text: string) => parseMonth(text)!;

/** Received, owned as `owners` says (`[at, from, to]`), its status changed as `changes` says. */
const complaint = (
  received: string,
  owners: [string, string | null, string | null][],
  changes: [string, string][] = [],
): ComplaintFacts => ({
  ...complaintFacts(received, changes),
  owner: owners.at(-1)?.[2] ?? undefined,
  ownerHistory: owners.map(([at, from, to]) => ({ at: ist(at), from, to })),
});

describe('the owner of an episode as each month saw it', () => {
  it('pending over months: the owner at each month’s end, then the one who resolved it', async () => {
    const { episodes } = await indexComplaints([
      [
        complaint(
          '2026-07-10T10:00',
          [
            ['2026-07-10T10:00', null, 'gita'],
            ['2026-08-31T23:59', 'gita', 'meera'],
            ['2026-10-02T10:00', 'meera', 'ravi'],
            ['2026-10-20T10:00', 'ravi', 'gita'],
            // After it was resolved: no month counts it.
            ['2026-11-03T10:00', 'gita', 'omar'],
          ],
          [['2026-10-25T10:00', 'Closed']],
        ),
      ],
    ]);
    const e = episodes[0]!;
    expect(
      ['2026-07', '2026-08', '2026-09', '2026-10'].map((m) => ownerIn(e.owner, month(m))),
    ).toEqual(['gita', 'meera', 'meera', 'gita']);
  });

  it('one owner, or none, is kept as it is: no list for an assignment at receipt', async () => {
    const { episodes } = await indexComplaints([
      [
        complaint(
          '2026-07-10T10:00',
          [['2026-07-10T10:00', null, 'gita']],
          [['2026-09-01T10:00', 'Closed']],
        ),
        { ...complaint('2026-07-10T10:00', []), owner: 'meera', ownerHistory: undefined },
        complaint('2026-07-10T10:00', []),
        // Handed over within the month it was received and resolved in: the later owner.
        complaint(
          '2026-07-10T10:00',
          [
            ['2026-07-10T10:00', null, 'gita'],
            ['2026-07-12T10:00', 'gita', 'meera'],
          ],
          [['2026-07-20T10:00', 'Closed']],
        ),
      ],
    ]);
    expect(episodes.map((e) => e.owner)).toEqual(['gita', 'meera', undefined, 'meera']);
  });

  it('a reopening is its own episode: the owner when it was closed, then at the month’s end', async () => {
    const { episodes } = await indexComplaints([
      [
        complaint(
          '2026-07-01T10:00',
          [
            ['2026-07-01T10:00', null, 'gita'],
            ['2026-07-05T10:00', 'gita', null],
          ],
          [
            ['2026-07-03T10:00', 'Closed'],
            ['2026-07-04T10:00', 'Open'],
          ],
        ),
      ],
    ]);
    expect(episodes.map((e) => ownerIn(e.owner, month('2026-07')))).toEqual(['gita', undefined]);
  });
});
