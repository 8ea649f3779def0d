// A data principal's request (docs/contract.md §7c) over real HTTP, on the engine of the project
// (unit: lowdb; server-pg: PostgreSQL), one server per engine: the one-time code to the address the
// request gives (kept hashed, spent once), the request accepted only with it, its queue and 90-day
// due date; the access copy holding every kind's record of that investor and none of another's
// (JSON and PDF); a correction audited without its values; an erasure that erases what its verdict
// allows and refuses a held record with the reason; and only the queue's role reaches any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import {
  dataRequestDeskApi,
  type DataCopy,
  type ErasureAnswer,
} from '../../src/contract/dataRequestDesk';
import {
  AUDIT_ACTIONS,
  QUEUE_NAMES,
  deskApi,
  type QueueName,
  type QueueRecord,
} from '../../src/contract/desk';
import { PRIVACY_NOTICE_VERSION } from '../../src/contract/privacy';
import type { ComplaintRecord, FeedbackRecord, Stored } from '../../src/contract/requests';
import { AuditLog } from '../desk/audit';
import { setHold } from '../desk/legalHolds';
import type { Store } from '../store/types';
import { addressRef } from '../investor/oneTimeCode';
import { POSTS, validDataRequest } from '../testing/payloads';
import { sendJson, staffSession } from '../testing/appStaff';
import { startTestApp } from '../testing/storage';
import type { RunningApp } from '../../tests/support/server';

const DAY = 86_400_000;
const ASHA = { email: 'asha.rao@example.in', mobile: '9876543210', name: 'Asha Rao' };
const RAVI = { email: 'ravi.shah@example.in', mobile: '9123456780', name: 'Ravi Shah' };
/** A data principal of one test: the name, an address of their own and the mobile given. */
const principal = (fName: string, lName: string, contactNo: string) => ({
  fName,
  lName,
  email: `${fName.toLowerCase()}@example.in`,
  contactNo,
});

/** `body` with Asha's addresses and name swapped for Ravi's, wherever they appear. */
const asRavi = (body: object) =>
  JSON.parse(
    JSON.stringify(body)
      .replaceAll(ASHA.email, RAVI.email)
      .replaceAll(ASHA.mobile, RAVI.mobile)
      .replaceAll('98765 43210', '91234 56780')
      .replaceAll(ASHA.name, RAVI.name),
  ) as object;

/** A stored record of a kind, received and closed at the given times. */
function closed<T>(fields: T, received: string, closedAt: string, from: string, to: string) {
  return {
    ...fields,
    id: `id-${received}`,
    createdAt: received,
    updatedAt: closedAt,
    version: 1,
    status: to,
    history: [
      { by: 'web', at: received, from: null, to: from },
      { by: 'dina', at: closedAt, from, to, note: 'Answered.' },
    ],
  };
}

/** A legal hold on the record of `queue` keyed `key`, set by an admin as the desk sets one. */
const holdAsAdmin = (store: Store, queue: QueueName, key: string, reason: string) =>
  setHold(
    store,
    new AuditLog(store, () => new Date()),
    new Date(),
    { queue, key, reason },
    'admin',
  );

