import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../store/testing/engines';
import type { Store } from '../store/types';
import { validComplaint } from '../testing/payloads';
import { runComplaintStatusCli } from './complaintStatusCli';

const NOW = new Date('2026-11-20T10:00:00.000Z');

describe.each(engines)('npm run complaint:status ($name)', (engine) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let lines: string[];
  beforeEach(async () => {
    ({ store, cleanup } = await engine.open());
    await store.complaint.insert({
      ...validComplaint,
      department: 'Back Office',
      complainNo: 'CMP-7K4Q-9XTD',
      status: 'Open',
      history: [{ by: 'web', at: '2026-11-19T09:00:00.000Z', from: null, to: 'Open' }],
    });
    lines = [];
  });
  afterEach(() => cleanup());
  const run = (...argv: string[]) =>
    runComplaintStatusCli(argv, store, {
      out: (line) => lines.push(line),
      now: () => NOW,
      origin: 'https://www.example.in',
    });
  const stored = () => store.complaint.findBy('complainNo', 'CMP-7K4Q-9XTD');

  it('moves a complaint typed as the lookup accepts it, with a history and an audit entry by cli', async () => {
    expect(await run('7k4q 9xtd', 'In Process')).toBe(0);
    expect(lines).toEqual(['CMP-7K4Q-9XTD: Open → In Process']);
    expect(await run('cmp-7K4Q-9XTD', 'Closed', '--note', '  Refund credited  ')).toBe(0);
    const record = await stored();
    expect(record).toMatchObject({ status: 'Closed', version: 3 });
    expect(record!.history.slice(1)).toEqual([
      { by: 'cli', at: NOW.toISOString(), from: 'Open', to: 'In Process' },
      {
        by: 'cli',
        at: NOW.toISOString(),
        from: 'In Process',
        to: 'Closed',
        note: 'Refund credited',
      },
    ]);
    const audit = (await store.audit.list({ sort: 'oldest' })).data;
    expect(
      audit.map(({ actor, action, target, detail }) => ({ actor, action, target, detail })),
    ).toEqual([
      {
        actor: 'cli',
        action: 'status change',
        target: 'complaints/CMP-7K4Q-9XTD',
        detail: 'Open → In Process',
      },
      {
        actor: 'cli',
        action: 'status change',
        target: 'complaints/CMP-7K4Q-9XTD',
        detail: 'In Process → Closed',
      },
    ]);
  });

  it.each([
    [['CMP-0000-0000', 'Closed', '--note', 'x'], 1, 'No complaint CMP-0000-0000.'],
    [
      ['not-a-number!', 'Closed'],
      1,
      '"not-a-number!" is not a complaint number (like CMP-7K4Q-9XTD).',
    ],
    [
      ['7K4Q9XTD', 'in process'],
      1,
      'Choose one of the statuses of this queue. Statuses: Open, "In Process", Closed, "Moved to ODR".',
    ],
    [
      ['7K4Q9XTD', 'Resolved'],
      1,
      'Choose one of the statuses of this queue. Statuses: Open, "In Process", Closed, "Moved to ODR".',
    ],
    [['7K4Q9XTD', 'Closed'], 1, 'A note is required to close or reject.'],
    [['7K4Q9XTD', 'Closed', '--note', '   '], 1, 'A note is required to close or reject.'],
    [['7K4Q9XTD', 'Open'], 1, 'The record already has this status.'],
  ])('refuses %j and changes nothing', async (argv, code, message) => {
    expect(await run(...argv)).toBe(code);
    expect(lines).toEqual([message]);
    expect(await stored()).toMatchObject({ status: 'Open', version: 1 });
    expect(await store.audit.count()).toBe(0);
  });

  it.each([
    [[]],
    [['7K4Q9XTD']],
    [['7K4Q9XTD', 'In', 'Process']],
    [['7K4Q9XTD', 'Closed', '--nope']],
  ])('prints the usage for %j', async (argv) => {
    expect(await run(...argv)).toBe(2);
    expect(lines.join('\n')).toContain(
      'npm run complaint:status -- CMP-XXXX-XXXX Open|"In Process"|Closed',
    );
    expect(await stored()).toMatchObject({ status: 'Open', version: 1 });
  });
});
