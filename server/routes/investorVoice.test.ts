// The investor's own voice (docs/contract.md §7b) over real HTTP, on the engine of the project
// (unit: lowdb; server-pg: PostgreSQL): the one-time code (sent through the outbox, kept hashed,
// expiry on the app's injected clock, 5 tries, a new code on request, the per-complaint rate
// limit), the capability scoped to one complaint, the conversation without staff-only notes, the
// officer's reply by e-mail, the investor's reply live on the desk stream, reopening within 30 days
// of closing, and the rating's validation; each act in the record and the audit, the actor masked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, deskApi, type QueueRecord } from '../../src/contract/desk';
import {
  CODE_RULES,
  PROOF_COOKIE,
  voiceApi,
  type InvestorConversation,
} from '../../src/contract/investorVoice';
import { renderMessage } from '../../src/contract/notifications/render';
import {
  addTestAccount,
  complaintCodes,
  complaintSeries,
  passwordSession,
  provedInvestor,
  sendJson,
} from '../testing/appStaff';
import { openDeskStream } from '../testing/deskStream';
import { expectReopened } from '../testing/history';
import { startTestApp } from '../testing/storage';
import type { RunningApp } from '../../tests/support/server';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOTE = 'Internal-9q2: RM thinks the investor traded himself';

describe('the investor’s own voice on a complaint', () => {
  let app: RunningApp;
  let offset = 0;
  let staff = '';

  beforeAll(async () => {
    app = await startTestApp({ now: () => new Date(Date.now() + offset) });
    await addTestAccount(app.store, 'meera', ['grievance']);
    await signIn();
  }, 60_000);
  afterAll(() => app.close());

  /** The officer's session (again after the test moved the clock past its idle time). */
  const signIn = async () => {
    staff = await passwordSession(app.baseUrl, 'meera');
  };

  /** A fresh complaint in the store (each test its own: codes are limited per complaint). */
  const complaint = complaintSeries(() => app.store, 'VXCE');
  const send = (path: string, method: string, json?: unknown, cookie?: string) =>
    sendJson(app.baseUrl, path, method, json, cookie);
  const desk = async (path: string, method: string, json?: unknown) => {
    const res = await send(path, method, json, staff);
    if (res.status !== 401) return res;
    await signIn();
    return send(path, method, json, staff);
  };
  const askCode = (complainNo: string) => send(voiceApi.code(complainNo), 'POST', {});
  /** The investor's reply and reopening, with the proof cookie they hold. */
  const investorReply = (complainNo: string, text: string, cookie: string) =>
    send(voiceApi.replies(complainNo), 'POST', { text }, cookie);
  const investorReopen = (complainNo: string, reason: string, cookie: string) =>
    send(voiceApi.reopen(complainNo), 'POST', { reason }, cookie);
  const codesOf = (id: string) => complaintCodes(app.store, id);
  const lastCode = async (id: string) => (await codesOf(id)).at(-1)!;
  const prove = (complainNo: string, code: string) =>
    send(voiceApi.proof(complainNo), 'POST', { code });
  const proved = (complaint: { complainNo: string; id: string }) =>
    provedInvestor(app.baseUrl, app.store, complaint);
  const recordOf = async (complainNo: string) => {
    const res = await desk(deskApi.record('complaints', complainNo), 'GET');
    expect(res.status).toBe(200);
    return (await res.json()) as QueueRecord;
  };
  const close = async (complainNo: string) => {
    const { version } = await recordOf(complainNo);
    const res = await desk(deskApi.record('complaints', complainNo), 'PATCH', {
      status: 'Closed',
      note: 'Contract note re-sent on 3 Dec.',
      version,
    });
    expect(res.status).toBe(200);
  };
  const auditOf = async (complainNo: string) =>
    (await app.store.audit.list({ sort: 'oldest' })).data.filter(
      // The officer's readings of the record (the test's own checks) left out.
      (e) => e.target === `complaints/${complainNo}` && e.action !== AUDIT_ACTIONS.view,
    );

  it('sends a 6-digit code through the outbox to the complaint’s e-mail and mobile, kept hashed', async () => {
    const { complainNo, id } = await complaint();
    const res = await askCode(complainNo);
    expect(res.status).toBe(202);
    const body = (await res.json()) as { message: string; data: { sentTo: string[] } };
    expect(body.data.sentTo).toEqual(['a•••@example.in', '•••10']);
    expect(body.message).toContain('10 minutes');
    const messages = (await app.store.outbox.about('complaints', id)).filter(
      (m) => m.kind === 'complaintCode',
    );
    expect(messages.map((m) => [m.channel, m.to])).toEqual([
      ['email', 'asha.rao@example.in'],
      ['sms', '9876543210'],
    ]);
    const code = (messages[0]!.values as { code: string }).code;
    expect(code).toMatch(/^\d{6}$/);
    const proof = await app.store.investorProofs.findBy('ref', `complaints/${complainNo}`);
    expect(proof).toMatchObject({ issued: 1, triesLeft: CODE_RULES.tries });
    expect(JSON.stringify(proof)).not.toContain(code);
    // Not a complaint of ours: nothing is sent.
    expect((await askCode('CMP-NONE-XXXX')).status).toBe(404);
  });

  it('refuses a wrong code with the tries left; the fifth wrong try ends the code; a new one works', async () => {
    const { complainNo, id } = await complaint();
    await askCode(complainNo);
    const code = await lastCode(id);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let left = CODE_RULES.tries - 1; left >= 1; left--) {
      const res = await prove(complainNo, wrong);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(`${left} tries left`);
    }
    const fifth = await prove(complainNo, wrong);
    expect(fifth.status).toBe(400);
    expect(((await fifth.json()) as { message: string }).message).toMatch(/Ask for a new one/);
    // The right code after the fifth wrong one: spent, no cookie.
    const late = await prove(complainNo, code);
    expect(late.status).toBe(400);
    expect(late.headers.get('set-cookie')).toBeNull();
    // Not six digits: the field's message, no try spent.
    expect((await prove(complainNo, '12ab')).status).toBe(400);
    // A new code: the tries start again.
    await askCode(complainNo);
    const fresh = await prove(complainNo, await lastCode(id));
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('set-cookie')).toMatch(
      new RegExp(
        `^${PROOF_COOKIE}=[^;]+; path=/api/complain/${complainNo}; expires=.*; samesite=strict; httponly$`,
      ),
    );
  });

  it('a code expires 10 minutes after it was sent (the app’s clock); a used code cannot be used again', async () => {
    const { complainNo, id } = await complaint();
    await askCode(complainNo);
    const code = await lastCode(id);
    offset += CODE_RULES.validMinutes * MINUTE + 1000;
    const res = await prove(complainNo, code);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/expired/);
    await askCode(complainNo);
    const fresh = await lastCode(id);
    offset += CODE_RULES.validMinutes * MINUTE - 5000;
    expect((await prove(complainNo, fresh)).status).toBe(200);
    expect((await prove(complainNo, fresh)).status).toBe(400);
  });

  it('limits the codes one complaint is sent: the sixth in an hour is a 429 with Retry-After', async () => {
    const { complainNo, id } = await complaint();
    for (let i = 0; i < CODE_RULES.perHour; i++)
      expect((await askCode(complainNo)).status).toBe(202);
    const refused = await askCode(complainNo);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await codesOf(id)).toHaveLength(CODE_RULES.perHour);
    // Another complaint is not held up by this one.
    const other = await complaint();
    expect((await askCode(other.complainNo)).status).toBe(202);
  });

  it('the capability opens only its own complaint, and ends after 30 minutes', async () => {
    const mine = await complaint();
    const other = await complaint();
    const cookie = await proved(mine);
    expect(
      (await send(voiceApi.conversation(mine.complainNo), 'GET', undefined, cookie)).status,
    ).toBe(200);
    for (const attempt of [
      send(voiceApi.conversation(mine.complainNo), 'GET'),
      send(voiceApi.conversation(mine.complainNo), 'GET', undefined, `${PROOF_COOKIE}=forged`),
      send(voiceApi.conversation(other.complainNo), 'GET', undefined, cookie),
      investorReply(other.complainNo, 'Not mine', cookie),
      send(voiceApi.rating(other.complainNo), 'PUT', { stars: 1, comment: '' }, cookie),
    ]) {
      expect((await attempt).status).toBe(401);
    }
    expect((await recordOf(other.complainNo)).replies).toEqual([]);
    offset += CODE_RULES.capabilityMinutes * MINUTE + 1000;
    expect(
      (await send(voiceApi.conversation(mine.complainNo), 'GET', undefined, cookie)).status,
    ).toBe(401);
  });

  it('the officer’s reply reaches the investor by e-mail and on the page; notes never do; the investor’s reply is on the desk live', async () => {
    const c = await complaint();
    expect(
      (await desk(deskApi.notes('complaints', c.complainNo), 'POST', { text: NOTE })).status,
    ).toBe(201);
    const reply = await desk(deskApi.replies('complaints', c.complainNo), 'POST', {
      text: 'We have re-sent the contract note.\nPlease check your inbox.',
    });
    expect(reply.status).toBe(201);
    const mail = (await app.store.outbox.about('complaints', c.id)).filter(
      (m) => m.kind === 'complaintReply',
    );
    expect(mail.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(JSON.stringify(mail)).toContain('re-sent the contract note');
    const cookie = await proved(c);
    const read = await send(voiceApi.conversation(c.complainNo), 'GET', undefined, cookie);
    const text = await read.text();
    expect(text).not.toContain('Internal-9q2');
    expect(text).not.toContain('meera');
    const conversation = (JSON.parse(text) as { data: InvestorConversation }).data;
    expect(conversation.replies).toEqual([
      { from: 'firm', at: expect.any(String), text: expect.stringContaining('re-sent') },
    ]);

    const stream = await openDeskStream(app.baseUrl, staff);
    try {
      const answered = await investorReply(c.complainNo, 'It has still not arrived.', cookie);
      expect(answered.status).toBe(201);
      const heard = await stream.next((e) => e.key === c.complainNo && e.kind === 'changed');
      expect(heard.event.queue).toBe('complaints');
    } finally {
      stream.close();
    }
    const record = await recordOf(c.complainNo);
    expect(record.replies.map((r) => [r.from, r.by])).toEqual([
      ['firm', 'meera'],
      ['investor', 'investor a•••@example.in'],
    ]);
    expect((await auditOf(c.complainNo)).map((e) => [e.actor, e.action])).toEqual([
      ['meera', AUDIT_ACTIONS.note],
      ['meera', AUDIT_ACTIONS.staffReply],
      ['investor a•••@example.in', AUDIT_ACTIONS.investorProved],
      ['investor a•••@example.in', AUDIT_ACTIONS.investorReply],
    ]);
    // An empty reply is refused on its field.
    const empty = await investorReply(c.complainNo, '  ', cookie);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: Record<string, string> }).errors.text).toBeTruthy();
  });

  it('rates a closed complaint 1–5 with a comment; other ratings are refused on their field', async () => {
    const c = await complaint();
    const cookie = await proved(c);
    const rating = (json: unknown) => send(voiceApi.rating(c.complainNo), 'PUT', json, cookie);
    expect((await rating({ stars: 4, comment: '' })).status).toBe(409);
    await close(c.complainNo);
    for (const stars of [0, 6, 2.5, '4', null]) {
      const res = await rating({ stars, comment: 'x' });
      expect(res.status, String(stars)).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.stars).toBeTruthy();
    }
    expect((await rating({ stars: 4, comment: 'x'.repeat(1001) })).status).toBe(400);
    const res = await rating({ stars: 4, comment: 'Quick, thank you.' });
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { data: InvestorConversation }).data;
    expect(data.rating).toMatchObject({ stars: 4, comment: 'Quick, thank you.' });
    expect((await recordOf(c.complainNo)).rating).toMatchObject({ stars: 4 });
    const entries = await auditOf(c.complainNo);
    expect(entries.at(-1)).toMatchObject({
      actor: 'investor a•••@example.in',
      action: AUDIT_ACTIONS.investorRating,
      detail: '4 of 5',
    });
  });

  it('a move to SMART ODR tells the investor once, in their language, and shows in their messages', async () => {
    const c = await complaint({ language: 'gu' });
    const move = (version: number) =>
      desk(deskApi.record('complaints', c.complainNo), 'PATCH', {
        status: 'Moved to ODR',
        odrCaseNo: 'ODR/2026/004321',
        version,
      });
    expect((await move(1)).status).toBe(200);
    // A second try (a stale page, a double click) changes nothing and queues nothing.
    expect((await move(1)).status).toBe(409);
    const mail = (await app.store.outbox.about('complaints', c.id)).filter(
      (m) => m.kind === 'complaintMovedToOdr',
    );
    expect(mail.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const email = mail.find((m) => m.channel === 'email')!;
    expect(email).toMatchObject({ language: 'gu', to: 'asha.rao@example.in' });
    const worded = renderMessage(email.kind, email.values, email.language);
    expect(worded.subject).toContain(c.complainNo);
    expect(worded.text).toContain('ODR/2026/004321');
    expect(worded.text).toContain('https://smartodr.in');
    // What happens next is said in Gujarati, not English.
    expect(worded.text).not.toContain('conciliat');

    const cookie = await proved(c);
    const read = await send(voiceApi.conversation(c.complainNo), 'GET', undefined, cookie);
    const conversation = ((await read.json()) as { data: InvestorConversation }).data;
    expect(conversation).toMatchObject({
      status: 'Moved to ODR',
      odr: { caseNo: 'ODR/2026/004321', movedAt: expect.any(String) },
    });
  });

  it('reopens a closed complaint within 30 days of closing, not after', async () => {
    const late = await complaint();
    const inTime = await complaint();
    await close(late.complainNo);
    await close(inTime.complainNo);
    const open = await complaint();
    const openCookie = await proved(open);
    expect((await investorReopen(open.complainNo, 'Again', openCookie)).status).toBe(409);

    offset += 29 * DAY;
    const cookie = await proved(inTime);
    const before = await send(voiceApi.conversation(inTime.complainNo), 'GET', undefined, cookie);
    expect(
      ((await before.json()) as { data: InvestorConversation }).data.reopenUntil,
    ).not.toBeNull();
    const res = await investorReopen(inTime.complainNo, 'The contract note never came.', cookie);
    expect(res.status).toBe(200);
    const record = await recordOf(inTime.complainNo);
    expectReopened(record, 'investor a•••@example.in', 'The contract note never came.');
    const reopened = (await app.store.outbox.about('complaints', inTime.id)).filter(
      (m) => m.kind === 'complaintReopened',
    );
    expect(reopened.length).toBeGreaterThan(0);

    offset += 2 * DAY;
    const lateCookie = await proved(late);
    const refused = await investorReopen(late.complainNo, 'Too late?', lateCookie);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/within 30 days/);
    expect((await recordOf(late.complainNo)).status).toBe('Closed');
  });
});
