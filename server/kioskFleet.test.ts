// The kiosk fleet over HTTP on both engines (docs/contract.md §14): heartbeats validated and kept,
// the desk's list with online/offline on the injected clock, central settings and their guards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, deskApi, type AuditPage } from '../src/contract/desk';
import {
  KIOSK_OFFLINE_AFTER_MS,
  fleetMsg,
  kioskApi,
  kioskDeskApi,
  type Heartbeat,
  type KioskList,
  type KioskSettingsAnswer,
} from '../src/contract/kioskFleet';
import { msg } from '../src/contract/messages';
import { startDesk, type DeskHarness } from './testing/desk';
import { engines } from './store/testing/engines';

const beat = (extra: Partial<Record<keyof Heartbeat, unknown>> = {}) => ({
  kioskId: 'k-7f3a9c2e-andheri',
  branchName: 'Andheri East',
  appVersion: '0.1.0',
  uptimeSeconds: 3600,
  lastResetAt: '2026-11-23T10:00:00.000Z',
  rendered: true,
  ...extra,
});

describe.each(engines)('kiosk fleet: $name', (engine) => {
  let desk: DeskHarness;
  let admin = '';
  let operations = '';
  let grievance = '';
  const sendBeat = (body: unknown) => desk.call(kioskApi.heartbeat, { method: 'POST', json: body });
  const list = async (cookie: string) => {
    const res = await desk.call(kioskDeskApi.kiosks, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as KioskList;
  };
  const put = (target: string, json: unknown, cookie = admin) =>
    desk.call(kioskDeskApi.settings(target), { method: 'PUT', json, cookie });
  const settingsOf = async (kioskId: string) => {
    const res = await desk.call(kioskApi.settings(kioskId));
    expect(res.status).toBe(200);
    return ((await res.json()) as KioskSettingsAnswer).data;
  };

  beforeAll(async () => {
    desk = await startDesk(engine);
    await desk.addStaff('root', ['admin']);
    await desk.addStaff('ravi', ['operations']);
    await desk.addStaff('meera', ['grievance']);
    [admin = '', operations = '', grievance = ''] = await Promise.all(
      ['root', 'ravi', 'meera'].map((u) => desk.signIn(u)),
    );
  });
  afterAll(() => desk.close());

  it.each([
    [{ kioskId: 'short' }, 'kioskId', fleetMsg.kioskId],
    [{ kioskId: '../../etc/passwd' }, 'kioskId', fleetMsg.kioskId],
    [{ branchName: '' }, 'branchName', fleetMsg.branchName],
    [{ branchName: 'x'.repeat(81) }, 'branchName', fleetMsg.branchName],
    [{ appVersion: undefined }, 'appVersion', fleetMsg.appVersion],
    [{ uptimeSeconds: -1 }, 'uptimeSeconds', fleetMsg.uptimeSeconds],
    [{ uptimeSeconds: '60' }, 'uptimeSeconds', fleetMsg.uptimeSeconds],
    [{ uptimeSeconds: 1.5 }, 'uptimeSeconds', fleetMsg.uptimeSeconds],
    [{ lastResetAt: 'yesterday' }, 'lastResetAt', fleetMsg.lastResetAt],
    [{ lastResetAt: undefined }, 'lastResetAt', fleetMsg.lastResetAt],
    [{ rendered: 'yes' }, 'rendered', fleetMsg.rendered],
  ])('refuses a heartbeat with %j: 400 naming %s', async (bad, field, message) => {
    const res = await sendBeat(beat(bad));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe(msg.invalidRequest);
    expect(body.errors[field]).toBe(message);
  });

  it('refuses a body that is not a JSON object with 400, and stores nothing refused', async () => {
    for (const body of [[beat()], 'beat', null]) {
      expect((await sendBeat(body)).status).toBe(400);
    }
    expect(await desk.store.kiosks.count()).toBe(0);
  });

  it('keeps one record per kiosk, replaced by each beat; the desk lists it online', async () => {
    expect((await sendBeat(beat({ uptimeSeconds: 60 }))).status).toBe(204);
    expect((await sendBeat(beat({ uptimeSeconds: 120, rendered: false }))).status).toBe(204);
    expect(
      (await sendBeat(beat({ kioskId: 'k-0000-borivali', branchName: 'Borivali' }))).status,
    ).toBe(204);
    expect(await desk.store.kiosks.count()).toBe(2);
    const { data, offlineAfterSeconds } = await list(operations);
    expect(offlineAfterSeconds).toBe(180);
    expect(data.map((k) => k.branchName)).toEqual(['Andheri East', 'Borivali']);
    expect(data[0]).toMatchObject({
      kioskId: 'k-7f3a9c2e-andheri',
      uptimeSeconds: 120,
      rendered: false,
      online: true,
      lastSeenAt: expect.any(String),
    });
  });

  it('answers concurrent beats of one kiosk 204 each (a lost race is retried), one record kept', async () => {
    const kioskId = 'k-race-0001-andheri';
    for (const n of [3, 8]) {
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) => sendBeat(beat({ kioskId, uptimeSeconds: i }))),
      );
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 204));
    }
    expect(await desk.store.kiosks.count({ kioskId })).toBe(1);
  });

  it('answers concurrent setting changes of one target 200 or 409, never a 5xx', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => put('default', { idleSeconds: 60 + i })),
    );
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      String(statuses),
    ).toBe(true);
    expect(statuses).toContain(200);
  });

  it('shows a kiosk offline after three missed beats (180 s on the server clock)', async () => {
    await sendBeat(beat());
    desk.advance(KIOSK_OFFLINE_AFTER_MS - 1000);
    expect((await list(admin)).data.find((k) => k.kioskId === 'k-7f3a9c2e-andheri')?.online).toBe(
      true,
    );
    desk.advance(2000);
    const stale = await list(admin);
    expect(stale.data.every((k) => !k.online)).toBe(true);
    await sendBeat(beat());
    expect((await list(admin)).data.find((k) => k.kioskId === 'k-7f3a9c2e-andheri')?.online).toBe(
      true,
    );
  });

  it('lists kiosks for admin and operations only; 401 without a session', async () => {
    expect((await desk.call(kioskDeskApi.kiosks)).status).toBe(401);
    expect((await desk.call(kioskDeskApi.kiosks, { cookie: grievance })).status).toBe(403);
  });

  it('lets only an admin change settings; each change is audited', async () => {
    expect((await put('default', { idleSeconds: 60 }, operations)).status).toBe(403);
    expect((await put('default', { idleSeconds: 60 }, grievance)).status).toBe(403);
    expect(
      (
        await desk.call(kioskDeskApi.settings('default'), {
          method: 'PUT',
          json: { idleSeconds: 60 },
        })
      ).status,
    ).toBe(401);
    const res = await put('default', { idleSeconds: 60, notices: ['Closed on 25 December'] });
    expect(res.status).toBe(200);
    const audit = (await (
      await desk.call(
        `${deskApi.audit}?action=${encodeURIComponent(AUDIT_ACTIONS.kioskSettings)}`,
        {
          cookie: admin,
        },
      )
    ).json()) as AuditPage;
    expect(audit.data[0]).toMatchObject({
      actor: 'root',
      action: AUDIT_ACTIONS.kioskSettings,
      target: 'kiosk-settings/default',
      detail: 'idleSeconds: 60; notices: 1',
    });
  });

  it('refuses bad settings with 400 naming the field, and an unknown kiosk with 404', async () => {
    const cases: [unknown, string, string][] = [
      [{ idleSeconds: 4 }, 'idleSeconds', fleetMsg.idleSeconds],
      [{ idleSeconds: 'soon' }, 'idleSeconds', fleetMsg.idleSeconds],
      [{ countdownSeconds: 3601 }, 'countdownSeconds', fleetMsg.countdownSeconds],
      [{ branchName: '' }, 'branchName', fleetMsg.branchName],
      [{ notices: 'one' }, 'notices', fleetMsg.notices],
      [{ notices: ['1', '2', '3', '4', '5', '6'] }, 'notices', fleetMsg.notices],
      [{ notices: ['x'.repeat(201)] }, 'notices[0]', fleetMsg.notices],
      [{ language: 'fr' }, 'language', fleetMsg.language],
      [{ language: 1 }, 'language', fleetMsg.language],
    ];
    for (const [body, field, message] of cases) {
      const res = await put('default', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors[field]).toBe(
        message,
      );
    }
    expect((await put('k-never-reported', { idleSeconds: 60 })).status).toBe(404);
    expect((await put('default', [1])).status).toBe(400);
    // Refused changes left the earlier default as it was.
    expect(await settingsOf('k-never-reported')).toMatchObject({ idleSeconds: 60 });
  });

  it('gives a kiosk the default merged with its own settings, its own winning', async () => {
    await put('default', { idleSeconds: 60, countdownSeconds: 10, notices: ['Open Saturday'] });
    expect(
      (await put('k-7f3a9c2e-andheri', { idleSeconds: 30, branchName: 'Andheri', language: 'hi' }))
        .status,
    ).toBe(200);
    expect(await settingsOf('k-7f3a9c2e-andheri')).toEqual({
      idleSeconds: 30,
      countdownSeconds: 10,
      branchName: 'Andheri',
      notices: ['Open Saturday'],
      language: 'hi',
    });
    expect(await settingsOf('k-0000-borivali')).toEqual({
      idleSeconds: 60,
      countdownSeconds: 10,
      notices: ['Open Saturday'],
    });
    const { data, defaults } = await list(admin);
    expect(defaults).toEqual({ idleSeconds: 60, countdownSeconds: 10, notices: ['Open Saturday'] });
    expect(data.find((k) => k.kioskId === 'k-7f3a9c2e-andheri')?.settings).toEqual({
      idleSeconds: 30,
      branchName: 'Andheri',
      language: 'hi',
    });
    // An empty object clears a kiosk's own settings.
    expect((await put('k-7f3a9c2e-andheri', {})).status).toBe(200);
    expect((await settingsOf('k-7f3a9c2e-andheri')).idleSeconds).toBe(60);
    expect((await desk.call(kioskApi.settings('no'))).status).toBe(400);
  });
});