describe('a data principal’s request', () => {
  let app: RunningApp;
  let dina = '';
  let oscar = '';

  const send = (path: string, method: string, json?: unknown, cookie?: string) =>
    sendJson(app.baseUrl, path, method, json, cookie);
  const ref = (email: string) =>
    addressRef('data-requests', { channel: 'email', to: email.toLowerCase() });
  /** The codes the outbox holds for the address, newest last. */
  const codesFor = async (email: string) =>
    (await app.store.outbox.about('data-requests', ref(email)))
      .filter((m) => m.kind === 'dataRequestCode')
      .map((m) => (m.values as { code: string }).code);
  const askCode = (email: string, contactNo = '') =>
    send(api.dataRequestCode, 'POST', { email, contactNo });
  /** A request accepted with the code: its number. */
  const request = async (body: object) => {
    const email = (body as { email?: string }).email ?? validDataRequest.email;
    expect((await askCode(email)).status).toBe(202);
    const code = (await codesFor(email)).at(-1)!;
    const res = await send(api.dataRequest, 'POST', { ...validDataRequest, ...body, code });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { requestNo: string } }).data.requestNo;
  };
  const storedRequest = (requestNo: string) => app.store.dataRequest.findBy('requestNo', requestNo);

  beforeAll(async () => {
    app = await startTestApp();
    dina = await staffSession(app, 'dina', ['grievance']);
    oscar = await staffSession(app, 'oscar', ['operations']);
    // Every kind's record of Asha, as its form sends it, and the same of Ravi.
    for (const post of POSTS) {
      expect((await send(post.path, 'POST', post.valid)).status).toBe(201);
      expect((await send(post.path, 'POST', asRavi(post.valid))).status).toBe(201);
    }
    // Asha's e-mail with another PAN: someone else's withdrawal once a PAN is given.
    const otherPan = POSTS.find((p) => p.collection === 'withdrawal')!.valid;
    expect(
      (
        await send(api.withdraw, 'POST', {
          ...otherPan,
          panNo: 'PQRST6789K',
          clinetCode: 'VS99999',
        })
      ).status,
    ).toBe(201);
  }, 60_000);
  afterAll(() => app.close());

  describe('the one-time code', () => {
    it('goes to the e-mail address alone, kept hashed with the address hashed too', async () => {
      const res = await askCode('Code.Only@Example.in', '9000000009');
      expect(res.status).toBe(202);
      const body = (await res.json()) as { data: { sentTo: string } };
      expect(body.data.sentTo).toBe('c•••@example.in');
      const messages = await app.store.outbox.about('data-requests', ref('code.only@example.in'));
      expect(messages.map((m) => [m.kind, m.channel, m.to])).toEqual([
        ['dataRequestCode', 'email', 'code.only@example.in'],
      ]);
      const code = (messages[0]!.values as { code: string }).code;
      expect(code).toMatch(/^\d{6}$/);
      const proof = await app.store.investorProofs.findBy('ref', ref('code.only@example.in'));
      expect(JSON.stringify(proof)).not.toContain(code);
      expect(JSON.stringify(proof)).not.toContain('code.only');
    });

    it('without an e-mail address goes to the mobile number by SMS', async () => {
      const res = await askCode('', '9000000001');
      expect(res.status).toBe(202);
      const mobileRef = addressRef('data-requests', { channel: 'mobile', to: '9000000001' });
      const messages = await app.store.outbox.about('data-requests', mobileRef);
      expect(messages.map((m) => [m.channel, m.to])).toEqual([['sms', '9000000001']]);
      expect((await askCode('', '')).status).toBe(400);
    });

    it('the request is refused without the code, with a wrong one, and with a spent one; nothing is stored', async () => {
      const before = (await app.store.dataRequest.list({})).total;
      const email = 'nobody.asked@example.in';
      const none = await send(api.dataRequest, 'POST', { ...validDataRequest, email });
      expect(none.status).toBe(400);
      expect(((await none.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
        'code',
      );
      await askCode(email);
      const code = (await codesFor(email)).at(-1)!;
      const wrong = await send(api.dataRequest, 'POST', {
        ...validDataRequest,
        email,
        code: code === '000000' ? '000001' : '000000',
      });
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { message: string }).message).toContain('4 tries left');
      // A right code for another address proves nothing here.
      await askCode('someone.else@example.in');
      const theirs = (await codesFor('someone.else@example.in')).at(-1)!;
      const borrowed = await send(api.dataRequest, 'POST', {
        ...validDataRequest,
        email,
        code: theirs,
      });
      expect(borrowed.status).toBe(400);
      expect((await app.store.dataRequest.list({})).total).toBe(before);
      const right = await send(api.dataRequest, 'POST', { ...validDataRequest, email, code });
      expect(right.status).toBe(201);
      const again = await send(api.dataRequest, 'POST', { ...validDataRequest, email, code });
      expect(again.status).toBe(400);
      expect((await app.store.dataRequest.list({})).total).toBe(before + 1);
    });

    it('an accepted request is numbered, due in 90 days, acknowledged to the proved address only, and keeps no code', async () => {
      const requestNo = await request({ email: 'proved@example.in', contactNo: '9000000002' });
      expect(requestNo).toMatch(/^DPR-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      const saved = (await storedRequest(requestNo))!;
      expect(saved).toMatchObject({
        provedBy: 'email',
        email: 'proved@example.in',
        noticeVersion: PRIVACY_NOTICE_VERSION,
      });
      expect(saved).not.toHaveProperty('code');
      const acks = (await app.store.outbox.about('data-requests', saved.id)).map((m) => [
        m.kind,
        m.channel,
      ]);
      expect(acks).toEqual([['dataRequestReceived', 'email']]);
      const res = await send(deskApi.record('data-requests', requestNo), 'GET', undefined, dina);
      expect(res.status).toBe(200);
      const row = (await res.json()) as QueueRecord;
      expect(Date.parse(row.dueAt!) - Date.parse(saved.createdAt)).toBe(90 * DAY);
    });
  });

  describe('on the desk', () => {
    it('only the queue’s role reaches the queue and its calls', async () => {
      const requestNo = await request({ right: 'Access' });
      const calls: [string, string, unknown?][] = [
        ['GET', deskApi.queue('data-requests')],
        ['GET', dataRequestDeskApi.export(requestNo)],
        ['GET', dataRequestDeskApi.exportPdf(requestNo)],
        ['POST', dataRequestDeskApi.corrections(requestNo), {}],
        ['POST', dataRequestDeskApi.erasure(requestNo), {}],
        ['POST', dataRequestDeskApi.consentWithdrawal(requestNo), {}],
      ];
      for (const [method, path, json] of calls) {
        expect((await send(path, method, json, oscar)).status, `${method} ${path}`).toBe(403);
        expect((await send(path, method, json)).status, `${method} ${path}`).toBe(401);
      }
      expect((await send(deskApi.queue('data-requests'), 'GET', undefined, dina)).status).toBe(200);
    });

    it('the access copy holds every kind’s record of the investor and none of another’s', async () => {
      // An audit entry about Asha's complaint and one about Ravi's: the copy has hers only.
      const complaints = (await app.store.complaint.list({})).data;
      const ashas = complaints.find((c) => c.email === ASHA.email)!;
      const ravis = complaints.find((c) => c.email === RAVI.email)!;
      const log = new AuditLog(app.store, () => new Date());
      for (const [c, detail] of [
        [ashas, 'Looked into for Asha.'],
        [ravis, 'Looked into for Ravi.'],
      ] as const) {
        await log.record({
          actor: 'dina',
          action: AUDIT_ACTIONS.note,
          target: `complaints/${c.complainNo}`,
          detail,
        });
      }
      const requestNo = await request({ right: 'Access' });
      const res = await send(dataRequestDeskApi.export(requestNo), 'GET', undefined, dina);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`${requestNo}.json`);
      const copy = (await res.json()) as DataCopy;
      expect(new Set(copy.records.map((r) => r.queue))).toEqual(new Set(QUEUE_NAMES));
      const text = JSON.stringify(copy);
      for (const other of [
        RAVI.email,
        RAVI.mobile,
        RAVI.name,
        'PQRST6789K',
        'VS99999',
        ravis.complainNo,
        'Looked into for Ravi.',
      ]) {
        expect(text).not.toContain(other);
      }
      // The messages sent to her about each record, as worded, and the audit entries about it
      // (without the staff member's name).
      const complaint = copy.records.find((r) => r.key === ashas.complainNo)!;
      expect(complaint.messages.map((m) => [m.kind, m.channel, m.to])).toEqual(
        expect.arrayContaining([
          ['complaintReceived', 'email', ASHA.email],
          ['complaintReceived', 'sms', ASHA.mobile],
        ]),
      );
      expect(complaint.messages.find((m) => m.channel === 'email')!.subject).toContain(
        ashas.complainNo,
      );
      expect(complaint.audit).toEqual([
        expect.objectContaining({ action: AUDIT_ACTIONS.note, detail: 'Looked into for Asha.' }),
      ]);
      expect(complaint.audit[0]).not.toHaveProperty('actor');
      for (const r of copy.records) {
        expect(r.messages.length, r.key).toBeGreaterThan(0);
        for (const m of r.messages) {
          const to = m.channel === 'sms' ? m.to.replace(/\D/g, '').slice(-10) : m.to;
          expect([ASHA.email, ASHA.mobile]).toContain(to);
        }
      }
      // Every record of Asha's the store holds, the quick-contact and contact-page messages both.
      const messages = copy.records.filter((r) => r.queue === 'messages');
      expect(messages).toHaveLength(POSTS.filter((p) => p.collection === 'contactMessage').length);
      const audit = await app.store.audit.list({ sort: 'newest' });
      expect(audit.data[0]).toMatchObject({
        actor: 'dina',
        action: AUDIT_ACTIONS.dataExport,
        target: `data-requests/${requestNo}`,
      });
      const pdf = await send(dataRequestDeskApi.exportPdf(requestNo), 'GET', undefined, dina);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      // A request for another right has no copy.
      const correction = await request({ right: 'Correction', particulars: 'My address changed.' });
      expect(
        (await send(dataRequestDeskApi.export(correction), 'GET', undefined, dina)).status,
      ).toBe(409);
    });

    it('a correction changes one field of the investor’s record, audited without its values', async () => {
      const requestNo = await request({
        right: 'Correction',
        particulars: 'My address is 14 MG Road.',
      });
      const complaint = (await app.store.complaint.list({})).data.find(
        (c) => c.email === ASHA.email,
      )!;
      const ravis = (await app.store.complaint.list({})).data.find((c) => c.email === RAVI.email)!;
      const correct = (json: object) =>
        send(dataRequestDeskApi.corrections(requestNo), 'POST', json, dina);
      const base = {
        queue: 'complaints',
        key: complaint.complainNo,
        field: 'address',
        value: '14 MG Road, Pune 411001',
        version: complaint.version,
      };
      expect(
        (await correct({ ...base, key: ravis.complainNo, version: ravis.version })).status,
      ).toBe(409);
      expect((await correct({ ...base, field: 'complainNo' })).status).toBe(400);
      expect((await correct({ ...base, queue: 'nowhere' })).status).toBe(400);
      expect((await correct({ ...base, value: '' })).status).toBe(400);
      const res = await correct(base);
      expect(res.status).toBe(200);
      const after = (await app.store.complaint.findBy('complainNo', complaint.complainNo))!;
      expect(after.address).toBe('14 MG Road, Pune 411001');
      const entry = (await app.store.audit.list({ sort: 'newest' })).data[0]!;
      expect(entry).toMatchObject({
        actor: 'dina',
        action: AUDIT_ACTIONS.dataCorrection,
        target: `complaints/${complaint.complainNo}`,
      });
      expect(entry.detail).toContain(requestNo);
      expect(JSON.stringify(entry)).not.toContain('14 MG Road');
      // The version read before the change is stale now.
      expect((await correct(base)).status).toBe(409);
    });

    it('an erasure erases what may be erased and refuses a held record with the reason', async () => {
      const who = principal('Meena', 'Iyer', '9000000003');
      const old = '2016-01-04T05:00:00.000Z';
      const oldClosed = '2016-01-20T05:00:00.000Z';
      await app.store.complaint.insertStored([
        closed(
          {
            ...who,
            address: 'Chennai',
            department: 'DP',
            complain: 'Held one.',
            complainNo: 'CMP-HELD-0001',
            source: 'Web',
          },
          old,
          oldClosed,
          'Open',
          'Closed',
        ) as Stored<ComplaintRecord>,
        closed(
          {
            ...who,
            address: 'Chennai',
            department: 'DP',
            complain: 'Old one.',
            complainNo: 'CMP-GONE-0001',
            source: 'Web',
          },
          '2016-02-04T05:00:00.000Z',
          '2016-02-20T05:00:00.000Z',
          'Open',
          'Closed',
        ) as Stored<ComplaintRecord>,
      ]);
      const recent = new Date(Date.now() - 30 * DAY).toISOString();
      await app.store.feedback.insertStored([
        closed(
          {
            ...who,
            modeOfCommute: 'Website',
            address: 'Chennai',
            feedback: 'Fine.',
          },
          recent,
          recent,
          'New',
          'Done',
        ) as Stored<FeedbackRecord>,
      ]);
      await holdAsAdmin(app.store, 'complaints', 'CMP-HELD-0001', 'Court order 12/2026');

      const requestNo = await request({
        right: 'Erasure',
        name: 'Meena Iyer',
        email: who.email,
        contactNo: who.contactNo,
        panNo: '',
      });
      const res = await send(dataRequestDeskApi.erasure(requestNo), 'POST', {}, dina);
      expect(res.status).toBe(200);
      const { outcomes } = (await res.json()) as ErasureAnswer;
      const of = (key: string) => outcomes.find((o) => o.key === key)!;
      expect(of('CMP-HELD-0001')).toMatchObject({
        erased: false,
        state: 'held',
        erasableFrom: null,
      });
      expect(of('CMP-HELD-0001').reason).toContain('Court order 12/2026');
      expect(of('CMP-GONE-0001')).toMatchObject({ erased: true, state: 'erased' });
      const feedback = outcomes.find((o) => o.queue === 'feedback')!;
      expect(feedback).toMatchObject({ erased: false, state: 'kept' });
      expect(feedback.reason).toMatch(/can be erased from \d{4}-\d{2}-\d{2}/);
      expect(Date.parse(feedback.erasableFrom!)).toBeGreaterThan(Date.now());
      // The request itself is the firm's record of answering: not among them.
      expect(outcomes.some((o) => o.queue === 'data-requests')).toBe(false);

      const held = (await app.store.complaint.findBy('complainNo', 'CMP-HELD-0001'))!;
      expect(held.email).toBe(who.email);
      const gone = (await app.store.complaint.findBy('complainNo', 'CMP-GONE-0001'))!;
      expect(gone).toMatchObject({ email: '', fName: '', complain: '', status: 'Closed' });
      expect((gone as { erasedAt?: string }).erasedAt).toBeDefined();
      const entries = (await app.store.audit.list({ sort: 'newest' })).data;
      expect(entries.find((e) => e.target === 'complaints/CMP-GONE-0001')).toMatchObject({
        actor: 'dina',
        action: AUDIT_ACTIONS.retentionErase,
      });
      expect(entries[0]).toMatchObject({
        action: AUDIT_ACTIONS.dataErasure,
        target: `data-requests/${requestNo}`,
      });
      // Asked for something else: no erasure.
      const access = await request({
        right: 'Access',
        email: who.email,
        contactNo: who.contactNo,
        name: 'Meena Iyer',
        panNo: '',
      });
      expect((await send(dataRequestDeskApi.erasure(access), 'POST', {}, dina)).status).toBe(409);
    });

    it('a withdrawal of consent erases what was kept on consent alone, at once, and keeps the rest with the reason', async () => {
      const who = { ...principal('Nila', 'Das', '9000000004'), address: 'Kolkata' };
      const recent = new Date(Date.now() - 2 * DAY).toISOString();
      const feedbackOf = (id: string, text: string) =>
        ({
          ...closed(
            { ...who, modeOfCommute: 'Website', feedback: text },
            recent,
            recent,
            'New',
            'Done',
          ),
          id,
        }) as Stored<FeedbackRecord>;
      await app.store.feedback.insertStored([
        feedbackOf('nila-fb-1', 'Withdrawn one.'),
        feedbackOf('nila-fb-2', 'Held one.'),
      ]);
      const held = (await app.store.feedback.get('nila-fb-2'))!;
      await app.store.complaint.insertStored([
        closed(
          {
            ...who,
            department: 'DP',
            complain: 'Kept one.',
            complainNo: 'CMP-NILA-0001',
            source: 'Web',
          },
          recent,
          recent,
          'Open',
          'Closed',
        ) as Stored<ComplaintRecord>,
      ]);
      await holdAsAdmin(app.store, 'feedback', held.id, 'Police notice 7/2026');
      const requestNo = await request({
        right: 'Withdrawal of consent',
        name: 'Nila Das',
        email: who.email,
        contactNo: who.contactNo,
        panNo: '',
        particulars: 'I withdraw my consent to everything.',
      });
      // Asked for a withdrawal: no erasure call, and an erasure request has no withdrawal.
      expect((await send(dataRequestDeskApi.erasure(requestNo), 'POST', {}, dina)).status).toBe(
        409,
      );
      const res = await send(dataRequestDeskApi.consentWithdrawal(requestNo), 'POST', {}, dina);
      expect(res.status).toBe(200);
      const { outcomes } = (await res.json()) as ErasureAnswer;
      const of = (key: string) => outcomes.find((o) => o.key === key)!;
      expect(of('nila-fb-1')).toMatchObject({ erased: true, state: 'erased' });
      expect(of('nila-fb-1').reason).toContain('consent');
      expect(of('nila-fb-2')).toMatchObject({ erased: false, state: 'held' });
      expect(of('nila-fb-2').reason).toContain('Police notice 7/2026');
      expect(of('CMP-NILA-0001')).toMatchObject({ erased: false, state: 'kept' });
      expect(of('CMP-NILA-0001').reason).toContain('not on your consent');
      expect(of('CMP-NILA-0001').erasableFrom).not.toBeNull();
      expect(outcomes.some((o) => o.queue === 'data-requests')).toBe(false);

      expect(await app.store.feedback.get('nila-fb-1')).toMatchObject({ email: '', feedback: '' });
      expect((await app.store.feedback.get('nila-fb-2'))!.email).toBe(who.email);
      expect((await app.store.complaint.findBy('complainNo', 'CMP-NILA-0001'))!.email).toBe(
        who.email,
      );
      const entries = (await app.store.audit.list({ sort: 'newest' })).data;
      expect(entries[0]).toMatchObject({
        actor: 'dina',
        action: AUDIT_ACTIONS.dataConsentWithdrawal,
        target: `data-requests/${requestNo}`,
      });
      expect(entries.find((e) => e.target === 'feedback/nila-fb-1')).toMatchObject({
        action: AUDIT_ACTIONS.retentionErase,
      });
    });
  });
});
