// The committing records' unique values are counted, not searched (inFlight.ts): each check below
// would pass with a pass over the records too; what they pin is the counting's bookkeeping.
import { expect, it } from 'vitest';
import { InFlight } from './inFlight';

const stored = (id: string, complainNo: string, version = 1) => ({
  id,
  complainNo,
  createdAt: '2026-12-03T10:00:00.000Z',
  updatedAt: '2026-12-03T10:00:00.000Z',
  version,
});

const committing = () =>
  new InFlight((collection) => (collection === 'complaints' ? ['complainNo'] : []));

it('a committing record holds its unique values until its commit is over', () => {
  const inFlight = committing();
  const record = stored('a', 'CMP-1');
  inFlight.add('complaints', record);
  expect(inFlight.holds('complaints', 'complainNo', 'CMP-1')).toBe(true);
  expect(inFlight.holds('complaints', 'complainNo', 'CMP-2')).toBe(false);
  expect(inFlight.holds('feedback', 'complainNo', 'CMP-1')).toBe(false);
  expect(inFlight.get('complaints', 'a')).toBe(record);
  inFlight.remove('complaints', record);
  expect(inFlight.holds('complaints', 'complainNo', 'CMP-1')).toBe(false);
  expect(inFlight.get('complaints', 'a')).toBeUndefined();
});

it("a record staged again while committing: the later version's values count, the earlier's not", () => {
  const inFlight = committing();
  const first = stored('a', 'CMP-1');
  const second = stored('a', 'CMP-9', 2);
  inFlight.add('complaints', first);
  inFlight.add('complaints', second);
  expect(inFlight.holds('complaints', 'complainNo', 'CMP-1')).toBe(false);
  expect(inFlight.holds('complaints', 'complainNo', 'CMP-9')).toBe(true);
  // The first version's commit ends: the second is still committing.
  inFlight.remove('complaints', first);
  expect(inFlight.get('complaints', 'a')).toBe(second);
  expect(inFlight.holds('complaints', 'complainNo', 'CMP-9')).toBe(true);
  inFlight.remove('complaints', second);
  expect(inFlight.holds('complaints', 'complainNo', 'CMP-9')).toBe(false);
});

it('two committing records with one value (the collection refuses the second later): held until both end', () => {
  const inFlight = committing();
  const a = stored('a', 'CMP-1');
  const b = stored('b', 'CMP-1');
  inFlight.add('complaints', a);
  inFlight.add('complaints', b);
  inFlight.remove('complaints', a);
  expect(inFlight.holds('complaints', 'complainNo', 'CMP-1')).toBe(true);
  inFlight.remove('complaints', b);
  expect(inFlight.holds('complaints', 'complainNo', 'CMP-1')).toBe(false);
});
