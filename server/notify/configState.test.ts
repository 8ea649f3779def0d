// The outbox's configuration state (docs/contract.md §15): a server that does not answer is "not
// reachable" after the short time-out, never a request held; callers at once share one question
// and an answer is kept briefly.
import { describe, expect, it } from 'vitest';
import { configState } from './configState';
import type { Transport } from './transport';

function transport(
  channel: Transport['channel'],
  mode: Transport['mode'],
  check: Transport['check'],
): Transport {
  return {
    channel,
    mode,
    configured: () => true,
    send: async () => {},
    check,
    close: async () => {},
  };
}

describe('configState', () => {
  it('answers "no answer" for a mail server that does not answer within the time-out', async () => {
    const hanging = transport('email', 'smtp', () => new Promise(() => {}));
    const sms = transport('sms', 'none', async () => ({ ok: false, detail: 'not set' }));
    const state = configState([hanging, sms], { timeoutMs: 50 });
    expect(await state()).toMatchObject({
      mail: { mode: 'smtp', ok: false, detail: 'no answer within 0.05 s' },
      sms: { configured: false, ok: false, detail: 'not set' },
    });
  });

  it('asks once for callers at once, keeps the answer, and asks again once it is old', async () => {
    let asked = 0;
    let clock = 0;
    const mail = transport('email', 'smtp', async () => {
      asked++;
      return { ok: asked === 1, detail: `answer ${asked}` };
    });
    const state = configState([mail], { keepMs: 1_000, now: () => new Date(clock) });
    const [a, b] = await Promise.all([state(), state()]);
    expect(a).toBe(b);
    expect(asked).toBe(1);
    clock = 999;
    expect((await state()).mail).toMatchObject({ ok: true, detail: 'answer 1' });
    clock = 1_000;
    expect((await state()).mail).toMatchObject({ ok: false, detail: 'answer 2' });
    expect(asked).toBe(2);
  });

  it('names a check that throws by its error only', async () => {
    const failing = transport('email', 'files', async () => {
      throw new TypeError('secret@example.in');
    });
    const { mail } = await configState([failing])();
    expect(mail).toEqual({ mode: 'files', ok: false, detail: 'check failed (TypeError)' });
  });
});
