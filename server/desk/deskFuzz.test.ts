// Every desk endpoint the router has, fuzzed (issue 39): fields of the wrong JSON type, nesting,
// huge and unicode values. No answer is a 5xx, a field of the wrong type is a 4xx, and a refused
// request changes nothing stored (docs/contract.md §11, "Bodies").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { AUDIT_ACTIONS, QUEUE_NAMES, QUEUES, STAFF_ROLES } from '../../src/contract/desk';
import { CONTENT_KINDS } from '../../src/contract/contentDesk';
import { FUND_LIST_NAMES } from '../../src/contract/fundLists';
import { BREACH_NOTICE_NAMES, privacyApi } from '../../src/contract/privacyDesk';
import type { KioskKeyIssued } from '../../src/contract/kioskFleet';
import { REQUEST_KINDS, type Arrival } from '../../src/contract/requests';
import { validateWith } from '../../src/contract/schemas';
import { SITE_SECTION_NAMES } from '../../src/contract/siteDesk';
import { SEED_FILES } from '../store/contentStore';
import { engines } from '../store/testing/engines';
import { newReference } from '../store/ids';
import { COLLECTIONS, type Collection, type StaffUserRecord, type Store } from '../store/types';
import { deskEndpoints, PASSWORD, startDesk, type DeskHarness } from '../testing/desk';
import { acknowledgement } from '../testing/outbox';
import { POSTS, PROVED_POSTS, validComplaint } from '../testing/payloads';

/** A seeded random number generator (mulberry32): the same run every time. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: [deep(depth - 1)] });

/** Values of every JSON type but text, in place of any field. */
const WRONG_TYPES: unknown[] = [['x'], { label: 'x' }, -1.5, true, null];
/** Text a field takes by type, which its rules may still refuse. */
const ODD_TEXT = (random: () => number): string[] => [
  'x'.repeat(20_000),
  '\u0000\u0007\u001b[31m',
  '\ud800 lone surrogate',
  'ज़्यादा \u202e RTL \u200d 👩🏽‍💻 𝕏',
  Array.from({ length: 200 }, () =>
    String.fromCodePoint(0x20 + Math.floor(random() * 0x2fff)),
  ).join(''),
];
/** Numbers where a field takes a number. */
const ODD_NUMBERS = [-1, 1.5, 1e308];

type Body = Record<string, unknown>;
type Mutation = { name: string; body: unknown; wrongType: boolean };

/** Each leaf of `sample` replaced by each odd value: wrong types (a 4xx), and odd values of its type. */
function mutations(sample: Body, random: () => number): Mutation[] {
  const out: Mutation[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    const replace = (next: unknown) => {
      const copy = structuredClone(sample) as Body;
      let at: Record<string | number, unknown> = copy;
      for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
      at[path.at(-1)!] = next;
      return copy;
    };
    if (path.length) {
      for (const wrong of WRONG_TYPES) {
        if (typeof wrong === typeof value && Array.isArray(wrong) === Array.isArray(value))
          continue;
        // null is how some fields are unset (kiosk settings): never a 5xx, but it may be taken.
        out.push({
          name: `${path.join('.')}=${JSON.stringify(wrong)}`,
          body: replace(wrong),
          wrongType: wrong !== null,
        });
      }
      // Two odd values a leaf, drawn by the seed: over the run every one meets every kind of field.
      const odd = (
        typeof value === 'number' ? ODD_NUMBERS : typeof value === 'string' ? ODD_TEXT(random) : []
      )
        .map((v) => ({ v, order: random() }))
        .sort((a, b) => a.order - b.order)
        .slice(0, 2)
        .map(({ v }) => v);
      for (const v of odd) {
        out.push({
          name: `${path.join('.')}=${JSON.stringify(v).slice(0, 30)}`,
          body: replace(v),
          wrongType: false,
        });
      }
      out.push({
        name: `${path.join('.')}=deep`,
        body: replace(deep(200)),
        wrongType: typeof value !== 'object',
      });
    }
    // An array's first element stands for the rest (a section's rows are alike).
    if (Array.isArray(value)) {
      if (value.length) visit(value[0], [...path, 0]);
    } else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) visit(v, [...path, key]);
    }
  };
  visit(sample, []);
  // The whole body of another shape, and keys that name Object.prototype's members.
  for (const body of [[], 'text', 42, null]) {
    out.push({ name: `body=${JSON.stringify(body)}`, body, wrongType: true });
  }
  // Only keys no schema names: taken or refused as an empty body would be.
  const hostile = { __proto__: { x: 1 }, constructor: [], toString: {} };
  out.push({ name: 'body=prototype keys', body: hostile, wrongType: false });
  return out;
}

