// Two-factor sign-in on the desk (docs/contract.md §11, issue 44): enrolment, codes (each once, ±1
// step), recovery codes, the sign-in budget, an admin's reset and the roles that require it; and
// no desk endpoint but the sign-in's own answers a session whose second factor is due.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  deskApi,
  deskMsg,
  RECOVERY_CODE_COUNT,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
  type StaffSession,
  type TwoFactorEnrolment,
} from '../../src/contract/desk';
import { addAccount } from './accounts';
import { engines } from '../store/testing/engines';
import { deskEndpoints, PASSWORD, startDesk, type DeskHarness } from '../testing/desk';
import { TEST_SCRYPT_COST } from '../testing/staffCost';
import { totpCode } from '../testing/twoFactor';

const STEP_MS = 30_000;

/** The sign-in's own routes: they answer before the second factor; every other one is a 403. */
const SIGN_IN_ROUTES = new Set([
  'POST /api/desk/session',
  'GET /api/desk/session',
  'DELETE /api/desk/session',
  'POST /api/desk/session/code',
  'POST /api/desk/session/enrolment',
  'PUT /api/desk/session/enrolment',
  'GET /api/desk/two-factor',
]);

describe.each(engines)('desk two-factor sign-in: $name', (engine) => {
  let desk: DeskHarness;
  let admin: string;

  beforeAll(async () => {
    desk = await startDesk(engine);
    ({ admin } = await desk.signedIn({ admin: ['admin'] }));
  }, 60_000);
  afterAll(() => desk.close());

  /** An account made without the tests' enrolment (desk.addStaff enrols admins and auditors). */
  const unenrolled = (username: string, roles: ('admin' | 'auditor' | 'grievance')[]) =>
    addAccount(desk.store, desk.now(), { username, roles, password: PASSWORD }, TEST_SCRYPT_COST);

  /** The password step: the session cookie and what it still needs. */
  async function password(username: string) {
    const res = await desk.call(deskApi.session, {
      method: 'POST',
      json: { username, password: PASSWORD },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as StaffSession;
    return { cookie: res.headers.get('set-cookie')!.split(';')[0]!, body };
  }
  const giveCode = (cookie: string, json: object) =>
    desk.call(deskApi.sessionCode, { method: 'POST', cookie, json });
  const summary = async (cookie: string) => (await desk.call(deskApi.summary, { cookie })).status;
  const actions = async (actor: string) =>
    (await desk.store.audit.list({ where: { actor } })).data.map((e) => e.action);

  async function enrol(username: string) {
    const { cookie, body } = await password(username);
    expect(body.secondFactor).toBe('enrol');
    const offered = await desk.call(deskApi.enrolment, { method: 'POST', cookie });
    expect(offered.status).toBe(200);
    const { secret, uri } = (await offered.json()) as TwoFactorEnrolment;
    const confirm = (code: string) =>
      desk.call(deskApi.enrolment, { method: 'PUT', cookie, json: { code } });
    return { cookie, secret, uri, confirm };
  }

  it('enrols a role that requires it before anything else, and shows the recovery codes once', async () => {
    await unenrolled('asha', ['auditor']);
    const { cookie, secret, uri, confirm } = await enrol('asha');
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*asha\?.*secret=/);
    expect(uri).toContain(`secret=${secret}`);
    expect(await summary(cookie)).toBe(403);
    const wrong = await confirm(await totpCode(desk.now().getTime() + 10 * STEP_MS, secret));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: deskMsg.codeRefused });
    const done = await confirm(await totpCode(desk.now(), secret));
    expect(done.status).toBe(200);
    const { recoveryCodes } = (await done.json()) as { recoveryCodes: string[] };
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(await summary(cookie)).toBe(200);
    const stored = JSON.stringify(await desk.store.staffUsers.findBy('username', 'asha'));
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll('-', ''));
    }
    expect(await actions('asha')).toContain(AUDIT_ACTIONS.twoFactorEnrol);
    const again = await password('asha');
    expect(again.body.secondFactor).toBe('code');
    // Enrolled: no second secret is offered to a session waiting for its code.
    expect(
      (await desk.call(deskApi.enrolment, { method: 'POST', cookie: again.cookie })).status,
    ).toBe(409);
  });

  it('signs in with a valid code, ±1 step; a code already used is refused', async () => {
    // Mid-step, so the steps the test and the server count are the same.
    desk.advance((STEP_MS * 1.5 - (desk.now().getTime() % STEP_MS)) % STEP_MS);
    await desk.addStaff('ravi', ['admin']);
    const first = await password('ravi');
    expect(first.body).toEqual({ username: 'ravi', roles: ['admin'], secondFactor: 'code' });
    expect(await summary(first.cookie)).toBe(403);
    const code = await totpCode(desk.now());
    expect(
      (await giveCode(first.cookie, { code: `${code.slice(0, 3)} ${code.slice(3)}` })).status,
    ).toBe(204);
    expect(await summary(first.cookie)).toBe(200);
    expect(
      await desk.call(deskApi.session, { cookie: first.cookie }).then((r) => r.json()),
    ).toEqual({
      username: 'ravi',
      roles: ['admin'],
    });
    const second = await password('ravi');
    const reused = await giveCode(second.cookie, { code });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ message: deskMsg.codeRefused });
    expect(await summary(second.cookie)).toBe(403);
    // The phone a step ahead: the next step's code is taken, and the one after it is not.
    expect(
      (await giveCode(second.cookie, { code: await totpCode(desk.now().getTime() + 2 * STEP_MS) }))
        .status,
    ).toBe(401);
    expect(
      (await giveCode(second.cookie, { code: await totpCode(desk.now().getTime() + STEP_MS) }))
        .status,
    ).toBe(204);
    expect(await actions('ravi')).toEqual(
      expect.arrayContaining([AUDIT_ACTIONS.twoFactorCode, AUDIT_ACTIONS.twoFactorFailed]),
    );
    desk.advance(3 * STEP_MS);
  });

  it('counts wrong codes in the sign-in budget and the lockout', async () => {
    await desk.addStaff('locked', ['auditor']);
    const { cookie } = await password('locked');
    // The password spent one attempt; the wrong codes spend the rest.
    for (let i = 1; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await giveCode(cookie, { code: '000000' })).status).toBe(401);
    }
    const refused = await giveCode(cookie, { code: await totpCode(desk.now()) });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: deskMsg.tooManyAttempts });
    const again = await desk.call(deskApi.session, {
      method: 'POST',
      json: { username: 'locked', password: PASSWORD },
    });
    expect(again.status).toBe(429);
    desk.advance(SIGN_IN_WINDOW_MS);
    const later = await password('locked');
    expect((await giveCode(later.cookie, { code: await totpCode(desk.now()) })).status).toBe(204);
  });

  it('takes each recovery code once', async () => {
    await unenrolled('meera', ['admin']);
    const { confirm, secret } = await enrol('meera');
    const done = await confirm(await totpCode(desk.now(), secret));
    const { recoveryCodes } = (await done.json()) as { recoveryCodes: string[] };
    const [code] = recoveryCodes;
    const first = await password('meera');
    expect((await giveCode(first.cookie, { recoveryCode: code!.toUpperCase() })).status).toBe(204);
    expect(await summary(first.cookie)).toBe(200);
    const second = await password('meera');
    const reused = await giveCode(second.cookie, { recoveryCode: code });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ message: deskMsg.recoveryCodeRefused });
    const audit = await desk.store.audit.list({
      where: { actor: 'meera', action: AUDIT_ACTIONS.twoFactorRecovery },
    });
    expect(audit.data.map((e) => e.detail)).toEqual([
      `${RECOVERY_CODE_COUNT - 1} recovery codes left`,
    ]);
  });

  it("an admin resets a staff member's second factor, audited; they enrol again", async () => {
    await desk.addStaff('lost', ['auditor']);
    await desk.addStaff('clerk', ['grievance']);
    const reset = deskApi.staffTwoFactor('lost');
    const clerk = await desk.signIn('clerk');
    expect((await desk.call(reset, { method: 'DELETE', cookie: clerk })).status).toBe(403);
    const lost = await desk.signIn('lost');
    expect((await desk.call(reset, { method: 'DELETE', cookie: admin })).status).toBe(204);
    expect((await desk.call(reset, { method: 'DELETE', cookie: admin })).status).toBe(409);
    expect(
      (await desk.call(deskApi.staffTwoFactor('nobody'), { method: 'DELETE', cookie: admin }))
        .status,
    ).toBe(404);
    // Their open session is over (desk.sessions.test.ts); the next sign-in enrols.
    expect(await summary(lost)).toBe(401);
    expect((await password('lost')).body.secondFactor).toBe('enrol');
    const { data } = await desk.store.audit.list({
      where: { action: AUDIT_ACTIONS.twoFactorReset },
    });
    expect(data.map(({ actor, target }) => ({ actor, target }))).toEqual([
      { actor: 'admin', target: 'staff/lost' },
    ]);
    const staff = await (await desk.call(deskApi.staff, { cookie: admin })).json();
    expect(staff.data.find((a: { username: string }) => a.username === 'lost').twoFactor).toBe(
      false,
    );
    expect(staff.data.find((a: { username: string }) => a.username === 'admin').twoFactor).toBe(
      true,
    );
  });

  describe('a session whose second factor is due reaches no desk endpoint but the sign-in', () => {
    const endpoints = deskEndpoints().filter((e) => !SIGN_IN_ROUTES.has(`${e.method} ${e.path}`));
    it.each(['code', 'enrol'] as const)('while its %s is due', async (due) => {
      const username = `due-${due}`;
      if (due === 'code') await desk.addStaff(username, ['admin']);
      else await unenrolled(username, ['admin']);
      const { cookie, body } = await password(username);
      expect(body.secondFactor).toBe(due);
      expect(endpoints.length).toBeGreaterThan(40);
      const answered: string[] = [];
      for (const { method, path } of endpoints) {
        const concrete = path.replace(/:\w+/g, 'x');
        const res = await desk.call(concrete, {
          method,
          cookie,
          ...(method === 'GET' ? {} : { json: {} }),
        });
        await res.arrayBuffer();
        if (res.status !== 403) answered.push(`${method} ${path}: ${res.status}`);
      }
      expect(answered).toEqual([]);
    });
  });

  it('the roles that require it are a setting: the sign-in screen reads it, admins change it', async () => {
    const read = async () => (await desk.call(deskApi.twoFactor)).json();
    expect(await read()).toEqual({ roles: ['admin', 'auditor'] });
    const put = (cookie: string, json: unknown) =>
      desk.call(deskApi.twoFactor, { method: 'PUT', cookie, json });
    await desk.addStaff('desk', ['grievance']);
    const grievance = await desk.signIn('desk');
    expect((await put(grievance, { roles: [] })).status).toBe(403);
    expect((await put(admin, { roles: ['root'] })).status).toBe(400);
    expect((await put(admin, { roles: ['admin', 'auditor', 'grievance'] })).status).toBe(200);
    expect(await read()).toEqual({ roles: ['admin', 'auditor', 'grievance'] });
    // Now required, not yet enrolled: the open session and the next sign-in must enrol.
    expect(await summary(grievance)).toBe(403);
    expect((await password('desk')).body.secondFactor).toBe('enrol');
    const { data } = await desk.store.audit.list({
      where: { action: AUDIT_ACTIONS.twoFactorRoles },
    });
    expect(data[0]).toMatchObject({ actor: 'admin', detail: 'roles: admin, auditor, grievance' });
    expect((await put(admin, { roles: ['admin', 'auditor'] })).status).toBe(200);
    expect(await summary(grievance)).toBe(200);
  });
});
