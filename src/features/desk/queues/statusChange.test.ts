import { describe, expect, it } from 'vitest';
import { deskMsg } from '../../../contract/desk';
import { istLocalToIso, istLocalValue, statusChangeProblem } from './statusChange';

const base = {
  status: 'In Process',
  note: '',
  frozenAt: '',
  noteRequired: false,
  asksFrozenAt: false,
};

describe('status change checks', () => {
  it('reads the freeze time as IST whatever the browser zone', () => {
    expect(istLocalToIso('2026-11-23T10:05')).toBe('2026-11-23T04:35:00.000Z');
    expect(istLocalToIso('23/11/2026 10:05')).toBeNull();
    expect(istLocalToIso('2026-13-45T10:05')).toBeNull();
  });
  it('needs a note to close or reject', () => {
    expect(statusChangeProblem(base)).toBeNull();
    expect(statusChangeProblem({ ...base, status: 'Closed', noteRequired: true, note: '  ' })).toBe(
      deskMsg.noteRequired,
    );
    expect(
      statusChangeProblem({ ...base, status: 'Closed', noteRequired: true, note: 'Refunded' }),
    ).toBeNull();
  });
  it('needs the time the account was frozen', () => {
    const frozen = { ...base, status: 'Frozen', asksFrozenAt: true };
    expect(statusChangeProblem(frozen)).toBe(deskMsg.frozenAtRequired);
    expect(statusChangeProblem({ ...frozen, frozenAt: 'soon' })).toBe(deskMsg.frozenAtInvalid);
    expect(statusChangeProblem({ ...frozen, frozenAt: '2026-11-23T10:05' })).toBeNull();
  });
  it('needs a status', () => {
    expect(statusChangeProblem({ ...base, status: '' })).toBe(deskMsg.statusInvalid);
  });
});

describe('istLocalValue', () => {
  it('writes an instant as India wall time for a datetime-local field, and back', () => {
    const at = new Date('2026-11-23T04:35:00Z');
    expect(istLocalValue(at)).toBe('2026-11-23T10:05');
    expect(istLocalToIso(istLocalValue(at))).toBe(at.toISOString());
  });
});
