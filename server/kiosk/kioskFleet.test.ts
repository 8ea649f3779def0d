// The kiosk fleet over HTTP on both engines (docs/contract.md §14): enrolment (a key per kiosk,
// shown once, hashed at rest, revocable), heartbeats validated and kept, the desk's list with
// online/offline on the injected clock, central settings and their guards.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, deskApi, type AuditPage } from '../../src/contract/desk';
import {
  KIOSK_KEY_PATTERN,
  KIOSK_OFFLINE_AFTER_MS,
  fleetMsg,
  kioskApi,
  kioskDeskApi,
  type Heartbeat,
  type KioskKeyIssued,
  type KioskList,
  type KioskSettingsAnswer,
} from '../../src/contract/kioskFleet';
import { msg } from '../../src/contract/messages';
import { deskForSuite } from '../testing/desk';
import { engines } from '../store/testing/engines';
import { COLLECTIONS } from '../store/types';

/** A kiosk as head office enrolled it: its id and the key the desk showed once. */
interface Enrolled {
  kioskId: string;
  key: string;
}
const andheri: Enrolled = { kioskId: '', key: '' };

const beat = (extra: Partial<Record<keyof Heartbeat, unknown>> = {}) => ({
  kioskId: andheri.kioskId,
  branchName: 'Andheri East',
  appVersion: '0.1.0',
  uptimeSeconds: 3600,
  lastResetAt: '2026-11-23T10:00:00.000Z',
  rendered: true,
  ...extra,
});

