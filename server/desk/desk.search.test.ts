// The desk's search `q` reads the complaint's text and the staff notes, on both engines alike
// (docs/contract.md §11, docs/storage.md Search): the same seeded records, the same answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskApi, type QueueName, type QueuePage } from '../../src/contract/desk';
import { deskForSuite } from '../testing/desk';
import { validComplaint, validStopTrade } from '../testing/payloads';
import { engines } from '../store/testing/engines';

/** Each seeded complaint's number, its text and the note its status change carries, if any. */
const COMPLAINTS = [
  ['CMP-TEXT-ENG1', 'Please send the Contract Note for 12 May; it never came.'],
  ['CMP-TEXT-HIN1', 'मेरा कॉन्ट्रैक्ट नोट नहीं मिला, कृपया भेजें।'],
  ['CMP-TEXT-GUJ1', 'મારી કોન્ટ્રાક્ટ નોટ મળી નથી, કૃપા કરી મોકલો.'],
  ['CMP-TEXT-NOTE', 'The dividend for March is missing.', 'Investor also wants the CONTRACT NOTE'],
  ['CMP-TEXT-NOHI', 'The dividend for June is missing.', 'निवेशक को ईमेल भेजा; કોલ કર્યો'],
  ['CMP-TEXT-SPEC', `Charged 100% of "margin_call" at C:\\fees; O'Brien's desk`],
  ['CMP-TEXT-SPLT', 'Still waiting for my contract', 'note the dates'],
  ['CMP-TEXT-NONE', 'The dividend for April is missing.'],
] as const;

describe.each(engines)('desk search in complaint text and staff notes: $name', (engine) => {
  const { desk, staff } = deskForSuite(engine, {
    grievance: ['meera'],
    auditor: ['audrey'],
    operations: ['ravi'],
  });

  beforeAll(async () => {
    for (const [complainNo, complain, note] of COMPLAINTS) {
      await desk.store.complaint.insert({
        ...validComplaint,
        department: 'Back Office',
        complain,
        complainNo,
        status: 'Open',
        history: [],
        source: 'Web',
      });
      // The note as the desk writes it: a status change.
      if (note) {
        const res = await desk.call(deskApi.record('complaints', complainNo), {
          method: 'PATCH',
          cookie: staff.meera,
          json: { status: 'In Process', note, version: 1 },
        });
        expect(res.status).toBe(200);
      }
    }
  }, 60_000);
  afterAll(() => desk.close());

  const search = async (cookie: string, q: string, queue: QueueName = 'complaints') => {
    const res = await desk.call(`${deskApi.queue(queue)}?q=${encodeURIComponent(q)}`, { cookie });
    expect({ q, status: res.status }).toEqual({ q, status: 200 });
    return ((await res.json()) as QueuePage).data.map((r) => r.key).sort();
  };

  // The complaint's text and the notes are shown unmasked to every role that reads the queue
  // (server/desk/mask.ts), so the auditor searches them too.
  it.each([
    ['contract note', ['CMP-TEXT-ENG1', 'CMP-TEXT-NOTE']],
    ['CONTRACT note', ['CMP-TEXT-ENG1', 'CMP-TEXT-NOTE']],
    ['कॉन्ट्रैक्ट नोट', ['CMP-TEXT-HIN1']],
    ['કોન્ટ્રાક્ટ નોટ', ['CMP-TEXT-GUJ1']],
    ['ईमेल भेजा', ['CMP-TEXT-NOHI']],
    ['કોલ કર્યો', ['CMP-TEXT-NOHI']],
    ['also wants', ['CMP-TEXT-NOTE']],
    ['dividend', ['CMP-TEXT-NOHI', 'CMP-TEXT-NONE', 'CMP-TEXT-NOTE']],
    // Never across two texts: the complaint's last word and the note's first.
    ['contract\nnote', []],
    ['my contract note', []],
  ])('%j finds exactly its complaints, for the officer and the auditor', async (q, keys) => {
    expect(await search(staff.meera, q)).toEqual(keys);
    expect(await search(staff.audrey, q)).toEqual(keys);
  });

  it.each([
    ['%', ['CMP-TEXT-SPEC']],
    ['100%', ['CMP-TEXT-SPEC']],
    ['0%', ['CMP-TEXT-SPEC']],
    ['_', ['CMP-TEXT-SPEC']],
    ['n_c', ['CMP-TEXT-SPEC']],
    ['margin_call', ['CMP-TEXT-SPEC']],
    ['\\', ['CMP-TEXT-SPEC']],
    ['c:\\fees', ['CMP-TEXT-SPEC']],
    ['"margin', ['CMP-TEXT-SPEC']],
    ["o'brien's", ['CMP-TEXT-SPEC']],
    ['%%', []],
    ['__', []],
    ['\\%', []],
    ["''", []],
    ['"', ['CMP-TEXT-SPEC']],
    ['", "', []],
    ['note\u0000', []],
  ])('%j is taken literally', async (q, keys) => {
    expect(await search(staff.meera, q)).toEqual(keys);
    expect(await search(staff.audrey, q)).toEqual(keys);
  });

  it('finds a staff note on the other queues too', async () => {
    const saved = await desk.store.freeze.insert({ ...validStopTrade, ackNo: 'FRZ-NOTE-0001' });
    const res = await desk.call(deskApi.record('freeze-requests', saved.ackNo), {
      method: 'PATCH',
      cookie: staff.ravi,
      json: { status: 'Rejected', note: 'खाता पहले से फ़्रीज़ है', version: 1 },
    });
    expect(res.status).toBe(200);
    for (const cookie of [staff.ravi, staff.audrey]) {
      expect(await search(cookie, 'फ़्रीज़', 'freeze-requests')).toEqual(['FRZ-NOTE-0001']);
    }
  });
});