describe.each(engines)('desk fuzz: $name', (engine) => {
  let desk: DeskHarness;
  let cookie = '';
  const random = seeded(39);

  /** What the desk stores, but sessions and the sign-in audit a fuzzed sign-in writes. */
  // The fuzzer signs in again when a fuzzed call ended its session: that sign-in's own
  // bookkeeping (its audit entries, its code's time step and the account's version) is no change.
  const isSignIn = (action: string) =>
    action.startsWith('sign') || action.startsWith(AUDIT_ACTIONS.twoFactorCode);
  const withoutCodeStep = (row: object) => {
    const user = { ...(row as StaffUserRecord & { version?: number; updatedAt?: string }) };
    delete user.version;
    delete user.updatedAt;
    return user.totp ? { ...user, totp: { ...user.totp, lastStep: 0 } } : user;
  };
  async function snapshot(store: Store) {
    const collections = await Promise.all(
      Object.keys(COLLECTIONS)
        .filter((name) => name !== 'staffSessions')
        .map(async (name) => {
          const rows = [];
          for await (const batch of store[name as keyof typeof COLLECTIONS].scan())
            rows.push(...batch);
          if (name === 'staffUsers') return rows.map(withoutCodeStep);
          return name === 'audit'
            ? rows
                .filter((r) => !isSignIn(String((r as { action: string }).action)))
                .map((r) => [(r as { action: string }).action, (r as { target?: string }).target])
            : rows;
        }),
    );
    const content = await Promise.all(
      Object.keys(SEED_FILES).map((k) => store.content.get(k as never)),
    );
    return JSON.stringify([collections, content, (await store.uploads.names()).sort()]);
  }

  /** A call as the fuzzer; a fuzzed sign-out ends its session, so it signs in again and retries. */
  async function send(path: string, init: { method?: string; json?: unknown } = {}) {
    const res = await desk.call(path, { ...init, cookie });
    if (res.status !== 401) return res;
    cookie = await desk.signIn('fuzzer');
    return desk.call(path, { ...init, cookie });
  }
  const json = async <T>(path: string) => (await (await send(path)).json()) as T;
  const firstOf = async (path: string) => (await json<{ data: Body[] }>(path)).data[0]!;

  /** A body the endpoint takes (or, for files, one it refuses by type): fuzzing changes it a leaf at a time. */
  const SAMPLES: Record<string, (path: string) => Promise<Body | undefined>> = {
    // Another account: the fuzzed passwords lock it out, never the fuzzer.
    'POST /api/desk/session': async () => ({ username: 'target', password: PASSWORD }),
    // Takes no body: whatever is sent is ignored.
    'DELETE /api/desk/session': async () => undefined,
    // The fuzzer's session is whole and its account enrolled: past the body, a 409.
    'POST /api/desk/session/code': async () => ({ code: '123456' }),
    'POST /api/desk/session/enrolment': async () => undefined,
    'PUT /api/desk/session/enrolment': async () => ({ code: '123456' }),
    'PUT /api/desk/two-factor': async () => ({ roles: ['admin', 'auditor'] }),
    'DELETE /api/desk/staff/:username/two-factor': async () => undefined,
    // The fuzzer's own newest session (the list's first): it signs in again, the rest are 404s.
    'DELETE /api/desk/sessions/:id': async () => undefined,
    'PUT /api/desk/access-settings': async () => ({ sessionLifetimeHours: 12 }),
    // The access review (issue 44): its threshold, and the one-step disabling, which refuses an
    // account not flagged (none is, on the real clock): past the body, a 409.
    'PUT /api/desk/access-review/settings': async () => ({ unusedDays: 90 }),
    'POST /api/desk/access-review/disable': async () => ({ usernames: ['target'] }),
    // Round-robin assignment (issue 43): the setting, and a grievance officer's duty.
    'PUT /api/desk/assignment-settings': async () => ({ enabled: false }),
    'PUT /api/desk/staff/:username/on-duty': async () => ({ onDuty: true }),
    'PUT /api/desk/escalation-settings': async () => ({
      complaintComplianceDays: 15,
      complaintRedDays: 18,
      freezeLateMinutes: 10,
    }),
    // Each queue's status change (src/contract/requests): to its second status, with a note and
    // the time the freeze queue asks for on Frozen (the other queues ignore it).
    ...Object.fromEntries(
      QUEUE_NAMES.map((queue) => [
        `PATCH /api/desk/${queue}/:key`,
        async () => ({
          status: QUEUES[queue].statuses[1],
          note: 'done',
          version: 1,
          frozenAt: new Date().toISOString(),
        }),
      ]),
    ),
    // The link checker's "Check now" (issue 46): takes no body (the harness has no network).
    'POST /api/desk/link-checks': async () => undefined,
    // A record's failed message sent again (issue 42): takes no body, whatever is sent is ignored.
    ...Object.fromEntries(
      QUEUE_NAMES.map((queue) => [
        `POST /api/desk/${queue}/:key/messages/:messageId/resend`,
        async () => undefined,
      ]),
    ),
    // A record's owner and its staff-only notes (issue 43), on every queue.
    ...Object.fromEntries(
      QUEUE_NAMES.flatMap((queue) => [
        [`PUT /api/desk/${queue}/:key/owner`, async () => ({ owner: 'fuzzer', version: 1 })],
        [`POST /api/desk/${queue}/:key/notes`, async () => ({ text: 'fuzzed note' })],
        // Duplicates (issue 43): linked to another record of the queue, or unlinked.
        [
          `PUT /api/desk/${queue}/:key/duplicate-of`,
          async () => ({ of: 'CMP-FUZZ-0001', version: 1 }),
        ],
      ]),
    ),
    'POST /api/desk/complaints': async () => ({
      ...validComplaint,
      source: 'SCORES',
      scoresNo: 'SEBIE/MH26/0001234/1',
      scoresForwardedOn: '2026-01-05',
      category: 'Accessibility',
    }),
    // A complaint's SMART ODR task (issue 43).
    'PUT /api/desk/complaints/:key/odr': async () => ({
      participation: 'Participating',
      conciliationDate: '2026-12-20',
      outcome: 'Pending',
      version: 1,
    }),
    // A complaint's category changed with a reason (issue 43).
    'PUT /api/desk/complaints/:key/category': async () => ({
      category: 'Other',
      reason: 'fuzzed reason',
      version: 1,
    }),
    // Mentions seen (issue 43): takes no body, whatever is sent is ignored.
    'POST /api/desk/mentions/seen': async () => undefined,
    // The compliance officer's address for escalations (issue 43).
    'PUT /api/desk/compliance-officer': async () => ({ email: 'compliance@example.in' }),
    // A reply to the investor (docs/contract.md §7b): complaints only.
    'POST /api/desk/complaints/:key/replies': async () => ({ text: 'fuzzed reply' }),
    // A data principal's request (docs/contract.md §7c): the seeded one asks for a copy, so a
    // correction, an erasure or a withdrawal of consent for it is a 409 past the body.
    'POST /api/desk/data-requests/:key/corrections': async () => ({
      queue: 'complaints',
      key: 'CMP-NONE',
      field: 'address',
      value: 'fuzzed address',
      version: 1,
    }),
    'POST /api/desk/data-requests/:key/erasure': async () => undefined,
    'POST /api/desk/data-requests/:key/consent-withdrawal': async () => undefined,
    'POST /api/desk/staff': async () => ({
      username: 'fuzzed',
      roles: ['grievance'],
      password: PASSWORD,
    }),
    'PATCH /api/desk/staff/:username': async () => ({
      roles: ['content', 'auditor'],
      disabled: false,
      password: PASSWORD,
    }),
    'POST /api/desk/content/:kind': async (path) => ({ item: itemOf(await firstItem(path)) }),
    'PUT /api/desk/content/:kind/:id': async (path) => ({
      item: itemOf(await json<{ item: Body }>(path)),
    }),
    'POST /api/desk/content/:kind/:id/publish': async () => ({ version: 1 }),
    'POST /api/desk/content/:kind/:id/restore': async () => ({ version: 1 }),
    'POST /api/desk/content/:kind/:id/move': async () => ({ to: 'down' }),
    // Scheduling (§13e): times a year ahead, unpublish after publish.
    'PUT /api/desk/content/:kind/:id/schedule': async () => ({
      publishAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      unpublishAt: new Date(Date.now() + 366 * 86_400_000).toISOString(),
    }),
    'POST /api/desk/uploads': async () => ({ name: 'a.pdf' }),
    'POST /api/desk/fund-lists/:list/preview': async () => ({ csv: 'a,b' }),
    'POST /api/desk/fund-lists/:list/apply': async () => ({ csv: 'a,b' }),
    'POST /api/desk/fund-lists/:list/rows': async (path) => ({
      row: await firstOf(path.replace(/\/rows$/, '')),
    }),
    'POST /api/desk/fund-lists/:list/rows/remove': async (path) => ({
      row: await firstOf(path.replace(/\/rows\/remove$/, '')),
    }),
    'POST /api/desk/fund-lists/:list/restore': async () => ({ version: 1 }),
    'PUT /api/desk/kiosk-settings/:target': async () => ({
      idleSeconds: 120,
      countdownSeconds: 20,
      branchName: 'Fuzz branch',
      notices: ['Closed on Friday'],
      language: 'hi',
    }),
    'POST /api/desk/kiosk-keys': async () => ({ branchName: 'Fuzz branch' }),
    // The trading calendar (issue 43): a day added, a day removed (takes no body).
    'POST /api/desk/trading-calendar/holidays': async () => ({
      date: '2026-12-07',
      name: 'Fuzzed holiday',
    }),
    'POST /api/desk/trading-calendar/special-sessions': async () => ({
      date: '2026-11-08',
      name: 'Muhurat trading',
      open: '18:00',
      close: '19:15',
    }),
    'DELETE /api/desk/trading-calendar/holidays/:date': async () => undefined,
    'DELETE /api/desk/trading-calendar/special-sessions/:date': async () => undefined,
    'PUT /api/desk/alerts': async () => ({
      version: 0,
      operations: { emails: ['ops@firm.example.in'], mobiles: ['9811122233'] },
      grievance: { emails: [], mobiles: ['9811122244'] },
    }),
    // Takes no body: whatever is sent is ignored.
    'DELETE /api/desk/kiosk-keys/:kioskId': async () => undefined,
    'PUT /api/desk/site/:section': async (path) => ({
      form: (await json<{ form: Body }>(path)).form,
    }),
    'POST /api/desk/site/:section/publish': async () => ({ version: 1 }),
    'POST /api/desk/site/:section/restore': async () => ({ version: 1 }),
    'POST /api/desk/content/:kind/:id/approve': async () => ({ version: 1 }),
    'POST /api/desk/content/:kind/:id/send-back': async () => ({ version: 1, comment: 'Not yet' }),
    'POST /api/desk/site/:section/approve': async () => ({ version: 1 }),
    'POST /api/desk/site/:section/send-back': async () => ({ version: 1, comment: 'Not yet' }),
    // Retention and the breach register (docs/contract.md §16): a hold set on a complaint and one
    // lifted (the one set before the run), a breach recorded and a notice marked sent.
    'POST /api/desk/legal-holds': async () => ({
      queue: 'complaints',
      key: KEYS_WITH_MESSAGES['/api/desk/complaints'],
      reason: 'Fuzzed hold',
    }),
    'POST /api/desk/legal-holds/:holdId/lift': async () => ({ reason: 'Fuzzed lift' }),
    'POST /api/desk/breaches': async () => ({
      what: 'Fuzzed breach',
      foundAt: new Date(Date.now() - 3_600_000).toISOString(),
      affects: {
        queues: ['feedback'],
        receivedFrom: '2026-01-01',
        receivedTo: '2026-12-31',
        records: [{ queue: 'complaints', key: 'CMP-NONE' }],
      },
    }),
    'POST /api/desk/breaches/:breachId/notices/:notice': async () => undefined,
    'PUT /api/desk/approvals/settings': async () => ({
      scope: 'site/bank-accounts',
      required: true,
    }),
  };
  const itemOf = ({ item }: { item: Body }) => {
    const { _id, ...rest } = item;
    void _id;
    return rest;
  };
  const firstItem = async (listPath: string) =>
    json<{ item: Body }>(`${listPath}/${encodeURIComponent(String((await firstOf(listPath)).id))}`);

  /** Each value a path parameter takes: a known name, or the newest record the parent list shows. */
  const CHOICES: Record<string, readonly string[]> = {
    kind: Object.keys(CONTENT_KINDS),
    list: FUND_LIST_NAMES,
    section: SITE_SECTION_NAMES,
    // The kiosk enrolled before the run (its id is the server's): set in beforeAll.
    target: ['default'],
    kioskId: [],
    // The trading calendar's days (the shipped list): a holiday and a special session.
    date: ['2026-12-25', '2026-02-01'],
    // Retention (docs/contract.md §16): the complaint stored before the run, a hold and a breach
    // made before it (set in beforeAll), each notice.
    recordQueue: ['complaints'],
    recordKey: [],
    holdId: [],
    breachId: [],
    notice: BREACH_NOTICE_NAMES,
    // An investor's attachment (docs/contract.md §7b): none on the fuzzed record, a 404.
    attachment: ['none'],
  };
  /** By queue path: the key of the record stored with a message before the run. */
  const KEYS_WITH_MESSAGES: Record<string, string> = {};
  async function concrete(pattern: string): Promise<string[]> {
    const at = pattern.search(/:\w+/);
    if (at < 0) return [pattern];
    const name = /:(\w+)/.exec(pattern.slice(at))![1]!;
    const rest = pattern.slice(at + name.length + 1);
    const list = pattern.slice(0, at - 1);
    // A record's messages: the record stored before the run (those registered since have none).
    const withMessages = rest.startsWith('/messages') ? KEYS_WITH_MESSAGES[list] : undefined;
    const values = CHOICES[name] ?? [
      withMessages ??
        (await (async () => {
          const { data: rows } = await json<{ data: Body[] }>(list);
          const row = name === 'username' ? rows.at(-1) : rows[0];
          if (!row) throw new Error(`${list} lists nothing to fuzz ${pattern} with`);
          return String(row.key ?? row.id ?? row.username);
        })()),
    ];
    const paths = await Promise.all(
      values.map((v) => concrete(`${pattern.slice(0, at)}${encodeURIComponent(v)}${rest}`)),
    );
    return paths.flat();
  }

  beforeAll(async () => {
    desk = await startDesk(engine);
    await desk.addStaff('fuzzer', [...STAFF_ROLES]);
    await desk.addStaff('target', ['grievance']);
    cookie = await desk.signIn('fuzzer');
    const { store } = desk;
    // A record in every request kind's queue, stored as its submission route stores one.
    for (const kind of REQUEST_KINDS) {
      const { valid } = [...POSTS, ...PROVED_POSTS].find((post) => post.collection === kind.name)!;
      const checked = await validateWith((await kind.schemaFor(valid)) as AnyObjectSchema, valid);
      if (!checked.ok) throw new Error(`payloads.ts: ${kind.name}'s body is not valid`);
      const reference = 'reference' in kind ? newReference(kind.reference.prefix) : '';
      const record = (kind.record as (input: unknown, arrival: Arrival) => object)(checked.value, {
        channel: 'Web',
        at: new Date(),
        reference,
      });
      const saved = await (store[kind.name] as Collection<object, string>).insert(record);
      // A failed message about it: the desk lists it, re-sends it and opens its (missing) file.
      const message = (await store.outbox.queue(
        acknowledgement(saved.id, `${kind.name}/${saved.id}/received/email`),
      ))!;
      const about = { ...message.about, collection: kind.collection.name };
      await store.outbox.update(message.id, message.version, (m) => ({
        ...m,
        about,
        aboutRef: `${about.collection}/${about.id}`,
        state: 'failed',
        lastError: '550 5.1.1 No such user',
      }));
      KEYS_WITH_MESSAGES[`/api/desk/${kind.queue.name}`] = String(
        (saved as Record<string, unknown>)[kind.queue.key],
      );
    }
    const enrolled = (
      (await (
        await desk.call('/api/desk/kiosk-keys', {
          method: 'POST',
          json: { branchName: 'Fuzz' },
          cookie,
        })
      ).json()) as KioskKeyIssued
    ).data;
    CHOICES.recordKey = [KEYS_WITH_MESSAGES['/api/desk/complaints']!, 'CMP-NONE'];
    const made = async (path: string, json: unknown) =>
      String(((await (await desk.call(path, { method: 'POST', json, cookie })).json()) as Body).id);
    CHOICES.holdId = [
      await made(privacyApi.legalHolds, {
        queue: 'feedback',
        key: KEYS_WITH_MESSAGES['/api/desk/feedback'],
        reason: 'Held before the run',
      }),
    ];
    CHOICES.breachId = [
      await made(privacyApi.breaches, {
        what: 'Recorded before the run',
        foundAt: new Date().toISOString(),
        affects: { queues: ['complaints'] },
      }),
    ];
    CHOICES.target = ['default', enrolled.kioskId];
    CHOICES.kioskId = [enrolled.kioskId];
    const beat = await desk.call('/api/kiosk/heartbeat', {
      method: 'POST',
      headers: { Authorization: `Bearer ${enrolled.key}` },
      json: {
        kioskId: enrolled.kioskId,
        branchName: 'Fuzz',
        appVersion: '1',
        uptimeSeconds: 1,
        lastResetAt: null,
        rendered: true,
      },
    });
    expect(beat.status).toBe(204);
  }, 60_000);
  afterAll(() => desk.close());

  it('has a sample body for every desk endpoint that takes one', () => {
    const taking = deskEndpoints()
      .filter((e) => e.method !== 'GET')
      .map((e) => `${e.method} ${e.path}`);
    expect(taking.filter((e) => !SAMPLES[e])).toEqual([]);
  });

  it('answers every fuzzed body with a 4xx that changes nothing, never a 5xx', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const { method, path: pattern } of deskEndpoints()) {
      if (method === 'GET') continue;
      const paths = await concrete(pattern);
      for (const [n, path] of paths.entries()) {
        const sample = await SAMPLES[`${method} ${pattern}`]!(path);
        const all = mutations(sample ?? {}, random).map((m) => ({
          ...m,
          wrongType: m.wrongType && !!sample,
        }));
        // Every mutation on the first path; a seeded eighth on the others of the same endpoint.
        const chosen = n === 0 ? all : all.filter(() => random() < 0.125);
        // The store is compared around each batch (a snapshot a request would take minutes):
        // the wrong types, all refused, then the odd values, which a rule may take.
        for (const batch of [
          chosen.filter((m) => m.wrongType),
          chosen.filter((m) => !m.wrongType),
        ]) {
          const before = await snapshot(desk.store);
          let taken = false;
          for (const mutation of batch) {
            requests++;
            const res = await send(path, { method, json: mutation.body });
            const where = `${method} ${path} ${mutation.name}: ${res.status}`;
            const text = await res.text();
            if (res.status >= 500) failures.push(`${where} ${text.slice(0, 200)}`);
            else if (mutation.wrongType && res.status < 400) failures.push(`${where} taken`);
            taken ||= res.status < 400;
          }
          if (!taken && (await snapshot(desk.store)) !== before) {
            failures.push(`${method} ${path}: refused bodies changed the store`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(600);
  }, 240_000);

  it('answers odd query strings on every GET with no 5xx', async () => {
    const failures: string[] = [];
    const queries = [
      'q=a&q=b&status=x&status=y&page=1&page=2&from=a&from=b',
      'q[a]=1&status[]=x&page[x]=2&to[]=1&actor[a]=b&language[]=hi',
      `q=${'x'.repeat(5000)}&page=1e308&from=9999-99-99&to=0000-00-00&overdue=%00`,
      `q=%ED%A0%80${encodeURIComponent(' 👩🏽‍💻 \u202e ज़्या')}&page=-1&language=%E0%A4&token=%FF`,
    ];
    for (const { method, path: pattern } of deskEndpoints()) {
      if (method !== 'GET' || pattern === '/api/desk/events') continue;
      for (const path of await concrete(pattern)) {
        for (const query of queries) {
          const res = await send(`${path}?${query}`);
          await res.arrayBuffer();
          if (res.status >= 500) failures.push(`GET ${path}?${query.slice(0, 60)}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('answers concurrent changes of one staff account and of the kiosk settings 200 or 409', async () => {
    await desk.addStaff('raced', ['grievance']);
    const calls = [
      ...Array.from({ length: 8 }, (_, i) =>
        send('/api/desk/staff/raced', {
          method: 'PATCH',
          json: { roles: [i % 2 ? 'content' : 'auditor'], disabled: i % 3 === 0 },
        }),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        send('/api/desk/kiosk-settings/default', { method: 'PUT', json: { idleSeconds: 60 + i } }),
      ),
    ];
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(statuses.slice(0, 8)).toContain(200);
    expect(statuses.slice(8)).toContain(200);
  });
});