describe.each(engines)('kiosk fleet: $name', (engine) => {
  const { desk, staff } = deskForSuite(engine, {
    admin: ['root'],
    operations: ['ravi'],
    grievance: ['meera'],
  });
  let borivali: Enrolled;
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
  const sendBeat = (body: unknown, key = andheri.key) =>
    desk.call(kioskApi.heartbeat, { method: 'POST', json: body, headers: bearer(key) });
  const enrol = async (branchName: string, cookie = staff.root): Promise<Enrolled> => {
    const res = await desk.call(kioskDeskApi.enrol, {
      method: 'POST',
      json: { branchName },
      cookie,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as KioskKeyIssued).data;
  };
  const list = async (cookie: string) => {
    const res = await desk.call(kioskDeskApi.kiosks, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as KioskList;
  };
  const put = (target: string, json: unknown, cookie = staff.root) =>
    desk.call(kioskDeskApi.settings(target), { method: 'PUT', json, cookie });
  const settingsOf = async (kioskId: string, key = andheri.key) => {
    const res = await desk.call(kioskApi.settings(kioskId), { headers: bearer(key) });
    expect(res.status).toBe(200);
    return ((await res.json()) as KioskSettingsAnswer).data;
  };

  beforeAll(async () => {
    Object.assign(andheri, await enrol('Andheri East'));
    borivali = await enrol('Borivali');
  });

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
      (await sendBeat(beat({ kioskId: borivali.kioskId, branchName: 'Borivali' }), borivali.key))
        .status,
    ).toBe(204);
    expect(await desk.store.kiosks.count()).toBe(2);
    const { data, offlineAfterSeconds } = await list(staff.ravi);
    expect(offlineAfterSeconds).toBe(180);
    expect(data.map((k) => k.branchName)).toEqual(['Andheri East', 'Borivali']);
    expect(data[0]).toMatchObject({
      kioskId: andheri.kioskId,
      uptimeSeconds: 120,
      rendered: false,
      online: true,
      lastSeenAt: expect.any(String),
    });
  });

  it('answers concurrent beats of one kiosk 204 each (a lost race is retried), one record kept', async () => {
    const { kioskId, key } = await enrol('Andheri East (race)');
    for (const n of [3, 8]) {
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) => sendBeat(beat({ kioskId, uptimeSeconds: i }), key)),
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
    expect((await list(staff.root)).data.find((k) => k.kioskId === andheri.kioskId)?.online).toBe(
      true,
    );
    desk.advance(2000);
    const stale = await list(staff.root);
    expect(stale.data.every((k) => !k.online)).toBe(true);
    await sendBeat(beat());
    expect((await list(staff.root)).data.find((k) => k.kioskId === andheri.kioskId)?.online).toBe(
      true,
    );
  });

  it('lists kiosks for admin and operations only; 401 without a session', async () => {
    expect((await desk.call(kioskDeskApi.kiosks)).status).toBe(401);
    expect((await desk.call(kioskDeskApi.kiosks, { cookie: staff.meera })).status).toBe(403);
  });

  it('lets only an admin change settings; each change is audited', async () => {
    expect((await put('default', { idleSeconds: 60 }, staff.ravi)).status).toBe(403);
    expect((await put('default', { idleSeconds: 60 }, staff.meera)).status).toBe(403);
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
          cookie: staff.root,
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
    expect(await settingsOf(andheri.kioskId)).toMatchObject({ idleSeconds: 60 });
  });

  it('gives a kiosk the default merged with its own settings, its own winning', async () => {
    await put('default', { idleSeconds: 60, countdownSeconds: 10, notices: ['Open Saturday'] });
    expect(
      (await put(andheri.kioskId, { idleSeconds: 30, branchName: 'Andheri', language: 'hi' }))
        .status,
    ).toBe(200);
    expect(await settingsOf(andheri.kioskId)).toEqual({
      idleSeconds: 30,
      countdownSeconds: 10,
      branchName: 'Andheri',
      notices: ['Open Saturday'],
      language: 'hi',
    });
    expect(await settingsOf(borivali.kioskId, borivali.key)).toEqual({
      idleSeconds: 60,
      countdownSeconds: 10,
      notices: ['Open Saturday'],
    });
    const { data, defaults } = await list(staff.root);
    expect(defaults).toEqual({ idleSeconds: 60, countdownSeconds: 10, notices: ['Open Saturday'] });
    expect(data.find((k) => k.kioskId === andheri.kioskId)?.settings).toEqual({
      idleSeconds: 30,
      branchName: 'Andheri',
      language: 'hi',
    });
    // An empty object clears a kiosk's own settings.
    expect((await put(andheri.kioskId, {})).status).toBe(200);
    expect((await settingsOf(andheri.kioskId)).idleSeconds).toBe(60);
  });
  it('refuses 1,100 heartbeats without a valid key with 401 and a clear message, and lists none of them', async () => {
    const made = (n: number) => `k-fake-${String(n).padStart(6, '0')}`;
    const forged: Record<string, string>[] = [
      {}, // no key at all
      { Authorization: 'Bearer' },
      { Authorization: `Basic ${Buffer.from('root:x').toString('base64')}` },
      { Authorization: `Bearer ${andheri.kioskId}` }, // the id alone
      { Authorization: `Bearer ${andheri.kioskId}.${'A'.repeat(43)}` }, // the id, a made-up secret
      { Authorization: `Bearer ${andheri.key}x` },
      { Authorization: `Bearer ${andheri.key} ${andheri.key}` },
    ];
    const before = await desk.store.kiosks.count();
    for (let n = 0; n < 1100; n += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => {
          const kioskId = made(n + i);
          const headers = forged[(n + i) % forged.length]!;
          return desk.call(kioskApi.heartbeat, {
            method: 'POST',
            json: beat({ kioskId, branchName: `Fake ${n + i}` }),
            headers: (n + i) % 11 === 0 ? bearer(`${kioskId}.${'b'.repeat(43)}`) : headers,
          });
        }),
      );
      for (const res of answers) {
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer realm="kiosk"');
        expect(((await res.json()) as { message: string }).message).toBe(fleetMsg.notEnrolled);
      }
    }
    // The settings of a kiosk, even one that is enrolled, are not given without its key.
    for (const headers of forged) {
      const res = await desk.call(kioskApi.settings(andheri.kioskId), { headers });
      expect(res.status).toBe(401);
    }
    expect(await desk.store.kiosks.count()).toBe(before);
    // A record that no key names (written before kiosks enrolled) never reaches the list.
    await desk.store.kiosks.insert({
      ...beat({ kioskId: made(0), branchName: 'A' }),
      lastSeenAt: desk.now().toISOString(),
    } as Heartbeat & { lastSeenAt: string });
    expect((await sendBeat(beat())).status).toBe(204);
    const listed = (await list(staff.ravi)).data.map((k) => k.kioskId);
    expect(listed).toContain(andheri.kioskId);
    expect(listed.filter((id) => id.startsWith('k-fake-'))).toEqual([]);
  }, 120_000);

  it("refuses one kiosk's valid key for another kiosk id with 403", async () => {
    const before = await desk.store.kiosks.findBy('kioskId', borivali.kioskId);
    const res = await sendBeat(beat({ kioskId: borivali.kioskId }));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(fleetMsg.otherKiosk);
    expect(
      (await desk.call(kioskApi.settings(borivali.kioskId), { headers: bearer(andheri.key) }))
        .status,
    ).toBe(403);
    expect(await desk.store.kiosks.findBy('kioskId', borivali.kioskId)).toEqual(before);
  });

  it('refuses a revoked key; the desk keeps the enrolment marked revoked and lists the kiosk no more; audited', async () => {
    const kiosk = await enrol('Thane');
    expect((await sendBeat(beat({ kioskId: kiosk.kioskId }), kiosk.key)).status).toBe(204);
    expect((await list(staff.root)).data.map((k) => k.kioskId)).toContain(kiosk.kioskId);
    const revoke = (kioskId: string, cookie = staff.root) =>
      desk.call(kioskDeskApi.revoke(kioskId), { method: 'DELETE', cookie });
    expect((await revoke(kiosk.kioskId, staff.ravi)).status).toBe(403);
    expect((await revoke('k-never-enrolled')).status).toBe(404);
    const res = await revoke(kiosk.kioskId);
    expect(res.status).toBe(200);
    expect((await revoke(kiosk.kioskId)).status).toBe(200); // again: harmless
    const refused = await sendBeat(beat({ kioskId: kiosk.kioskId }), kiosk.key);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(fleetMsg.notEnrolled);
    expect(
      (await desk.call(kioskApi.settings(kiosk.kioskId), { headers: bearer(kiosk.key) })).status,
    ).toBe(401);
    expect((await put(kiosk.kioskId, { idleSeconds: 60 })).status).toBe(404);
    const { data, enrolments } = await list(staff.root);
    expect(data.map((k) => k.kioskId)).not.toContain(kiosk.kioskId);
    expect(enrolments.find((e) => e.kioskId === kiosk.kioskId)).toMatchObject({
      branchName: 'Thane',
      issuedBy: 'root',
      revokedBy: 'root',
      revokedAt: expect.any(String),
    });
    // The real kiosk with its own key keeps working.
    expect((await sendBeat(beat())).status).toBe(204);
    expect(
      (await desk.call(kioskApi.settings(andheri.kioskId), { headers: bearer(andheri.key) }))
        .status,
    ).toBe(200);
    const audit = (await (
      await desk.call(`${deskApi.audit}?q=${encodeURIComponent(kiosk.kioskId)}`, {
        cookie: staff.root,
      })
    ).json()) as AuditPage;
    expect(audit.data.map((e) => [e.action, e.actor, e.target, e.detail])).toEqual([
      [AUDIT_ACTIONS.kioskRevoke, 'root', `kiosks/${kiosk.kioskId}`, 'Thane'],
      [AUDIT_ACTIONS.kioskEnrol, 'root', `kiosks/${kiosk.kioskId}`, 'Thane'],
    ]);
  });

  it('lets only an admin enrol, a branch name of 1–80 characters', async () => {
    const post = (json: unknown, cookie = staff.root) =>
      desk.call(kioskDeskApi.enrol, { method: 'POST', json, cookie });
    expect((await post({ branchName: 'Pune' }, staff.ravi)).status).toBe(403);
    expect((await post({ branchName: 'Pune' }, staff.meera)).status).toBe(403);
    expect((await post({ branchName: 'Pune' }, '')).status).toBe(401);
    for (const branchName of ['', ' ', 'x'.repeat(81), ['Pune'], 7]) {
      const res = await post({ branchName });
      expect(res.status, JSON.stringify(branchName)).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.branchName).toBe(
        fleetMsg.enrolBranchName,
      );
    }
  });

  it('shows the key once: in the answer to the enrolment, never in the list, the store, the audit or a log', async () => {
    const logged: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args)),
    );
    const kiosk = await enrol('Vashi');
    const secret = kiosk.key.split('.')[1]!;
    expect(kiosk.key).toMatch(KIOSK_KEY_PATTERN);
    expect(kiosk.kioskId).toBe(kiosk.key.split('.')[0]);
    expect((await sendBeat(beat({ kioskId: kiosk.kioskId }), kiosk.key)).status).toBe(204);
    expect(
      (await sendBeat(beat({ kioskId: kiosk.kioskId }), `${kiosk.kioskId}.${'A'.repeat(43)}`))
        .status,
    ).toBe(401);
    const listed = JSON.stringify(await list(staff.root));
    expect(listed).toContain(kiosk.kioskId);
    expect(listed).not.toContain(secret);
    const stored: unknown[] = [];
    for (const name of Object.keys(COLLECTIONS) as (keyof typeof COLLECTIONS)[]) {
      for await (const batch of desk.store[name].scan()) stored.push(...batch);
    }
    const everything = JSON.stringify(stored);
    expect(everything).toContain(kiosk.kioskId);
    expect(everything).not.toContain(secret);
    // Only the SHA-256 of the secret is kept.
    const record = await desk.store.kioskKeys.findBy('kioskId', kiosk.kioskId);
    expect(record?.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    for (const spy of spies) spy.mockRestore();
    expect(JSON.stringify(logged)).not.toContain(secret);
  });
});
