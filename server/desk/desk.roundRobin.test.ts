// Round-robin assignment of new complaints (docs/contract.md §11, Round-robin assignment) on both
// engines: the admin's setting and the officers' duty (audited, refused to others); complaints
// from the desk and from a second app server's public POST given in turn to the officers on duty,
// by `system`, in the owner history and the audit; none to an officer off duty; none when off.
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, api } from '../../src/contract/api';
import {
  AUDIT_ACTIONS,
  deskApi,
  deskMsg,
  type AssignmentSettings,
  type QueueRecord,
} from '../../src/contract/desk';
import type { QueueState } from '../../src/contract/requests';
import { errorsToJson } from '../middleware/errors';
import { submissionRoutes } from '../routes/submissions';
import { engines } from '../store/testing/engines';
import { deskForSuite } from '../testing/desk';
import { validComplaint } from '../testing/payloads';
import { DeskEvents } from './events';

describe.each(engines)('round-robin assignment: $name', (engine) => {
  // <string>: the helpers below take any username, an account's or not.
  const { desk, staff: cookies } = deskForSuite<string>(engine, {
    admin: ['admin'],
    grievance: ['meera', 'gita', 'hari', 'omar'],
    operations: ['ravi'],
  });
  /** A second app server on the same store: the public site's complaint POST. */
  let site: Server;
  let siteUrl = '';

  beforeAll(async () => {
    const app = new Koa();
    app.silent = true;
    app.use(errorsToJson(() => undefined));
    app.use(bodyParser({ enableTypes: ['json'] }));
    const router = new Router({ prefix: API_PREFIX });
    submissionRoutes(router, desk.store, new DeskEvents(desk.store.broadcast), undefined, desk.now);
    app.use(router.routes());
    site = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => site.once('listening', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  });

  const put = (who: string, path: string, json: unknown) =>
    desk.call(path, { method: 'PUT', cookie: cookies[who], json });
  const register = async () => {
    const res = await desk.call('/api/desk/complaints', {
      method: 'POST',
      cookie: cookies.omar,
      json: { ...validComplaint, source: 'Other' },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: QueueRecord }).data;
  };
  const submitOnSite = async () => {
    const res = await fetch(`${siteUrl}${api.complain}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validComplaint),
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { complainNo: string } };
    const stored: QueueState | undefined = await desk.store.complaint.findBy(
      'complainNo',
      data.complainNo,
    );
    return stored!;
  };
  const tally = (owners: (string | undefined)[]) => {
    const counts: Record<string, number> = {};
    for (const o of owners) counts[o ?? 'nobody'] = (counts[o ?? 'nobody'] ?? 0) + 1;
    return counts;
  };

  it('the setting and the duty: admins and the officer themself, audited, refused to others', async () => {
    expect((await put('meera', deskApi.assignmentSettings, { enabled: true })).status).toBe(403);
    const bad = await put('admin', deskApi.assignmentSettings, { enabled: 'yes' });
    expect(bad.status).toBe(400);
    const on = await put('admin', deskApi.assignmentSettings, { enabled: true });
    expect(on.status).toBe(200);
    expect(((await on.json()) as AssignmentSettings).enabled).toBe(true);
    // An officer goes on duty themself; an admin puts others; an officer cannot put another.
    expect((await put('meera', deskApi.onDuty('meera'), { onDuty: true })).status).toBe(200);
    const notYours = await put('meera', deskApi.onDuty('gita'), { onDuty: true });
    expect(notYours.status).toBe(403);
    expect(await notYours.json()).toEqual({ message: deskMsg.onDutyNotYours });
    for (const who of ['gita', 'hari']) {
      expect((await put('admin', deskApi.onDuty(who), { onDuty: true })).status).toBe(200);
    }
    const notOfficer = await put('admin', deskApi.onDuty('ravi'), { onDuty: true });
    expect(notOfficer.status).toBe(403);
    expect(await notOfficer.json()).toEqual({ message: deskMsg.onDutyNotOfficer });
    expect((await put('admin', deskApi.onDuty('nobody'), { onDuty: true })).status).toBe(404);
    expect((await put('hari', deskApi.onDuty('hari'), { onDuty: 'yes' })).status).toBe(400);
    const read = await desk.call(deskApi.assignmentSettings, { cookie: cookies.ravi });
    expect(await read.json()).toEqual({ enabled: true, onDuty: ['gita', 'hari', 'meera'] });
    const audit = (await desk.store.audit.list({ sort: 'oldest' })).data;
    expect(
      audit
        .filter((e) => e.action === AUDIT_ACTIONS.onDuty)
        .map((e) => [e.actor, e.target, e.detail]),
    ).toEqual([
      ['meera', 'staff/meera', 'on duty'],
      ['admin', 'staff/gita', 'on duty'],
      ['admin', 'staff/hari', 'on duty'],
    ]);
    expect(
      audit.filter((e) => e.action === AUDIT_ACTIONS.assignmentSetting).map((e) => e.actor),
    ).toEqual(['admin']);
  });

  it('six new complaints over three officers on duty: two each, none to the one off duty', async () => {
    const records = [];
    for (let n = 0; n < 6; n++) records.push(await register());
    expect(tally(records.map((r) => r.owner))).toEqual({ gita: 2, hari: 2, meera: 2 });
    // In turn, by username: the rotation is the stored one, not an order of arrival.
    expect(records.map((r) => r.owner)).toEqual(['gita', 'hari', 'meera', 'gita', 'hari', 'meera']);
    const first = records[0]!;
    expect(first.ownerHistory).toEqual([
      { by: 'system', at: expect.any(String), from: null, to: 'gita' },
    ]);
    const entries = (await desk.store.audit.list({ sort: 'oldest' })).data.filter(
      (e) => e.target === `complaints/${first.key}`,
    );
    expect(entries.map((e) => [e.actor, e.action, e.detail])).toEqual([
      ['omar', AUDIT_ACTIONS.register, 'Other'],
      ['system', AUDIT_ACTIONS.owner, 'nobody → gita'],
    ]);
  });

  it('the turn holds over two app servers taking complaints at once', async () => {
    const stored = await Promise.all([
      submitOnSite(),
      submitOnSite(),
      submitOnSite(),
      register(),
      register(),
      register(),
    ]);
    expect(tally(stored.map((r) => r.owner))).toEqual({ gita: 2, hari: 2, meera: 2 });
    const online = stored[0]!;
    expect(online.ownerHistory?.[0]).toMatchObject({ by: 'system', from: null });
  });

  it('an officer off duty gets none; with the setting off, new complaints stay unassigned', async () => {
    expect((await put('hari', deskApi.onDuty('hari'), { onDuty: false })).status).toBe(200);
    const some = [await register(), await register(), await submitOnSite(), await register()];
    expect(tally(some.map((r) => r.owner))).toEqual({ gita: 2, meera: 2 });
    expect((await put('admin', deskApi.assignmentSettings, { enabled: false })).status).toBe(200);
    const off = [await register(), await submitOnSite()];
    expect(off.map((r) => r.owner)).toEqual([undefined, undefined]);
    expect(off[0]!.ownerHistory).toEqual([]);
  });
});
