import { describe, expect, it } from 'vitest';
import { deskMsg, type QueueName } from '../../src/contract/desk';
import type { StatusUpdateInput } from '../../src/contract/deskSchemas';
import { checkTransition } from './transitions';

const now = new Date('2026-11-23T06:00:00.000Z');
const context = { by: 'meera', now, receivedAt: new Date('2026-11-23T05:50:00.000Z') };
/** What the desk answers when meera asks to move a record of `queue` from `from` to `to`. */
const move = (queue: QueueName, from: string, to: string, extra: Partial<StatusUpdateInput> = {}) =>
  checkTransition(
    queue,
    from,
    { status: to, note: '', frozenAt: '', version: 1, ...extra },
    context,
  );

/** The change the desk records for meera's move: who and when, from and to. */
const recorded = (from: string, to: string) => ({ by: 'meera', at: now.toISOString(), from, to });

/** Moves the desk makes as asked. */
const plainMoves = [
  ['complaints', 'Open', 'In Process'],
  ['complaints', 'In Process', 'Open'],
  ['complaints', 'Closed', 'In Process'],
  ['withdrawals', 'Received', 'Processed'],
  ['feedback', 'New', 'Done'],
  ['messages', 'New', 'Done'],
] as const;

/** Moves that close or turn a request down: the desk makes them only with a note. */
const notedMoves = [
  ['complaints', 'Open', 'Closed'],
  ['freeze-requests', 'Received', 'Rejected'],
  ['withdrawals', 'Received', 'Rejected'],
] as const;

describe('status transitions', () => {
  it.each(plainMoves)(
    '%s: %s → %s is allowed and recorded with who and when',
    (queue, from, to) => {
      expect(move(queue, from, to)).toEqual({ ok: true, change: recorded(from, to) });
    },
  );

  it.each(notedMoves)('%s: %s → %s needs a note, and keeps it', (queue, from, to) => {
    expect(move(queue, from, to)).toMatchObject({
      ok: false,
      status: 400,
      errors: { note: deskMsg.noteRequired },
    });
    expect(move(queue, from, to, { note: 'Resolved by call' })).toMatchObject({
      ok: true,
      change: { from, to, note: 'Resolved by call' },
    });
  });

  it('refuses a status the queue does not have, the same status, and changes after a final one', () => {
    expect(move('complaints', 'Open', 'Frozen')).toMatchObject({
      status: 400,
      errors: { status: deskMsg.statusInvalid },
    });
    expect(move('complaints', 'Open', 'open')).toMatchObject({
      status: 400,
    });
    expect(move('complaints', 'Open', 'Open')).toMatchObject({
      status: 409,
      message: deskMsg.sameStatus,
    });
    for (const [queue, from, to] of [
      ['freeze-requests', 'Frozen', 'Received'],
      ['freeze-requests', 'Rejected', 'Frozen'],
      ['withdrawals', 'Processed', 'Rejected'],
      ['feedback', 'Done', 'New'],
    ] as const) {
      expect(move(queue, from, to, { note: 'x' })).toMatchObject({
        status: 409,
        message: deskMsg.finalStatus,
      });
    }
  });

  it('Frozen needs the time the account was frozen, between receipt and now', () => {
    const frozen = (frozenAt: string) =>
      move('freeze-requests', 'Received', 'Frozen', { frozenAt });
    expect(frozen('')).toMatchObject({ errors: { frozenAt: deskMsg.frozenAtRequired } });
    expect(frozen('not a time')).toMatchObject({ errors: { frozenAt: deskMsg.frozenAtInvalid } });
    expect(frozen('2026-11-23T05:00:00.000Z')).toMatchObject({
      errors: { frozenAt: deskMsg.frozenAtInvalid },
    });
    expect(frozen('2026-11-23T07:00:00.000Z')).toMatchObject({
      errors: { frozenAt: deskMsg.frozenAtInvalid },
    });
    expect(frozen('2026-11-23T11:25:00+05:30')).toEqual({
      ok: true,
      change: recorded('Received', 'Frozen'),
      frozenAt: '2026-11-23T05:55:00.000Z',
    });
  });
});
