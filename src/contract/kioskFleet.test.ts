import { describe, expect, it } from 'vitest';
import { KIOSK_OFFLINE_AFTER_MS, isOnline, mergeSettings } from './kioskFleet';

describe('isOnline', () => {
  const seen = '2026-11-23T10:00:00.000Z';
  it('is online until three beats (180 s) have been missed', () => {
    expect(isOnline(seen, new Date(Date.parse(seen) + KIOSK_OFFLINE_AFTER_MS - 1))).toBe(true);
    expect(isOnline(seen, new Date(Date.parse(seen) + KIOSK_OFFLINE_AFTER_MS))).toBe(false);
  });
});

describe('mergeSettings', () => {
  it("lays a kiosk's own settings over the default, field by field", () => {
    expect(
      mergeSettings(
        { idleSeconds: 60, countdownSeconds: 10, notices: ['Open Saturday'] },
        { idleSeconds: 30, branchName: 'Andheri', countdownSeconds: undefined },
      ),
    ).toEqual({
      idleSeconds: 30,
      countdownSeconds: 10,
      branchName: 'Andheri',
      notices: ['Open Saturday'],
    });
    expect(mergeSettings({ idleSeconds: 60 }, null)).toEqual({ idleSeconds: 60 });
  });
});
