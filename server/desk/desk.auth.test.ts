// Desk sign-in, sessions, lockout, Origin check and the role guard of every endpoint (docs/contract.md §11).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  deskApi,
  deskMsg,
  SESSION_IDLE_MS,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
  type AuditPage,
} from '../../src/contract/desk';
import { unknownName, unknownNameKey } from './unknownNames';
import { PASSWORD, startDesk, type DeskHarness } from '../testing/desk';
import { countOf, signInBurst } from '../testing/signInBurst';
import { acknowledgement } from '../testing/outbox';
import { validComplaint } from '../testing/payloads';
import { engines } from '../store/testing/engines';

describe.each(engines)('desk accounts and sessions: $name', (engine) => {
  let desk: DeskHarness;
  let complainNo: string;
  let messageId: string;
  const cookies: Record<string, string> = {};
  const ROLES = {
    admin: ['admin'],
    grievance: ['grievance'],
    operations: ['operations'],
    content: ['content'],
    auditor: ['auditor'],
  } as const;

  beforeAll(async () => {
    desk = await startDesk(engine);
    for (const [username, roles] of Object.entries(ROLES)) {
      await desk.addStaff(username, [...roles]);
      cookies[username] = await desk.signIn(username);
    }
    await desk.addStaff('locky', ['grievance']);
    await desk.addStaff('idle', ['grievance']);
    const saved = await desk.store.complaint.insert({
      ...validComplaint,
      department: 'Back Office',
      complainNo: 'CMP-TEST-0001',
      status: 'Open',
      history: [],
      source: 'Web',
    });
    complainNo = saved.complainNo;
    const message = (await desk.store.outbox.queue(acknowledgement(saved.id)))!;
    messageId = message.id;
  }, 60_000);
  afterAll(() => desk.close());

  const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
    desk.call(deskApi.session, { method: 'POST', json: { username, password }, headers });

  it('signs in with a HttpOnly, SameSite=Strict session cookie (not Secure over plain HTTP)', async () => {
    const res = await signIn('grievance', PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ username: 'grievance', roles: ['grievance'] });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^desk_session=[\w-]{43};/);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=strict');
    expect(cookie.toLowerCase()).not.toContain('secure;');
    expect(cookie).toContain('path=/api/desk');
  });

  it('answers wrong password and unknown user alike, and stores no password text', async () => {
    const wrong = await signIn('admin', 'not the right password');
    const unknown = await signIn('nobody-here', PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: deskMsg.signInFailed });
    expect(await unknown.json()).toEqual({ message: deskMsg.signInFailed });
    const users = await desk.store.staffUsers.list();
    const sessions = await desk.store.staffSessions.list();
    expect(JSON.stringify([users, sessions])).not.toContain(PASSWORD);
    expect(JSON.stringify(sessions)).not.toContain(cookies.admin!.split('=')[1]);
  });

  it('audits an unknown username only as a keyed hash, the same each time; a known one by name', async () => {
    // A password typed into the username box.
    const typed = 'tr0ub4dor&3-correct-horse';
    const failedBy = async () =>
      (await desk.store.audit.list({ where: { action: AUDIT_ACTIONS.signInFailed } })).data.map(
        (e) => e.actor,
      );
    const before = await failedBy();
    expect((await signIn(typed, PASSWORD)).status).toBe(401);
    expect((await signIn(`  ${typed.toUpperCase()} `, PASSWORD)).status).toBe(401);
    expect((await signIn('operations', 'not the right password')).status).toBe(401);
    const after = await failedBy();
    const added = after.slice(0, after.length - before.length);
    expect(added).toHaveLength(3);
    const [known, again, first] = added;
    expect(known).toBe('operations');
    expect(first).toMatch(/^unknown user #[0-9a-f]{16}$/);
    expect(again).toBe(first);
    const audit = JSON.stringify(await desk.store.audit.list({}));
    for (const part of [typed, 'tr0ub4dor', 'correct-horse']) expect(audit).not.toContain(part);
    // Keyed: not the plain hash of the text, and another data folder's key gives another name.
    expect(first).not.toContain(createHash('sha256').update(typed).digest('hex').slice(0, 16));
    const key = await unknownNameKey(desk.store, desk.dataDir);
    expect(first).toBe(unknownName(key, typed));
    expect(unknownName(Buffer.alloc(32, 1), typed)).not.toBe(first);
  });

  it('GET session names the user; DELETE signs out and the cookie stops working', async () => {
    const cookie = await desk.signIn('grievance');
    const me = await desk.call(deskApi.session, { cookie });
    expect(await me.json()).toEqual({ username: 'grievance', roles: ['grievance'] });
    expect((await desk.call(deskApi.session, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await desk.call(deskApi.session, { cookie })).status).toBe(401);
  });

  it('ends a session after 30 idle minutes, while use keeps it alive', async () => {
    const cookie = await desk.signIn('idle');
    desk.advance(SESSION_IDLE_MS - 60_000);
    expect((await desk.call(deskApi.session, { cookie })).status).toBe(200);
    desk.advance(SESSION_IDLE_MS - 60_000);
    expect((await desk.call(deskApi.session, { cookie })).status).toBe(200);
    desk.advance(SESSION_IDLE_MS + 1000);
    const expired = await desk.call(deskApi.session, { cookie });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: deskMsg.signInRequired });
    // Every other session has idled out too by now: sign the fixtures back in.
    for (const username of Object.keys(ROLES)) cookies[username] = await desk.signIn(username);
  });

  it('locks a username after 5 failures in 15 minutes, even for the right password, until the window passes', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signIn('locky', `wrong password ${i}`)).status).toBe(401);
      desk.advance(60_000);
    }
    const locked = await signIn('locky', PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ message: deskMsg.tooManyAttempts });
    // The first failure was 5 minutes ago: 10 minutes to wait.
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(10 * 60 - 30);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(10 * 60);
    expect((await signIn('idle', PASSWORD)).status).toBe(200);
    desk.advance(SIGN_IN_WINDOW_MS - 5 * 60_000 + 1000);
    expect((await signIn('locky', PASSWORD)).status).toBe(200);
    for (const username of Object.keys(ROLES)) cookies[username] = await desk.signIn(username);
  });

  it.each([20, 60])(
    'a burst of %i concurrent guesses checks at most 5 passwords; the right one after them is refused',
    async (guesses) => {
      const username = `burst${guesses}`;
      await desk.addStaff(username, ['grievance']);
      const { wrong, right } = await signInBurst(guesses, PASSWORD, (_i, password) =>
        signIn(username, password),
      );
      expect(countOf(wrong, 401)).toBe(SIGN_IN_MAX_FAILURES);
      expect(countOf(wrong, 429)).toBe(guesses - SIGN_IN_MAX_FAILURES);
      expect(right).toBe(429);
      const { data: failed } = await desk.store.audit.list({
        where: { actor: username, action: AUDIT_ACTIONS.signInFailed },
      });
      expect(failed).toHaveLength(SIGN_IN_MAX_FAILURES);
      // A sign-in clears the count: the window over, the account signs in and starts afresh.
      desk.advance(SIGN_IN_WINDOW_MS);
      expect((await signIn(username, PASSWORD)).status).toBe(200);
      for (let i = 0; i < SIGN_IN_MAX_FAILURES - 1; i++) {
        expect((await signIn(username, 'another wrong password')).status).toBe(401);
      }
      expect((await signIn(username, PASSWORD)).status).toBe(200);
      for (const name of Object.keys(ROLES)) cookies[name] = await desk.signIn(name);
    },
  );

  it('refuses a state-changing call from a foreign Origin, and a cross-site fetch', async () => {
    const foreign = await signIn('grievance', PASSWORD, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: deskMsg.foreignOrigin });
    expect((await signIn('grievance', PASSWORD, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(
      403,
    );
    expect((await signIn('grievance', PASSWORD, { Origin: desk.url })).status).toBe(200);
    const patch = await desk.call(deskApi.record('complaints', complainNo), {
      method: 'PATCH',
      cookie: cookies.grievance,
      headers: { Origin: 'https://evil.example' },
      json: { status: 'In Process', version: 1 },
    });
    expect(patch.status).toBe(403);
    expect((await desk.store.complaint.findBy('complainNo', complainNo))?.status).toBe('Open');
  });

  describe('401 without a session, 403 for a role that may not', () => {
    type Role = keyof typeof ROLES;
    type Endpoint = {
      name: string;
      path: () => string;
      method?: string;
      json?: unknown;
      allowed: Role[];
    };
    const everyRole = Object.keys(ROLES) as Role[];
    // A queue is read by the desk that works it and by the auditor.
    const grievanceQueue: Role[] = ['grievance', 'auditor'];
    const operationsQueue: Role[] = ['operations', 'auditor'];
    const get = (name: string, path: () => string, allowed: Role[]): Endpoint => ({
      name,
      path,
      allowed,
    });
    const endpoints: Endpoint[] = [
      get('summary', () => deskApi.summary, everyRole),
      get('complaints list', () => deskApi.queue('complaints'), grievanceQueue),
      get('complaint', () => deskApi.record('complaints', complainNo), grievanceQueue),
      get('complaints CSV', () => deskApi.exportCsv('complaints'), grievanceQueue),
      get('freeze list', () => deskApi.queue('freeze-requests'), operationsQueue),
      get('withdrawals list', () => deskApi.queue('withdrawals'), operationsQueue),
      get('feedback list', () => deskApi.queue('feedback'), grievanceQueue),
      get('messages list', () => deskApi.queue('messages'), grievanceQueue),
      {
        name: 'complaint status change',
        path: () => deskApi.record('complaints', complainNo),
        method: 'PATCH',
        json: { status: 'Bogus', version: 1 },
        allowed: ['grievance'],
      },
      {
        name: 'freeze status change',
        path: () => deskApi.record('freeze-requests', 'FRZ-NONE'),
        method: 'PATCH',
        json: { status: 'Frozen', version: 1 },
        allowed: ['operations'],
      },
      {
        name: 'register complaint',
        path: () => deskApi.queue('complaints'),
        method: 'POST',
        json: {},
        allowed: ['grievance'],
      },
      get('complaint messages', () => deskApi.messages('complaints', complainNo), grievanceQueue),
      get(
        'freeze messages',
        () => deskApi.messages('freeze-requests', 'FRZ-NONE'),
        operationsQueue,
      ),
      {
        // Pending, so the allowed role meets the 409 past the guard: nothing is sent again.
        name: 'message re-send',
        path: () => deskApi.resend('complaints', complainNo, messageId),
        method: 'POST',
        allowed: ['grievance'],
      },
      {
        name: 'withdrawal message re-send',
        path: () => deskApi.resend('withdrawals', 'none', messageId),
        method: 'POST',
        allowed: ['operations'],
      },
      get('message e-mail file', () => deskApi.messageEmail('complaints', complainNo, messageId), [
        'grievance',
      ]),
      get('outbox', () => deskApi.outbox, ['admin']),
      get('outbox configuration', () => deskApi.outboxConfig, ['admin']),
      get('outbox e-mail file', () => deskApi.outboxEmail(messageId), ['admin']),
      get('audit log', () => deskApi.audit, ['admin', 'auditor']),
      get('staff list', () => deskApi.staff, ['admin']),
      get('alert addresses', () => deskApi.alerts, ['admin']),
      {
        name: 'set alert addresses',
        path: () => deskApi.alerts,
        method: 'PUT',
        json: {},
        allowed: ['admin'],
      },
      {
        name: 'add staff',
        path: () => deskApi.staff,
        method: 'POST',
        json: {},
        allowed: ['admin'],
      },
      {
        name: 'change staff',
        path: () => deskApi.staffUser('content'),
        method: 'PATCH',
        json: { roles: 'nonsense' },
        allowed: ['admin'],
      },
    ];

    it.each(endpoints)('$name', async ({ path, method = 'GET', json, allowed }) => {
      expect((await desk.call(path(), { method, json })).status).toBe(401);
      expect(
        (await desk.call(path(), { method, json, cookie: 'desk_session=forged' })).status,
      ).toBe(401);
      for (const role of everyRole) {
        const res = await desk.call(path(), { method, json, cookie: cookies[role] });
        // Allowed roles get past the guard: a 2xx, or the handler's own 400/404 for the dummy body.
        if (allowed.includes(role)) expect([200, 400, 404, 409], `${role}`).toContain(res.status);
        else expect(res.status, `${role}`).toBe(403);
      }
    });
  });

  it('a disabled account and a reset password end the sessions they had', async () => {
    await desk.addStaff('leaver', ['grievance']);
    const cookie = await desk.signIn('leaver');
    const reset = await desk.call(deskApi.staffUser('leaver'), {
      method: 'PATCH',
      cookie: cookies.admin,
      json: { password: 'another long pass phrase' },
    });
    expect(reset.status).toBe(200);
    expect((await desk.call(deskApi.session, { cookie })).status).toBe(401);
    const again = await signIn('leaver', 'another long pass phrase');
    expect(again.status).toBe(200);
    const cookie2 = again.headers.get('set-cookie')!.split(';')[0]!;
    await desk.call(deskApi.staffUser('leaver'), {
      method: 'PATCH',
      cookie: cookies.admin,
      json: { disabled: true },
    });
    expect((await desk.call(deskApi.session, { cookie: cookie2 })).status).toBe(401);
    expect((await signIn('leaver', 'another long pass phrase')).status).toBe(401);
  });

  it('admins add accounts with a checked username, roles and password length', async () => {
    const add = (json: unknown) =>
      desk.call(deskApi.staff, { method: 'POST', cookie: cookies.admin, json });
    const short = await add({ username: 'newbie', roles: ['grievance'], password: 'short' });
    expect(short.status).toBe(400);
    expect((await short.json()).errors).toEqual({ password: deskMsg.passwordTooShort });
    expect(
      (await add({ username: 'New Bie', roles: ['grievance'], password: PASSWORD })).status,
    ).toBe(400);
    expect((await add({ username: 'newbie', roles: ['root'], password: PASSWORD })).status).toBe(
      400,
    );
    expect((await add({ username: 'newbie', roles: [], password: PASSWORD })).status).toBe(400);
    const ok = await add({
      username: 'newbie',
      roles: ['grievance', 'operations'],
      password: PASSWORD,
    });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({
      username: 'newbie',
      roles: ['grievance', 'operations'],
      disabled: false,
    });
    expect((await add({ username: 'newbie', roles: ['auditor'], password: PASSWORD })).status).toBe(
      409,
    );
    const list = await (await desk.call(deskApi.staff, { cookie: cookies.admin })).json();
    expect(JSON.stringify(list)).not.toContain('passwordHash');
  });

  it("logs each account change under the admin's name, with what changed", async () => {
    await desk.call(deskApi.staff, {
      method: 'POST',
      cookie: cookies.admin,
      json: { username: 'audited', roles: ['grievance'], password: PASSWORD },
    });
    await desk.call(deskApi.staffUser('audited'), {
      method: 'PATCH',
      cookie: cookies.admin,
      json: { roles: ['grievance', 'auditor'], disabled: true },
    });
    const log = (await (
      await desk.call(`${deskApi.audit}?q=staff/audited`, { cookie: cookies.admin })
    ).json()) as AuditPage;
    expect(
      log.data.map(({ actor, action, target, detail }) => ({ actor, action, target, detail })),
    ).toEqual([
      {
        actor: 'admin',
        action: AUDIT_ACTIONS.accountChange,
        target: 'staff/audited',
        detail: 'roles: grievance, auditor; disabled',
      },
      {
        actor: 'admin',
        action: AUDIT_ACTIONS.accountAdd,
        target: 'staff/audited',
        detail: 'roles: grievance',
      },
    ]);
  });
});
