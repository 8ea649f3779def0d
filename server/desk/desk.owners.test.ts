// A record's owner and staff-only notes on every queue (docs/contract.md §11, Owners and notes):
// take, assign and hand over by the queue's own roles to an account with one of them, versioned
// (two at once: one wins), in the owner history and the audit; the mine / unassigned / owner
// filters of the queue pages on both engines; notes with author and time, audited, no status change.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  deskApi,
  deskMsg,
  type QueueName,
  type QueuePage,
  type QueueRecord,
} from '../../src/contract/desk';
import type { QueueState, Stored } from '../../src/contract/requests';
import { deskForSuite } from '../testing/desk';
import { openComplaint, validStopTrade } from '../testing/payloads';
import { engines } from '../store/testing/engines';
import { mentionsApi, type MentionsAnswer } from '../../src/contract/mentions';

describe.each(engines)('desk owners and notes: $name', (engine) => {
  // <string>: the helpers below take any username, an account's or not.
  const { desk, staff: cookies } = deskForSuite<string>(engine, {
    grievance: ['meera', 'gita'],
    operations: ['ravi', 'omar'],
    auditor: ['audrey'],
  });

  beforeAll(async () => {
    await desk.addStaff('gone', ['grievance']);
    const gone = (await desk.store.staffUsers.findBy('username', 'gone'))!;
    await desk.store.staffUsers.update(gone.id, gone.version, (u) => ({ ...u, disabled: true }));
  }, 60_000);

  const complaint = (complainNo: string) => desk.store.complaint.insert(openComplaint(complainNo));
  const setOwner = (who: string, queue: QueueName, key: string, json: unknown) =>
    desk.call(deskApi.owner(queue, key), { method: 'PUT', cookie: cookies[who], json });
  const addNote = (who: string, queue: QueueName, key: string, text: string) =>
    desk.call(deskApi.notes(queue, key), { method: 'POST', cookie: cookies[who], json: { text } });
  const keys = async (who: string, queue: QueueName, search: string) => {
    const res = await desk.call(`${deskApi.queue(queue)}?${search}`, { cookie: cookies[who] });
    expect(res.status).toBe(200);
    return ((await res.json()) as QueuePage).data.map((r) => r.key).sort();
  };
  const auditOf = async (target: string) =>
    (await desk.store.audit.list({ sort: 'oldest' })).data.filter((e) => e.target === target);

  it('an officer takes a complaint: the owner, its history and the audit', async () => {
    await complaint('CMP-OWN-00001');
    const res = await setOwner('meera', 'complaints', 'CMP-OWN-00001', {
      owner: 'meera',
      version: 1,
    });
    expect(res.status).toBe(200);
    const view = (await res.json()) as QueueRecord;
    expect(view).toMatchObject({ owner: 'meera', version: 2, status: 'Open', history: [] });
    expect(view.ownerHistory).toEqual([
      { by: 'meera', at: expect.any(String), from: null, to: 'meera' },
    ]);
    expect(view.fields).not.toHaveProperty('owner');
    const entries = await auditOf('complaints/CMP-OWN-00001');
    expect(entries.map((e) => [e.actor, e.action, e.detail])).toEqual([
      ['meera', AUDIT_ACTIONS.owner, 'nobody → meera'],
    ]);
  });

  it('two officers taking one record at once: one wins, the other is told (409)', async () => {
    await complaint('CMP-OWN-00002');
    const both = await Promise.all(
      ['meera', 'gita'].map((who) =>
        setOwner(who, 'complaints', 'CMP-OWN-00002', { owner: who, version: 1 }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = both.find((r) => r.status === 409)!;
    expect(await lost.json()).toEqual({ message: deskMsg.staleRecord });
    const stored: Stored<QueueState> | undefined = await desk.store.complaint.findBy(
      'complainNo',
      'CMP-OWN-00002',
    );
    expect(stored?.ownerHistory).toHaveLength(1);
    expect(stored?.version).toBe(2);
    expect(await auditOf('complaints/CMP-OWN-00002')).toHaveLength(1);
  });

  it('hands over to another officer, or back to nobody, each at the version seen', async () => {
    await complaint('CMP-OWN-00003');
    const path = ['complaints', 'CMP-OWN-00003'] as const;
    expect((await setOwner('meera', ...path, { owner: 'meera', version: 1 })).status).toBe(200);
    const stale = await setOwner('meera', ...path, { owner: 'gita', version: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ message: deskMsg.staleRecord });
    const same = await setOwner('meera', ...path, { owner: 'meera', version: 2 });
    expect(same.status).toBe(409);
    expect(await same.json()).toEqual({ message: deskMsg.ownerUnchanged });
    const handed = await setOwner('meera', ...path, { owner: 'gita', version: 2 });
    expect(handed.status).toBe(200);
    // Another officer (not the owner) may reassign: the desk has no team leads (docs/contract.md §11).
    const released = await setOwner('gita', ...path, { owner: null, version: 3 });
    expect(released.status).toBe(200);
    const view = (await released.json()) as QueueRecord;
    expect(view.owner).toBeUndefined();
    expect(view.ownerHistory.map((h) => [h.by, h.from, h.to])).toEqual([
      ['meera', null, 'meera'],
      ['meera', 'meera', 'gita'],
      ['gita', 'gita', null],
    ]);
    const details = (await auditOf('complaints/CMP-OWN-00003')).map((e) => e.detail);
    expect(details).toEqual(['nobody → meera', 'meera → gita', 'gita → nobody']);
  });

  it('refuses an owner without the queue’s role, an unknown or disabled account, and staff of other roles', async () => {
    await complaint('CMP-OWN-00004');
    const path = ['complaints', 'CMP-OWN-00004'] as const;
    const operations = await setOwner('meera', ...path, { owner: 'ravi', version: 1 });
    expect(operations.status).toBe(403);
    expect(await operations.json()).toEqual({ message: deskMsg.ownerNotInQueue });
    const auditor = await setOwner('meera', ...path, { owner: 'audrey', version: 1 });
    expect(auditor.status).toBe(403);
    for (const owner of ['nobody-here', 'gone']) {
      const unknown = await setOwner('meera', ...path, { owner, version: 1 });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: deskMsg.accountNotFound });
    }
    // Staff without the queue's role cannot assign, not even to someone who has it.
    for (const who of ['ravi', 'audrey']) {
      const refused = await setOwner(who, ...path, { owner: 'meera', version: 1 });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: deskMsg.forbidden });
    }
    const bad = await setOwner('meera', ...path, { owner: 'meera', version: 'one' });
    expect(bad.status).toBe(400);
    const stored: Stored<QueueState> | undefined = await desk.store.complaint.findBy(
      'complainNo',
      'CMP-OWN-00004',
    );
    expect(stored).toMatchObject({ version: 1 });
    expect(stored?.owner).toBeUndefined();
    expect(await auditOf('complaints/CMP-OWN-00004')).toEqual([]);
  });

  it('works on every queue: the freeze requests are owned by operations staff', async () => {
    const freeze = await desk.store.freeze.insert({ ...validStopTrade, ackNo: 'FRZ-OWN-0001' });
    const refused = await setOwner('ravi', 'freeze-requests', 'FRZ-OWN-0001', {
      owner: 'meera',
      version: freeze.version,
    });
    expect(refused.status).toBe(403);
    const taken = await setOwner('omar', 'freeze-requests', 'FRZ-OWN-0001', {
      owner: 'omar',
      version: freeze.version,
    });
    expect(taken.status).toBe(200);
    expect(await keys('omar', 'freeze-requests', 'mine=1')).toEqual(['FRZ-OWN-0001']);
    expect(await keys('ravi', 'freeze-requests', 'mine=1')).toEqual([]);
  });

  it('filters a queue by mine, unassigned and owner, with the other filters', async () => {
    await complaint('CMP-FLT-00001');
    await complaint('CMP-FLT-00002');
    await complaint('CMP-FLT-00003');
    await setOwner('meera', 'complaints', 'CMP-FLT-00001', { owner: 'meera', version: 1 });
    await setOwner('meera', 'complaints', 'CMP-FLT-00002', { owner: 'gita', version: 1 });
    const q = 'q=CMP-FLT';
    expect(await keys('meera', 'complaints', q)).toEqual([
      'CMP-FLT-00001',
      'CMP-FLT-00002',
      'CMP-FLT-00003',
    ]);
    expect(await keys('meera', 'complaints', `${q}&mine=1`)).toEqual(['CMP-FLT-00001']);
    expect(await keys('gita', 'complaints', `${q}&mine=1`)).toEqual(['CMP-FLT-00002']);
    expect(await keys('meera', 'complaints', `${q}&unassigned=1`)).toEqual(['CMP-FLT-00003']);
    expect(await keys('meera', 'complaints', `${q}&owner=gita`)).toEqual(['CMP-FLT-00002']);
    expect(await keys('audrey', 'complaints', `${q}&owner=meera`)).toEqual(['CMP-FLT-00001']);
    // Without a search too (the pages' index path), and with a status filter.
    const mine = await keys('meera', 'complaints', 'mine=1');
    expect(mine).toContain('CMP-FLT-00001');
    expect(mine).not.toContain('CMP-FLT-00002');
    expect(mine).not.toContain('CMP-FLT-00003');
    expect(await keys('meera', 'complaints', 'status=Closed&mine=1')).toEqual([]);
    const unassigned = await keys('meera', 'complaints', 'unassigned=1');
    expect(unassigned).toContain('CMP-FLT-00003');
    expect(unassigned).not.toContain('CMP-FLT-00001');
    const rows = await desk.call(`${deskApi.queue('complaints')}?${q}`, { cookie: cookies.meera });
    const byKey = Object.fromEntries(
      ((await rows.json()) as QueuePage).data.map((r) => [r.key, r.owner]),
    );
    expect(byKey).toEqual({
      'CMP-FLT-00001': 'meera',
      'CMP-FLT-00002': 'gita',
      'CMP-FLT-00003': undefined,
    });
    const lists = (await desk.store.audit.list({ where: { actor: 'gita' } })).data;
    expect(lists.map((e) => e.detail)).toContain(
      'mine search (7 characters, text); page 1; 1 rows',
    );
  });

  it('lists who may own a queue’s records: enabled accounts with its role', async () => {
    const res = await desk.call(deskApi.owners('complaints'), { cookie: cookies.audrey });
    expect(await res.json()).toEqual({ data: ['gita', 'meera'] });
    const ops = await desk.call(deskApi.owners('freeze-requests'), { cookie: cookies.meera });
    expect(ops.status).toBe(403);
  });

  it('keeps a staff-only note with its author and time, audited, without a status change', async () => {
    await complaint('CMP-NOTE-0001');
    const res = await addNote(
      'meera',
      'complaints',
      'CMP-NOTE-0001',
      '  Called the DP; awaiting CAS.  ',
    );
    expect(res.status).toBe(201);
    const view = (await res.json()) as QueueRecord;
    expect(view).toMatchObject({ status: 'Open', history: [], version: 2 });
    expect(view.notes).toEqual([
      { by: 'meera', at: expect.any(String), text: 'Called the DP; awaiting CAS.' },
    ]);
    // A second note by another officer, with the record changed since it was read: appended.
    await addNote('gita', 'complaints', 'CMP-NOTE-0001', 'Second look');
    const read = await desk.call(deskApi.record('complaints', 'CMP-NOTE-0001'), {
      cookie: cookies.audrey,
    });
    const seen = (await read.json()) as QueueRecord;
    expect(seen.notes.map((n) => [n.by, n.text])).toEqual([
      ['meera', 'Called the DP; awaiting CAS.'],
      ['gita', 'Second look'],
    ]);
    const entries = (await auditOf('complaints/CMP-NOTE-0001')).filter(
      (e) => e.action === AUDIT_ACTIONS.note,
    );
    expect(entries.map((e) => [e.actor, e.detail])).toEqual([
      ['meera', 'note 1'],
      ['gita', 'note 2'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('CAS');
    const empty = await addNote('meera', 'complaints', 'CMP-NOTE-0001', '   ');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: object }).errors).toEqual({
      text: deskMsg.noteEmpty,
    });
    for (const who of ['audrey', 'ravi']) {
      expect((await addNote(who, 'complaints', 'CMP-NOTE-0001', 'x')).status).toBe(403);
    }
    const missing = await addNote('meera', 'complaints', 'CMP-NOPE-0001', 'x');
    expect(missing.status).toBe(404);
  });
  it('tells the staff a note mentions on the desk; unknown names, other queues and oneself stay text', async () => {
    await complaint('CMP-MEN-00001');
    const mentions = async (who: string) => {
      const res = await desk.call(mentionsApi.list, { cookie: cookies[who] });
      expect(res.status).toBe(200);
      return (await res.json()) as MentionsAnswer;
    };
    const before = await mentions('gita');
    const text =
      'Please check, @gita and @audrey (cc @ravi, @gone, @nobody-here, @meera, asha@example.in).';
    expect((await addNote('meera', 'complaints', 'CMP-MEN-00001', text)).status).toBe(201);
    const gita = await mentions('gita');
    expect(gita.unread).toBe(before.unread + 1);
    expect(gita.data[0]).toMatchObject({
      queue: 'complaints',
      key: 'CMP-MEN-00001',
      by: 'meera',
      note: 1,
      unread: true,
    });
    expect((await mentions('audrey')).data[0]).toMatchObject({ key: 'CMP-MEN-00001' });
    // Ravi does not read complaints, gone is disabled, nobody-here is no account, meera wrote it.
    expect((await mentions('ravi')).data).toEqual([]);
    expect((await mentions('meera')).data).toEqual([]);
    const gone = await desk.store.staffUsers.findBy('username', 'gone');
    expect(gone!.mentions).toBeUndefined();
    // The note keeps its words as written.
    const record = (await (
      await desk.call(deskApi.record('complaints', 'CMP-MEN-00001'), { cookie: cookies.meera })
    ).json()) as QueueRecord;
    expect(record.notes.at(-1)!.text).toBe(text);
    // Seen: none unread, the list kept.
    const seen = await desk.call(mentionsApi.seen, { method: 'POST', cookie: cookies.gita });
    expect(seen.status).toBe(204);
    const after = await mentions('gita');
    expect(after.unread).toBe(0);
    expect(after.data.length).toBe(gita.data.length);
  });

  it('a mention reaches the mentioned member’s open event stream at once, and only theirs', async () => {
    await complaint('CMP-MEN-00002');
    /** The text a signed-in member's open stream receives until `until` is in it. */
    const listen = async (who: string) => {
      const controller = new AbortController();
      const res = await desk.call(deskApi.events, {
        cookie: cookies[who],
        signal: controller.signal,
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      return async (until: string) => {
        while (!text.includes(until)) text += decoder.decode((await reader.read()).value);
        controller.abort();
        return text;
      };
    };
    const gita = await listen('gita');
    const audrey = await listen('audrey');
    const note = '@gita the investor sent the CAS.';
    expect((await addNote('meera', 'complaints', 'CMP-MEN-00002', note)).status).toBe(201);
    const changed = '"key":"CMP-MEN-00002","kind":"changed"';
    const told = await gita(changed);
    expect(told).toContain('event: mention\ndata: {}\n\n');
    // The mention goes before the record's change: a stream that has the change has any mention.
    expect(told.indexOf('event: mention')).toBeLessThan(told.indexOf(changed));
    expect(await audrey(changed)).not.toContain('event: mention');
  });
});
