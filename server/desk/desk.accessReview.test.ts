// The access review (docs/contract.md §11, Access review; issue 44): every account with its
// roles, second factor and last sign-in; enabled accounts unused for longer than the admin's
// setting (90 days by default) flagged on the harness's injected clock, disabled in one step and
// audited; its CSV; a disabled account's open sessions ended, not only refused while disabled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  deskApi,
  deskMsg,
  UNUSED_ACCOUNT_DEFAULT_DAYS,
  type AccessReview,
  type AccessReviewRow,
} from '../../src/contract/desk';
import { addAccount } from './accounts';
import { engines } from '../store/testing/engines';
import { PASSWORD, startDesk, type DeskHarness } from '../testing/desk';
import { TEST_SCRYPT_COST } from '../testing/staffCost';

const DAY = 86_400_000;

describe.each(engines)('access review: $name', (engine) => {
  let desk: DeskHarness;
  let admin = '';
  let started: Date;

  beforeAll(async () => {
    desk = await startDesk(engine);
    started = desk.now();
    await desk.addStaff('admin', ['admin']);
    await desk.addStaff('boss', ['admin']);
    await desk.addStaff('priya', ['grievance']);
    await desk.addStaff('ravi', ['operations']);
    // An auditor made without enrolling: its role requires a second factor it lacks.
    await addAccount(
      desk.store,
      desk.now(),
      { username: 'audra', roles: ['auditor'], password: PASSWORD },
      TEST_SCRYPT_COST,
    );
    await desk.signIn('priya');
    admin = await desk.signIn('admin');
  }, 60_000);
  afterAll(() => desk.close());

  const review = async (cookie = admin) => {
    const res = await desk.call(deskApi.accessReview, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as AccessReview;
  };
  const rowOf = (r: AccessReview, username: string) =>
    r.data.find((row) => row.username === username)!;
  const disable = (usernames: unknown, cookie = admin) =>
    desk.call(deskApi.accessReviewDisable, { method: 'POST', cookie, json: { usernames } });

  it('reports every account: roles, second factor, last sign-in, disabled', async () => {
    const now = await review();
    expect(now.unusedDays).toBe(UNUSED_ACCOUNT_DEFAULT_DAYS);
    expect(now.data.map((r) => r.username)).toEqual(['admin', 'boss', 'priya', 'ravi', 'audra']);
    const priya = rowOf(now, 'priya');
    expect(priya).toMatchObject({
      roles: ['grievance'],
      twoFactor: 'not required',
      disabled: false,
      daysUnused: 0,
      flagged: false,
    } satisfies Partial<AccessReviewRow>);
    expect(Date.parse(priya.lastSignInAt!)).toBeGreaterThanOrEqual(started.getTime());
    expect(rowOf(now, 'admin').twoFactor).toBe('enrolled');
    expect(rowOf(now, 'audra')).toMatchObject({ twoFactor: 'missing', lastSignInAt: null });
    expect(rowOf(now, 'ravi').lastSignInAt).toBeNull();
  });

  it('finds the last whole sign-in behind any number of sessions still waiting for a code', async () => {
    const before = rowOf(await review(), 'priya').lastSignInAt;
    expect(before).not.toBeNull();
    // More half sign-ins than one page of sessions (accessReview.ts SESSIONS_PAGE), all newer.
    const at = new Date(desk.now().getTime() + 1000).toISOString();
    for (let i = 0; i < 201; i++) {
      await desk.store.staffSessions.insert({
        tokenHash: `half-${engine.name}-${i}`,
        username: 'priya',
        startedAt: at,
        lastSeenAt: at,
        secondFactor: 'code',
      });
    }
    expect(rowOf(await review(), 'priya').lastSignInAt).toBe(before);
  });

  it('is for admins only', async () => {
    const priya = await desk.signIn('priya');
    expect((await desk.call(deskApi.accessReview, { cookie: priya })).status).toBe(403);
    expect((await desk.call(deskApi.accessReviewCsv, { cookie: priya })).status).toBe(403);
    expect((await disable(['ravi'], priya)).status).toBe(403);
    const put = await desk.call(deskApi.accessReviewSettings, {
      method: 'PUT',
      cookie: priya,
      json: { unusedDays: 30 },
    });
    expect(put.status).toBe(403);
  });

  it('flags enabled accounts unused for over the set days, on the server clock', async () => {
    desk.advance((UNUSED_ACCOUNT_DEFAULT_DAYS + 1) * DAY);
    // A right password still waiting for its code is no sign-in.
    const half = await desk.call(deskApi.session, {
      method: 'POST',
      json: { username: 'boss', password: PASSWORD },
    });
    expect(((await half.json()) as { secondFactor?: string }).secondFactor).toBe('code');
    admin = await desk.signIn('admin');
    const later = await review();
    expect(rowOf(later, 'admin')).toMatchObject({ flagged: false, daysUnused: 0 });
    for (const name of ['priya', 'ravi', 'boss', 'audra']) {
      expect(rowOf(later, name)).toMatchObject({
        flagged: true,
        daysUnused: UNUSED_ACCOUNT_DEFAULT_DAYS + 1,
      });
    }
    expect(rowOf(later, 'boss').lastSignInAt).toBeNull();

    // The admin's setting: 120 days, audited; out of bounds refused with its message.
    for (const unusedDays of [6, 366, 90.5, '120', null]) {
      const bad = await desk.call(deskApi.accessReviewSettings, {
        method: 'PUT',
        cookie: admin,
        json: { unusedDays },
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
        unusedDays: deskMsg.unusedDaysInvalid,
      });
    }
    const put = (unusedDays: number) =>
      desk.call(deskApi.accessReviewSettings, {
        method: 'PUT',
        cookie: admin,
        json: { unusedDays },
      });
    expect(await (await put(120)).json()).toEqual({ unusedDays: 120 });
    expect(rowOf(await review(), 'priya').flagged).toBe(false);
    const { data } = await desk.store.audit.list({
      where: { action: AUDIT_ACTIONS.accessSettings },
    });
    expect(data.map((e) => [e.actor, e.target, e.detail])).toEqual([
      ['admin', 'access-review', 'unused accounts flagged after 120 days'],
    ]);
    expect((await put(UNUSED_ACCOUNT_DEFAULT_DAYS)).status).toBe(200);
  });

  it('exports the report as CSV, audited', async () => {
    const res = await desk.call(deskApi.accessReviewCsv, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      `Username,Roles,Two-factor,Last sign-in,Created,Disabled,Days unused,Unused over ${UNUSED_ACCOUNT_DEFAULT_DAYS} days`,
    );
    expect(lines.find((l) => l.startsWith('ravi,'))).toMatch(
      /^ravi,operations,not required,never,[^,]+,no,91,yes$/,
    );
    expect(lines.find((l) => l.startsWith('audra,'))).toContain(',missing,never,');
    const { data } = await desk.store.audit.list({ where: { action: AUDIT_ACTIONS.export } });
    expect(data.map((e) => [e.actor, e.target])).toEqual([['admin', 'access-review']]);
  });

  it('disables flagged accounts in one step, audited; refuses any not flagged', async () => {
    const before = await review();
    // One not flagged (the admin, just signed in) or unknown: none of the chosen is disabled.
    const refused = await disable(['ravi', 'admin']);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(deskMsg.disableNotFlagged);
    expect((await disable(['ravi', 'nobody'])).status).toBe(404);
    for (const body of [[], 'ravi', [42], ['Not A Name']]) {
      expect((await disable(body)).status).toBe(400);
    }
    expect(await review()).toEqual({ ...before, asOf: expect.any(String) });

    const flagged = before.data.filter((r) => r.flagged).map((r) => r.username);
    const res = await disable(flagged);
    expect(res.status).toBe(200);
    // boss's half sign-in (a right password, no code yet) is ended with the account.
    expect(await res.json()).toEqual({ disabled: flagged, sessionsEnded: 1 });
    const after = await review();
    for (const name of flagged)
      expect(rowOf(after, name)).toMatchObject({ disabled: true, flagged: false });
    expect(rowOf(after, 'admin').disabled).toBe(false);
    const { data } = await desk.store.audit.list({
      where: { action: AUDIT_ACTIONS.accountDisableUnused },
    });
    expect(data.map((e) => [e.actor, e.target]).sort()).toEqual(
      flagged.map((n) => ['admin', `staff/${n}`]).sort(),
    );
    expect(data.find((e) => e.target === 'staff/ravi')!.detail).toBe(
      'last sign-in never; 91 days unused',
    );
    // A disabled account cannot sign in; disabling it again is refused (not flagged).
    const signIn = await desk.call(deskApi.session, {
      method: 'POST',
      json: { username: 'priya', password: PASSWORD },
    });
    expect(signIn.status).toBe(401);
    expect((await disable(['priya'])).status).toBe(409);
  });

  it("ends a disabled account's open sessions: enabling it again revives none", async () => {
    await desk.addStaff('meena', ['operations']);
    const meena = await desk.signIn('meena');
    const patch = (disabled: boolean) =>
      desk.call(deskApi.staffUser('meena'), { method: 'PATCH', cookie: admin, json: { disabled } });
    expect((await patch(true)).status).toBe(200);
    expect((await patch(false)).status).toBe(200);
    expect((await desk.call(deskApi.session, { cookie: meena })).status).toBe(401);
    const { data } = await desk.store.audit.list({
      where: { action: AUDIT_ACTIONS.sessionEnd, actor: 'admin' },
    });
    expect(data.map((e) => [e.target, e.detail]).sort()).toEqual([
      ['staff/boss', '1 sessions: account disabled in the access review'],
      ['staff/meena', '1 sessions: account disabled'],
    ]);
  });
});
