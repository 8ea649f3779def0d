// Desk queues: status changes and their history, clocks, PII masking, CSV export, the audit chain
// and live events (docs/contract.md §11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  deskApi,
  deskMsg,
  QUEUE_NAMES,
  QUEUES,
  type AuditPage,
  type QueuePage,
  type QueueRecord,
} from '../../src/contract/desk';
import { istDay } from '../../src/contract/deadlines';
import { startDesk, type DeskHarness } from '../testing/desk';
import {
  openComplaint,
  validComplaint,
  validFeedback,
  validQuickContact,
  validStopTrade,
  validWithdrawal,
} from '../testing/payloads';
import { engines } from '../store/testing/engines';

const DAY = 24 * 60 * 60_000;

describe.each(engines)('desk queues: $name', (engine) => {
  let desk: DeskHarness;
  let grievance = '';
  let operations = '';
  let auditor = '';
  let admin = '';
  /** Moving the clock by days idles every session out: sign everyone in again. */
  const signInAll = async () => {
    [grievance = '', operations = '', auditor = '', admin = ''] = await Promise.all(
      ['meera', 'ravi', 'audrey', 'root'].map((u) => desk.signIn(u)),
    );
  };

  beforeAll(async () => {
    desk = await startDesk(engine);
    await desk.addStaff('meera', ['grievance']);
    await desk.addStaff('ravi', ['operations']);
    await desk.addStaff('audrey', ['auditor']);
    await desk.addStaff('root', ['admin']);
    await signInAll();
  }, 60_000);
  afterAll(() => desk.close());

  const complaint = (complainNo: string, extra = {}) =>
    desk.store.complaint.insert(openComplaint(complainNo, extra));
  const patch = (cookie: string, path: string, json: unknown) =>
    desk.call(path, { method: 'PATCH', cookie, json });
  const json = async <T>(res: Response) => (await res.json()) as T;

  it('moves a complaint Open → In Process → Closed, keeping who, when, from, to and the note', async () => {
    await complaint('CMP-FLOW-0001');
    const path = deskApi.record('complaints', 'CMP-FLOW-0001');
    const inProcess = await patch(grievance, path, { status: 'In Process', version: 1 });
    expect(inProcess.status).toBe(200);
    expect(await json<QueueRecord>(inProcess)).toMatchObject({ status: 'In Process', version: 2 });
    const noNote = await patch(grievance, path, { status: 'Closed', version: 2 });
    expect(noNote.status).toBe(400);
    expect((await json<{ errors: object }>(noNote)).errors).toEqual({ note: deskMsg.noteRequired });
    const stale = await patch(grievance, path, { status: 'Closed', note: 'x', version: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ message: deskMsg.staleRecord });
    const closed = await patch(grievance, path, {
      status: 'Closed',
      note: 'Contract note re-sent by e-mail',
      version: 2,
    });
    expect(closed.status).toBe(200);
    const stored = await desk.store.complaint.findBy('complainNo', 'CMP-FLOW-0001');
    expect(stored?.status).toBe('Closed');
    expect(stored?.history).toEqual([
      { by: 'meera', at: expect.any(String), from: 'Open', to: 'In Process' },
      {
        by: 'meera',
        at: expect.any(String),
        from: 'In Process',
        to: 'Closed',
        note: 'Contract note re-sent by e-mail',
      },
    ]);
  });

  it('freeze requests: Frozen with the time the account was frozen; then nothing more', async () => {
    const saved = await desk.store.freeze.insert({ ...validStopTrade, ackNo: 'FRZ-TEST-0001' });
    const path = deskApi.record('freeze-requests', 'FRZ-TEST-0001');
    const noTime = await patch(operations, path, { status: 'Frozen', version: 1 });
    expect((await json<{ errors: object }>(noTime)).errors).toEqual({
      frozenAt: deskMsg.frozenAtRequired,
    });
    const frozenAt = new Date(Date.parse(saved.createdAt) + 1000).toISOString();
    const frozen = await patch(operations, path, { status: 'Frozen', version: 1, frozenAt });
    expect(frozen.status).toBe(200);
    const view = await json<QueueRecord>(frozen);
    expect(view).toMatchObject({ status: 'Frozen', dueAt: null, fields: { frozenAt } });
    const again = await patch(operations, path, { status: 'Rejected', note: 'x', version: 2 });
    expect(again.status).toBe(409);
  });

  it.each([
    ['withdrawals', 'Processed'],
    ['feedback', 'Done'],
    ['messages', 'Done'],
  ] as const)(
    '%s: a record sent before the desk existed starts in the first status and moves to %s',
    async (queue, to) => {
      const saved =
        queue === 'withdrawals'
          ? await desk.store.withdrawal.insert({
              ...validWithdrawal,
              password: undefined,
            } as never)
          : queue === 'feedback'
            ? await desk.store.feedback.insert({ ...validFeedback, modeOfCommute: 'Website' })
            : await desk.store.contactMessage.insert({
                variant: 'quick-contact',
                ...validQuickContact,
              } as never);
      const cookie = queue === 'withdrawals' ? operations : grievance;
      const res = await patch(cookie, deskApi.record(queue, saved.id), { status: to, version: 1 });
      expect(res.status).toBe(200);
      expect((await json<QueueRecord>(res)).history).toEqual([
        expect.objectContaining({ from: queue === 'withdrawals' ? 'Received' : 'New', to }),
      ]);
    },
  );

  it('lists overdue first with the 21-day clock, filters, searches by phone and pages', async () => {
    await complaint('CMP-LIST-OLD1', { contactNo: '9123400001' });
    desk.advance(22 * DAY);
    await signInAll();
    // The store stamps real time, so a finished record stands for one with no clock running.
    await complaint('CMP-LIST-NEW1', { contactNo: '9123400002', status: 'Closed' });
    const list = await json<QueuePage>(
      await desk.call(`${deskApi.queue('complaints')}?q=91234000`, { cookie: grievance }),
    );
    expect(list.data.map((r) => [r.key, r.overdue])).toEqual([
      ['CMP-LIST-OLD1', true],
      ['CMP-LIST-NEW1', false],
    ]);
    const overdue = await json<QueuePage>(
      await desk.call(`${deskApi.queue('complaints')}?overdue=1&status=Open`, {
        cookie: grievance,
      }),
    );
    expect(overdue.data.every((r) => r.overdue && r.status === 'Open')).toBe(true);
    expect(overdue.data.map((r) => r.key)).toContain('CMP-LIST-OLD1');
    const page2 = await json<QueuePage>(
      await desk.call(`${deskApi.queue('complaints')}?page=2`, { cookie: grievance }),
    );
    expect(page2).toMatchObject({ page: 2, data: [] });
    expect(
      (await desk.call(`${deskApi.queue('complaints')}?page=x`, { cookie: grievance })).status,
    ).toBe(400);
    const summary = await json<Record<string, { overdue: number }>>(
      await desk.call(deskApi.summary, { cookie: grievance }),
    );
    // The queues grievance works, as declared (a new kind of theirs is listed without a line here).
    const theirs = QUEUE_NAMES.filter((q) =>
      (QUEUES[q].roles as readonly string[]).includes('grievance'),
    );
    expect(Object.keys(summary).sort()).toEqual(theirs.sort());
    expect(theirs).toContain('complaints');
    expect(summary.complaints!.overdue).toBeGreaterThanOrEqual(1);
  });

  it('Next’s `after` (the previous page’s last key) gives the page `page` alone gives; a malformed one is a 400', async () => {
    for (let i = 0; i < 30; i++) await complaint(`CMP-NEXT-${String(i).padStart(4, '0')}`);
    const page = async (query: string) => {
      const res = await desk.call(`${deskApi.queue('complaints')}?${query}`, { cookie: grievance });
      expect(res.status).toBe(200);
      return json<QueuePage>(res);
    };
    const first = await page('page=1');
    const second = await page('page=2');
    expect(first.total).toBeGreaterThan(25);
    const after = first.data.at(-1)!.key;
    expect(await page(`page=2&after=${after}`)).toEqual(second);
    // A key no longer stored leaves the page to its offset.
    expect(await page('page=2&after=CMP-GONE-0000')).toEqual(second);
    const bad = await desk.call(`${deskApi.queue('complaints')}?page=2&after=a%20b`, {
      cookie: grievance,
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/after/);
  });

  it('shows PII to the queue’s own role and masks it for the auditor', async () => {
    await complaint('CMP-PII-00001');
    const path = deskApi.record('complaints', 'CMP-PII-00001');
    const full = await json<QueueRecord>(await desk.call(path, { cookie: grievance }));
    expect(full.fields).toMatchObject({ email: validComplaint.email, contactNo: '9876543210' });
    const masked = await json<QueueRecord>(await desk.call(path, { cookie: auditor }));
    expect(masked.fields).toMatchObject({
      email: 'a•••@example.in',
      contactNo: '•••10',
      address: '•••',
    });
    expect(JSON.stringify(masked)).not.toContain('9876543210');
    expect((await patch(auditor, path, { status: 'In Process', version: 1 })).status).toBe(403);
  });

  it('the auditor’s search sees only what the auditor sees; every list call is audited', async () => {
    const hidden = { contactNo: '9988776655', email: 'hidden.person@example.org' };
    await complaint('CMP-SRCH-0001', hidden);
    const found = async (cookie: string, q: string) =>
      (
        await json<QueuePage>(
          await desk.call(`${deskApi.queue('complaints')}?q=${encodeURIComponent(q)}`, { cookie }),
        )
      ).data.map((r) => r.key);
    // Full values and the parts a prober would try: the officer finds the record, the auditor not.
    const probes = ['9988776655', '99887766', 'hidden.person@example.org', 'hidden.person', 'n.p'];
    for (const q of probes) {
      expect({ q, keys: await found(grievance, q) }).toEqual({ q, keys: ['CMP-SRCH-0001'] });
      expect({ q, keys: await found(auditor, q) }).toEqual({ q, keys: [] });
    }
    // What the auditor sees (the reference, the status) is still searchable.
    expect(await found(auditor, 'cmp-srch')).toEqual(['CMP-SRCH-0001']);
    const { data: lists } = await desk.store.audit.list({
      where: { actor: 'audrey', action: AUDIT_ACTIONS.list },
    });
    expect(lists).toHaveLength(probes.length + 1);
    expect(lists[0]).toMatchObject({
      target: 'complaints',
      detail: 'search (8 characters, text); page 1; 1 rows',
    });
    expect(lists.map((e) => e.detail)).toContain('search (10 characters, digits); page 1; 0 rows');
    expect(lists.map((e) => e.detail)).toContain('search (25 characters, with @); page 1; 0 rows');
    // Neither the record's PII nor the typed search is kept.
    for (const value of [...probes, 'cmp-srch']) {
      expect(JSON.stringify(lists)).not.toContain(value);
    }
  });

  it('exports the filtered queue as Excel-friendly CSV', async () => {
    await complaint('CMP-CSV-00001', { fName: '=cmd', lName: 'Rao, Jr' });
    const res = await desk.call(`${deskApi.exportCsv('complaints')}?q=CMP-CSV`, {
      cookie: grievance,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="complaints-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Reference,Status,Received,Due,Overdue,Name,Summary,Source');
    expect(lines[1]).toMatch(
      /^CMP-CSV-00001,Open,[^,]+,[^,]+,yes,"'=cmd Rao, Jr",Back Office: My contract/,
    );
    expect(lines).toHaveLength(3);
  });

  it('staff register a complaint from another channel with its source', async () => {
    const res = await desk.call(deskApi.queue('complaints'), {
      method: 'POST',
      cookie: grievance,
      // SCORES brings its registration number and forwarding day (issue 43, desk.scores.test.ts).
      json: {
        ...validComplaint,
        source: 'SCORES',
        scoresNo: 'SEBIE/MH26/0001234/1',
        scoresForwardedOn: istDay(desk.now()),
      },
    });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: QueueRecord }>(res);
    expect(data).toMatchObject({ status: 'Open', source: 'SCORES' });
    // Acknowledged like a public POST (docs/contract.md §15), queued with the record, in English.
    const saved = await desk.store.complaint.findBy('complainNo', data.key);
    const messages = await desk.store.outbox.about('complaints', saved!.id);
    expect(messages.map((m) => [m.kind, m.channel, m.to, m.language, m.event]).sort()).toEqual([
      [
        'complaintReceived',
        'email',
        validComplaint.email,
        'en',
        `complaints/${saved!.id}/received/email`,
      ],
      [
        'complaintReceived',
        'sms',
        validComplaint.contactNo,
        'en',
        `complaints/${saved!.id}/received/sms`,
      ],
    ]);
    expect(messages[0]!.values).toMatchObject({ number: data.key });
    const web = await desk.call(deskApi.queue('complaints'), {
      method: 'POST',
      cookie: grievance,
      json: { ...validComplaint, source: 'Web' },
    });
    expect(web.status).toBe(400);
    expect((await json<{ errors: object }>(web)).errors).toEqual({ source: deskMsg.sourceInvalid });
  });

  it('streams a new record to open desk screens of roles that read its queue', async () => {
    const controller = new AbortController();
    const res = await desk.call(deskApi.events, { cookie: operations, signal: controller.signal });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    desk.events.publish({ queue: 'complaints', key: 'CMP-HIDDEN', kind: 'new' });
    desk.events.publish({ queue: 'freeze-requests', key: 'FRZ-LIVE', kind: 'new' });
    while (!text.includes('FRZ-LIVE')) text += decoder.decode((await reader.read()).value);
    controller.abort();
    expect(text).toContain(
      'event: queue\ndata: {"queue":"freeze-requests","key":"FRZ-LIVE","kind":"new"}',
    );
    expect(text).not.toContain('CMP-HIDDEN');
  });

  it('filters the audit log by India calendar days, both ends included', async () => {
    const today = istDay(desk.now());
    const yesterday = istDay(new Date(desk.now().getTime() - DAY));
    const audit = (query: string) => desk.call(`${deskApi.audit}?${query}`, { cookie: auditor });
    const all = await json<AuditPage>(await audit('actor=meera'));
    const todays = await json<AuditPage>(await audit(`actor=meera&from=${today}&to=${today}`));
    expect(todays.total).toBeGreaterThan(0);
    expect(todays.data.every((e) => istDay(new Date(e.at)) === today)).toBe(true);
    // The clock was moved on by days above: the earlier entries are on days before today.
    const earlier = await json<AuditPage>(await audit(`actor=meera&to=${yesterday}`));
    expect(earlier.total).toBeGreaterThan(0);
    expect(earlier.data.every((e) => istDay(new Date(e.at)) <= yesterday)).toBe(true);
    expect(earlier.total + todays.total).toBe(all.total);
    for (const bad of ['from=2026-02-31', 'to=23-11-2026', `from=${today}&to=${yesterday}`]) {
      const res = await audit(bad);
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(deskMsg.auditDateInvalid);
    }
  });

  it('the audit log records views, changes and exports, and reports an edited entry', async () => {
    const page = await json<AuditPage>(
      await desk.call(`${deskApi.audit}?actor=meera`, { cookie: auditor }),
    );
    expect(page.chain).toEqual({ ok: true });
    const actions = new Set(page.data.map((e) => e.action));
    for (const a of [
      'sign-in',
      'status change',
      'view record',
      'export CSV',
      'register complaint',
    ]) {
      expect(actions).toContain(a);
    }
    expect(page.data.find((e) => e.action === 'status change')).toMatchObject({
      target: expect.stringMatching(/^(complaints|feedback|messages)\//),
      detail: expect.stringContaining('→'),
    });
    const [victim] = (await desk.store.audit.list({ where: { action: 'status change' }, limit: 1 }))
      .data;
    await desk.store.audit.update(victim!.id, victim!.version, (e) => ({ ...e, actor: 'nobody' }));
    const broken = await json<AuditPage>(await desk.call(deskApi.audit, { cookie: admin }));
    expect(broken.chain).toEqual({
      ok: false,
      brokenAt: victim!.seq,
      reason: `entry ${victim!.seq} was altered`,
    });
  });
});
