// Desk sessions (docs/contract.md §11, issue 44): a staff member's own open sessions, which they
// end; an admin's list of everyone's, ending anyone's; the absolute lifetime, an admin's setting,
// on the harness's injected clock; an admin's reset of a second factor ends that person's sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  deskApi,
  deskMsg,
  SESSION_IDLE_MS,
  SESSION_LIFETIME_DEFAULT_HOURS,
  type StaffSession,
  type StaffSessionView,
} from '../../src/contract/desk';
import { deviceOf } from './device';
import { engines } from '../store/testing/engines';
import { PASSWORD, startDesk, type DeskHarness } from '../testing/desk';
import { totpCode } from '../testing/twoFactor';
import { forgetUsedStep } from '../testing/twoFactor';

const HOUR = 3_600_000;
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const OFFICE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('deviceOf', () => {
  it('names the browser and system of common User-Agents', () => {
    expect(deviceOf(PHONE)).toBe('Chrome on Android');
    expect(deviceOf(OFFICE)).toBe('Firefox on Windows');
    expect(
      deviceOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      ),
    ).toBe('Safari on macOS');
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(deviceOf(undefined)).toBe('Unknown device');
  });
});

describe.each(engines)('desk sessions: $name', (engine) => {
  let desk: DeskHarness;
  let admin: string;

  beforeAll(async () => {
    desk = await startDesk(engine);
    await desk.addStaff('admin', ['admin']);
    await desk.addStaff('priya', ['grievance']);
    await desk.addStaff('ravi', ['operations']);
    admin = await desk.signIn('admin');
  }, 60_000);
  afterAll(() => desk.close());

  /** Signs in from a browser of its own (its User-Agent), answering the code when one is due. */
  async function signInFrom(username: string, userAgent: string) {
    const res = await desk.call(deskApi.session, {
      method: 'POST',
      headers: { 'User-Agent': userAgent },
      json: { username, password: PASSWORD },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    if (((await res.json()) as StaffSession).secondFactor === 'code') {
      await forgetUsedStep(desk.store, username);
      const code = await totpCode(desk.now());
      await desk.call(deskApi.sessionCode, { method: 'POST', cookie, json: { code } });
    }
    return cookie;
  }
  const mine = async (cookie: string) => {
    const res = await desk.call(deskApi.sessions, { cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: StaffSessionView[] }).data;
  };
  const end = (cookie: string, id: string) =>
    desk.call(deskApi.sessionById(id), { method: 'DELETE', cookie });
  const signedIn = async (cookie: string) => (await desk.call(deskApi.session, { cookie })).status;

  it('lists my open sessions by device, address and times, and ends one of them, audited', async () => {
    const phone = await signInFrom('priya', PHONE);
    const office = await signInFrom('priya', OFFICE);
    await signInFrom('ravi', OFFICE);
    const listed = await mine(office);
    expect(listed.map((s) => [s.username, s.device, s.current])).toEqual([
      ['priya', 'Firefox on Windows', true],
      ['priya', 'Chrome on Android', false],
    ]);
    expect(listed[0]!.address).toBe('127.0.0.1');
    expect(Date.parse(listed[0]!.startedAt)).toBeLessThanOrEqual(Date.parse(listed[0]!.lastSeenAt));
    expect(JSON.stringify(listed)).not.toMatch(/tokenHash|userAgent/);
    const phoneSession = listed[1]!;
    expect((await end(office, phoneSession.id)).status).toBe(204);
    expect(await signedIn(phone)).toBe(401);
    expect(await signedIn(office)).toBe(200);
    expect((await mine(office)).map((s) => s.device)).toEqual(['Firefox on Windows']);
    // Once ended it is no open session: a second end is a 404 with the reason.
    const again = await end(office, phoneSession.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: deskMsg.sessionNotFound });
    const { data } = await desk.store.audit.list({
      where: { action: AUDIT_ACTIONS.sessionEnd },
    });
    expect(data.map(({ actor, target, detail }) => ({ actor, target, detail }))).toEqual([
      {
        actor: 'priya',
        target: 'staff/priya',
        detail: `Chrome on Android from 127.0.0.1, signed in ${phoneSession.startedAt}`,
      },
    ]);
  });

  it("a staff member cannot list or end another's sessions; an admin lists and ends anyone's", async () => {
    const priya = await signInFrom('priya', OFFICE);
    const ravi = await signInFrom('ravi', PHONE);
    const [raviSession] = await mine(ravi);
    expect((await end(priya, raviSession!.id)).status).toBe(403);
    expect((await desk.call(deskApi.allSessions, { cookie: priya })).status).toBe(403);
    expect(await signedIn(ravi)).toBe(200);
    const all = await desk.call(deskApi.allSessions, { cookie: admin });
    expect(all.status).toBe(200);
    const { data } = (await all.json()) as { data: StaffSessionView[] };
    expect(new Set(data.map((s) => s.username))).toEqual(new Set(['admin', 'priya', 'ravi']));
    expect(data.find((s) => s.current)?.username).toBe('admin');
    expect((await end(admin, raviSession!.id)).status).toBe(204);
    expect(await signedIn(ravi)).toBe(401);
    expect(await signedIn(priya)).toBe(200);
    const audited = await desk.store.audit.list({
      where: { actor: 'admin', action: AUDIT_ACTIONS.sessionEnd },
    });
    expect(audited.data.map((e) => e.target)).toEqual(['staff/ravi']);
  });

  it('a session ends at its absolute lifetime however busy; an admin changes it, audited', async () => {
    const busy = await signInFrom('priya', OFFICE);
    // A request every 20 minutes keeps it from idling out, up to the lifetime and no further.
    expect(SESSION_IDLE_MS).toBeGreaterThan(20 * 60_000);
    const steps = (SESSION_LIFETIME_DEFAULT_HOURS * HOUR) / (20 * 60_000) - 1;
    for (let i = 0; i < steps; i++) {
      desk.advance(20 * 60_000);
      expect([i, await signedIn(busy)]).toEqual([i, 200]);
    }
    desk.advance(19 * 60_000);
    expect(await signedIn(busy)).toBe(200);
    desk.advance(2 * 60_000);
    expect(await signedIn(busy)).toBe(401);

    const settings = (cookie: string, json?: unknown) =>
      desk.call(deskApi.accessSettings, {
        cookie,
        ...(json === undefined ? {} : { method: 'PUT', json }),
      });
    admin = await desk.signIn('admin');
    const priya = await signInFrom('priya', OFFICE);
    expect(await (await settings(admin)).json()).toEqual({
      sessionLifetimeHours: SESSION_LIFETIME_DEFAULT_HOURS,
    });
    expect((await settings(priya)).status).toBe(403);
    expect((await settings(priya, { sessionLifetimeHours: 2 })).status).toBe(403);
    for (const bad of [0, 73, 1.5, '2', null]) {
      const refused = await settings(admin, { sessionLifetimeHours: bad });
      expect(refused.status).toBe(400);
    }
    const refused = await settings(admin, { sessionLifetimeHours: 0 });
    expect(JSON.stringify(await refused.json())).toContain(deskMsg.sessionLifetimeInvalid);
    const saved = await settings(admin, { sessionLifetimeHours: 2 });
    expect(await saved.json()).toEqual({ sessionLifetimeHours: 2 });
    // Every open session is held to the new lifetime at once, on every app server.
    desk.advance(2 * HOUR - 60_000);
    expect(await signedIn(priya)).toBe(401);
    const { data } = await desk.store.audit.list({
      where: { action: AUDIT_ACTIONS.accessSettings },
    });
    expect(data.map(({ actor, detail }) => ({ actor, detail }))).toEqual([
      { actor: 'admin', detail: 'session lifetime: 2 hours' },
    ]);
    await settings(await desk.signIn('admin'), {
      sessionLifetimeHours: SESSION_LIFETIME_DEFAULT_HOURS,
    });
  });

  it("an admin's reset of a second factor ends that person's open sessions, audited", async () => {
    admin = await desk.signIn('admin');
    await desk.addStaff('lost', ['auditor']);
    const first = await signInFrom('lost', PHONE);
    const second = await signInFrom('lost', OFFICE);
    const reset = await desk.call(deskApi.staffTwoFactor('lost'), {
      method: 'DELETE',
      cookie: admin,
    });
    expect(reset.status).toBe(204);
    expect(await signedIn(first)).toBe(401);
    expect(await signedIn(second)).toBe(401);
    const { data } = await desk.store.audit.list({
      where: { action: AUDIT_ACTIONS.sessionEnd, actor: 'admin' },
    });
    expect(data.map((e) => [e.target, e.detail])).toContainEqual([
      'staff/lost',
      '2 sessions: two-factor reset',
    ]);
  });
});
