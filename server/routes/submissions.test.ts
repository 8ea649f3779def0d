// Every POST of docs/contract.md §7 over real HTTP: 201 answers, the validation rules of docs/contract.md §5 mapped to
// 400 `{ message, errors }`, what is (and is not) stored on disk, the complaint round trip and the
// freeze acknowledgement.
import { describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { CLIENT_HEADER, KIOSK_CLIENT } from '../../src/contract/kiosk';
import { LONG_TEXT_MAX } from '../../src/contract/limits';
import {
  complaintRegistered,
  fraudReportReceived,
  freezeAcknowledged,
  msg,
} from '../../src/contract/messages';
import { PRIVACY_NOTICE_VERSION } from '../../src/contract/privacy';
import { REQUEST_KINDS } from '../../src/contract/requests';
import { app, setUpFixtureApp } from '../testing/fixture';
import { getJson, jsonBody, postJson, rawRequest } from '../testing/http';
import {
  POSTS,
  validComplaint,
  validContactPage,
  validFeedback,
  validFraudReport,
  validQuickContact,
  validStopTrade,
  validWithdrawal,
  WITHDRAWAL_PASSWORD,
} from '../testing/payloads';

setUpFixtureApp();

interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

type Kind = (typeof POSTS)[number]['collection'];

/** What the server's store holds for one kind, oldest first (whichever engine is behind it). */
async function records(kind: Kind): Promise<Record<string, unknown>[]> {
  return (await app.store[kind].list({ sort: 'oldest' })).data as object[] as Record<
    string,
    unknown
  >[];
}

/** Everything one kind holds, as text: what must never contain a password or an injected field. */
const storedText = async (kind: Kind) => JSON.stringify(await records(kind));

const REFERENCE = /^[A-Z]{3}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe('valid posts answer 201 with a message and are stored', () => {
  it.each([
    [
      'quick-connect (dialog, contactNo)',
      api.quickConnect,
      validQuickContact,
      msg.quickConnectSaved,
      'contactMessage' as Kind,
    ],
    [
      'quick-connect (contact page, phone)',
      api.quickConnect,
      validContactPage,
      msg.quickConnectSaved,
      'contactMessage' as Kind,
    ],
    ['feedback', api.feedback, validFeedback, msg.feedbackSaved, 'feedback' as Kind],
    ['withdrow', api.withdraw, validWithdrawal, msg.withdrawSaved, 'withdrawal' as Kind],
  ])('%s', async (_name, path, payload, message, file) => {
    const before = await records(file);
    const started = Date.now();
    const { status, body } = await postJson(app.baseUrl, path, payload);
    expect(status).toBe(201);
    expect(body).toEqual({ message, data: {} });
    const after = await records(file);
    expect(after).toHaveLength(before.length + 1);
    const stored = after.at(-1)!;
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(String(stored.createdAt))).toBeGreaterThanOrEqual(started - 1000);
  });

  it('stores each quick-connect variant with its own fields, trimmed', async () => {
    await postJson(app.baseUrl, api.quickConnect, { ...validQuickContact, name: '  Ravi Kumar  ' });
    await postJson(app.baseUrl, api.quickConnect, { ...validContactPage, name: 'Meera Iyer' });
    const all = await records('contactMessage');
    const dialog = all.find((r) => r.name === 'Ravi Kumar');
    const page = all.find((r) => r.name === 'Meera Iyer');
    expect(dialog).toMatchObject({
      variant: 'quick-contact',
      contactNo: validQuickContact.contactNo,
    });
    expect(dialog).not.toHaveProperty('phone');
    expect(page).toMatchObject({ variant: 'contact-page', phone: validContactPage.phone });
    expect(page).not.toHaveProperty('contactNo');
  });

  it('quick-connect: sending phone does not skip the dialog rules (issue 8)', async () => {
    const before = (await records('contactMessage')).length;
    const { form: _marker, ...unmarked } = validContactPage;
    void _marker;
    const { status, body } = await postJson<ErrorBody>(app.baseUrl, api.quickConnect, unmarked);
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      contactNo: msg.contactNoRequired,
      subject: msg.quickSubjectRequired,
    });
    const withPhone = await postJson<ErrorBody>(app.baseUrl, api.quickConnect, {
      ...validQuickContact,
      phone: '022 4000 1234',
      email: '',
      contactNo: '123',
    });
    expect(withPhone.status).toBe(400);
    expect(withPhone.body.errors).toEqual({
      email: msg.emailRequired,
      contactNo: msg.contactNoMin,
    });
    expect(await records('contactMessage')).toHaveLength(before);
  });

  it('withdrawal: the amount is stored as a number and the PAN in capitals', async () => {
    await postJson(app.baseUrl, api.withdraw, {
      ...validWithdrawal,
      clinetCode: 'VS-AMOUNT',
      withdraw: '1500.50',
      panNo: 'pqrst6789k',
    });
    const stored = (await records('withdrawal')).find((r) => r.clinetCode === 'VS-AMOUNT');
    expect(stored).toMatchObject({ withdraw: 1500.5, panNo: 'PQRST6789K' });
  });
});

describe('the withdrawal password', () => {
  it('is accepted and never written to disk', async () => {
    const { status } = await postJson(app.baseUrl, api.withdraw, validWithdrawal);
    expect(status).toBe(201);
    const text = await storedText('withdrawal');
    expect(text).toContain(validWithdrawal.clinetCode);
    expect(text).not.toContain(WITHDRAWAL_PASSWORD);
    expect(text).not.toContain('"password"');
  });
});

describe('the privacy notice (docs/contract.md §16)', () => {
  // A kind accepted only with a one-time code has its own suite (dataRequests.test.ts).
  const unproved = REQUEST_KINDS.flatMap((kind) => ('proof' in kind ? [] : [kind.name]));
  it.each(unproved.map((name) => [name] as const))(
    '%s: its record keeps the version of the notice the form showed, set by the server',
    async (name) => {
      const post = POSTS.find((p) => p.collection === name);
      expect(post, `a valid ${name} body in server/testing/payloads.ts`).toBeDefined();
      const { status } = await postJson(app.baseUrl, post!.path, {
        ...post!.valid,
        noticeVersion: 'forged',
      });
      expect(status).toBe(201);
      const newest = (await records(name)).at(-1);
      expect(newest?.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    },
  );
});

describe('unknown fields are dropped, not stored', () => {
  it.each(POSTS.map((p) => [p.name, p] as const))('%s', async (_name, post) => {
    const marker = `INJECTED-${post.name.replace(/\W/g, '')}`;
    const { status } = await postJson(app.baseUrl, post.path, {
      ...post.valid,
      isAdmin: true,
      [marker]: marker,
      nested: { marker },
    });
    expect(status).toBe(201);
    const text = await storedText(post.collection);
    expect(text).not.toContain(marker);
    expect(text).not.toContain('isAdmin');
    expect(text).not.toContain('"nested"');
  });

  it('a complaint records its channel: Kiosk with the kiosk header, Web otherwise', async () => {
    const { body: web } = await postJson<{ data: { complainNo: string } }>(
      app.baseUrl,
      api.complain,
      { ...validComplaint, source: 'SCORES' },
    );
    const kiosk = await fetch(app.baseUrl + api.complain, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CLIENT_HEADER]: KIOSK_CLIENT },
      body: JSON.stringify(validComplaint),
    });
    const { data } = (await kiosk.json()) as { data: { complainNo: string } };
    const stored = await records('complaint');
    const sourceOf = (no: string) => stored.find((r) => r.complainNo === no)?.source;
    expect(sourceOf(web.data.complainNo)).toBe('Web');
    expect(sourceOf(data.complainNo)).toBe('Kiosk');
  });

  it('a complaint cannot set its own number or status', async () => {
    const { body } = await postJson<{ data: { complainNo: string; status: string } }>(
      app.baseUrl,
      api.complain,
      { ...validComplaint, complainNo: 'CMP-AAAA-AAAA', status: 'Closed', id: 'mine' },
    );
    expect(body.data.complainNo).not.toBe('CMP-AAAA-AAAA');
    expect(body.data.status).toBe('Open');
    const stored = (await records('complaint')).find((r) => r.complainNo === body.data.complainNo);
    expect(stored).toMatchObject({ status: 'Open' });
    expect(stored?.id).not.toBe('mine');
    expect(await records('complaint')).not.toContainEqual(
      expect.objectContaining({ complainNo: 'CMP-AAAA-AAAA' }),
    );
  });
});

type PostName = (typeof POSTS)[number]['name'];

type Failing = [field: string, value: unknown, message: string];

/** Each of `values` in `field` breaks the same rule: one message for all of them. */
const each = (field: string, values: unknown[], message: string): Failing[] =>
  values.map((value) => [field, value, message]);

/** Each field of `messages` left empty, with its message. */
const emptyCases = (messages: Record<string, string>): Failing[] =>
  Object.entries(messages).map(([field, message]) => [field, '', message]);

/** The 10-digit mobile number's rules as `field` breaks them: left empty, then each bad value. */
const mobileNumberCases = (
  field: string,
  notDigits: string,
  tooShort: string,
  tooLong: string,
): Failing[] => [
  [field, '', msg.contactNoRequired],
  [field, notDigits, msg.contactNoDigits],
  [field, tooShort, msg.contactNoMin],
  [field, tooLong, msg.contactNoMax],
];

/**
 * The rules of the `which` name as `field` breaks them: left empty, one `letter`, 26 of them, and
 * `notLetters`.
 */
const personNameCases = (
  field: string,
  which: 'first' | 'last',
  letter: string,
  notLetters: string,
): Failing[] => [
  [field, '', msg[`${which}NameRequired`]],
  [field, letter, msg[`${which}NameMin`]],
  [field, letter.repeat(26), msg[`${which}NameMax`]],
  [field, notLetters, msg[`${which}NameLetters`]],
];

/** [field, bad value, expected message] for each endpoint; one row per rule of docs/contract.md §5. */
const longText = 'x'.repeat(LONG_TEXT_MAX + 1);
const failing: Record<PostName, Failing[]> = {
  'quick-connect': [
    ...each('name', ['', '   '], msg.quickNameRequired),
    ...mobileNumberCases('contactNo', '98765abcde', '98765', '98765432101'),
    ['email', '', msg.emailRequired],
    ['email', 'asha@example', msg.emailInvalid],
    ...each('subject', ['', 'Lottery'], msg.quickSubjectRequired),
    ['message', '', msg.quickMessageRequired],
    ['message', longText, `Must be at most ${LONG_TEXT_MAX} characters`],
  ],
  'contact page': [
    ['email', 'not-an-email', msg.emailInvalid],
    ...emptyCases({
      name: msg.nameRequired,
      phone: msg.phoneRequired,
      subject: msg.subjectRequired,
      message: msg.messageRequired,
    }),
  ],
  complain: [
    ...personNameCases('fName', 'first', 'A', 'Asha1'),
    ...personNameCases('lName', 'last', 'R', 'Rao_Iyer'),
    ['email', '', msg.emailRequired],
    ['email', 'asha@', msg.emailInvalid],
    ...mobileNumberCases('contactNo', '+919876543', '987654321', '98765432100'),
    ...each('department', ['', 'select option'], msg.departmentRequired),
    ['address', '', msg.addressRequired],
    ['address', 'Pune', msg.addressMin],
    ['address', 'a'.repeat(101), msg.addressMax],
    ['complain', '', msg.complainRequired],
    ['complain', 'late', msg.complainMin],
  ],
  feedback: [
    ...emptyCases({
      fName: msg.firstNameRequired,
      lName: msg.lastNameRequired,
      email: msg.emailRequired,
      address: msg.addressRequired,
      feedback: msg.feedbackRequired,
    }),
    ['email', 'asha.example.in', msg.emailInvalid],
    ...mobileNumberCases('contactNo', '98765 43210', '98765432', '987654321012'),
    ...each('modeOfCommute', ['', 'Television'], msg.modeOfCommuteRequired),
  ],
  withdrow: [
    ['email', 'asha@@example.in', msg.emailInvalid],
    ...emptyCases({
      clinetCode: msg.clientCodeRequired,
      name: msg.nameRequired,
      segment: msg.segmentRequired,
    }),
    ...mobileNumberCases('contactNumber', 'call me', '12345', '12345678901'),
    ['panNo', '', msg.panRequired],
    ['panNo', 'ABCDE12345', msg.panInvalid],
    ['withdraw', '', msg.withdrawRequired],
    ['withdraw', 'ten thousand', msg.withdrawNumber],
    ...each('withdraw', [0, -5], msg.withdrawPositive),
    ['withdraw', 1e12, msg.withdrawMax],
    ...each('withdraw', [0.001, '1e7', '10.505'], msg.withdrawPaise),
  ],
  'report-fraud': [
    ...emptyCases({
      name: msg.nameRequired,
      impersonator: msg.impersonatorRequired,
      details: msg.fraudDetailsRequired,
    }),
    ...mobileNumberCases('contactNo', '98765-4321', '98765', '98765432101'),
    ['email', 'asha@', msg.emailInvalid],
    ['details', longText, `Must be at most ${LONG_TEXT_MAX} characters`],
  ],
  'stop-trade': [
    ['clientCode', '', msg.clientCodeRequired],
    ['registeredEmail', 'asha', msg.emailInvalid],
    ['contactNo', '98-76', msg.contactNoDigits],
  ],
  'accessibility-barrier': [
    ...emptyCases({
      barrier: msg.barrierRequired,
      place: msg.barrierPlaceRequired,
      name: msg.nameRequired,
    }),
    ['barrier', longText, `Must be at most ${LONG_TEXT_MAX} characters`],
    ['email', 'asha@example', msg.emailInvalid],
    ['contactNo', '98765abcde', msg.contactNoDigits],
    ['contactNo', '98765', msg.contactNoMin],
    ['contactNo', '98765432101', msg.contactNoMax],
  ],
};

describe('each validation rule answers 400 { message, errors: { field: message } }', () => {
  it.each(
    POSTS.flatMap(({ name, path, valid, collection }) =>
      failing[name].map(([field, value, message]) => ({
        endpoint: name,
        path,
        valid,
        file: collection,
        field,
        value,
        message,
        shown: JSON.stringify(value).slice(0, 40),
      })),
    ),
  )(
    '$endpoint: $field = $shown → $message',
    async ({ path, valid, file, field, value, message }) => {
      const before = (await records(file)).length;
      const { status, body } = await postJson<ErrorBody>(app.baseUrl, path, {
        ...valid,
        [field]: value,
      });
      expect(status).toBe(400);
      expect(body).toEqual({ message: msg.invalidRequest, errors: { [field]: message } });
      expect(await records(file)).toHaveLength(before);
    },
  );

  it('a field missing altogether is reported like an empty one', async () => {
    const withoutFirstName: Partial<typeof validComplaint> = { ...validComplaint };
    delete withoutFirstName.fName;
    const { status, body } = await postJson<ErrorBody>(app.baseUrl, api.complain, withoutFirstName);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ fName: msg.firstNameRequired });
  });

  it('an empty object lists every required field of the form', async () => {
    const { status, body } = await postJson<ErrorBody>(app.baseUrl, api.complain, {});
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      'address',
      'complain',
      'contactNo',
      'department',
      'email',
      'fName',
      'lName',
    ]);
  });

  it('objects and arrays where a value belongs count as no value, never a 500', async () => {
    const { status, body } = await postJson<ErrorBody>(app.baseUrl, api.complain, {
      ...validComplaint,
      fName: { $gt: '' },
      contactNo: ['9876543210'],
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ fName: msg.firstNameRequired, contactNo: msg.contactNoRequired });
    const optional = await postJson<ErrorBody>(app.baseUrl, api.stopTrade, {
      ...validStopTrade,
      registeredEmail: ['x@example.in'],
      contactNo: { toString: 1 },
    });
    expect(optional.status).toBe(201);
    const stored = (await records('freeze')).at(-1);
    expect(stored).toMatchObject({ registeredEmail: '', contactNo: '' });
  });

  it('numbers where text is expected are read as their digits', async () => {
    const { status } = await postJson<ErrorBody>(app.baseUrl, api.complain, {
      ...validComplaint,
      contactNo: 9876543210,
    });
    expect(status).toBe(201);
  });
});

/** Values at the edge of each rule that must pass: the other half of each rule. */
const passing: Record<PostName, Record<string, unknown>[]> = {
  'quick-connect': [
    { contactNo: '0123456789', subject: 'SLBM [Security Landing & Borrowing Merchandise]' },
    { email: 'a.b+c@sub.example.co.in', message: 'x'.repeat(LONG_TEXT_MAX) },
  ],
  'contact page': [{ phone: 'landline 020-2345', email: '' }],
  complain: [
    { fName: 'Al', lName: 'B'.repeat(25), address: '1 Rd.', complain: 'Late!' },
    { address: 'a'.repeat(100), department: 'All Others' },
  ],
  feedback: [{ modeOfCommute: 'Others', fName: 'Asha Devi' }],
  withdrow: [{ withdraw: '0.01', segment: 'BSE', email: '', password: '' }],
  'stop-trade': [{ registeredEmail: '', contactNo: '' }],
  'accessibility-barrier': [
    { email: '', assistiveTech: '' },
    { contactNo: '', place: 'The kiosk, complaint form, portrait screen' },
  ],
  'report-fraud': [{ email: '', details: 'x'.repeat(LONG_TEXT_MAX) }],
};

describe('values at the edge of each rule pass', () => {
  it.each(
    POSTS.flatMap(({ name, path, valid }) =>
      passing[name].map((change) => ({
        endpoint: name,
        path,
        valid,
        change,
        shown: JSON.stringify(change).slice(0, 80),
      })),
    ),
  )('$endpoint with $shown', async ({ path, valid, change }) => {
    const { status, body } = await postJson<ErrorBody>(app.baseUrl, path, { ...valid, ...change });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(201);
  });
});

describe('bodies that are not a JSON object → 400 JSON, never 500', () => {
  const json = { 'Content-Type': 'application/json' };
  it.each(POSTS.map((p) => [p.name, p.path] as const))('%s', async (_name, path) => {
    const attempts: { headers: Record<string, string>; body: string }[] = [
      { headers: json, body: '[1,2,3]' },
      { headers: json, body: '"a string"' },
      { headers: json, body: '42' },
      { headers: json, body: 'null' },
      { headers: json, body: '{"name": "Asha",' },
      { headers: json, body: '' },
      { headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(validComplaint) },
      {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'name=Asha&contactNo=9876543210',
      },
      { headers: {}, body: JSON.stringify(validComplaint) },
    ];
    for (const attempt of attempts) {
      const res = await rawRequest(app.baseUrl, path, { method: 'POST', ...attempt });
      const body = jsonBody<ErrorBody>(res, 400, attempt.body);
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
    }
  });

  it('a body over the limit → 413 with a JSON message, nothing stored', async () => {
    const before = (await records('feedback')).length;
    const res = await rawRequest(app.baseUrl, api.feedback, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validFeedback, feedback: 'x'.repeat(64 * 1024) }),
    });
    expect(jsonBody(res, 413)).toEqual({ message: msg.bodyTooLarge });
    expect(await records('feedback')).toHaveLength(before);
  });
});

describe('complaint round trip', () => {
  type Registered = { message: string; data: { complainNo: string; status: string } };
  type Lookup = { data: Record<string, unknown>[] };
  const register = async (payload: Record<string, unknown> = validComplaint) => {
    const { status, body } = await postJson<Registered>(app.baseUrl, api.complain, payload);
    expect(status).toBe(201);
    return body;
  };

  it('a posted complaint gets an unguessable number, in the message and in data', async () => {
    const body = await register();
    const { complainNo } = body.data;
    expect(complainNo).toMatch(REFERENCE);
    expect(complainNo.startsWith('CMP-')).toBe(true);
    expect(body).toEqual({
      message: complaintRegistered(complainNo),
      data: { complainNo, status: 'Open' },
    });
    expect(body.message).toBe(
      `Your complaint has been registered. Your complaint number is ${complainNo}.`,
    );
  });

  it('the lookup answers status Open and the greeting name only', async () => {
    const { complainNo } = (await register()).data;
    const { status, body, headers } = await getJson<Lookup>(
      app.baseUrl,
      api.complaintByNo(complainNo),
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.data).toHaveLength(1);
    expect(Object.keys(body.data[0]!).sort()).toEqual(['complainNo', 'fName', 'lName', 'status']);
    expect(body.data[0]).toEqual({ complainNo, status: 'Open', fName: 'Asha', lName: 'Rao' });
  });

  it('the lookup ignores case, surrounding spaces and a missing dash', async () => {
    const { complainNo } = (await register()).data;
    const variants = [
      complainNo.toLowerCase(),
      `  ${complainNo}  `,
      complainNo.replace(/-/g, ''),
      complainNo.replace('-', ''),
      ` ${complainNo.toLowerCase().replace(/-/g, ' ')} `,
    ];
    for (const typed of variants) {
      const { status, body } = await getJson<Lookup>(app.baseUrl, api.complaintByNo(typed));
      expect(status, typed).toBe(200);
      expect(body.data[0]?.complainNo).toBe(complainNo);
    }
  });

  it('names as people write them are accepted and kept as typed (issue 8)', async () => {
    const names = [
      ['K. Srinivasan', "D'Souza"],
      ['Anne-Marie', 'D’Souza'],
    ];
    for (const [fName, lName] of names) {
      const { complainNo } = (await register({ ...validComplaint, fName, lName })).data;
      const { body } = await getJson<Lookup>(app.baseUrl, api.complaintByNo(complainNo));
      expect(body.data[0]).toMatchObject({ fName, lName });
    }
  });

  it('the lookup finds a number typed without its CMP prefix (issue 8)', async () => {
    const { complainNo } = (await register()).data;
    const symbols = complainNo.slice('CMP-'.length);
    for (const typed of [symbols, symbols.replace('-', ''), ` ${symbols.toLowerCase()} `]) {
      const { status, body } = await getJson<Lookup>(app.baseUrl, api.complaintByNo(typed));
      expect(status, typed).toBe(200);
      expect(body.data[0]?.complainNo).toBe(complainNo);
    }
  });

  it('an unknown number → JSON 404', async () => {
    const { complainNo } = (await register()).data;
    for (const typed of ['CMP-0000-0000', 'nonsense', '%%%', complainNo.slice(0, -1)]) {
      const res = await rawRequest(app.baseUrl, api.complaintByNo(typed));
      expect(jsonBody(res, 404, typed)).toEqual({ message: msg.complaintNotFound });
    }
  });

  it('a status changed through the store is what the lookup shows, and survives a later post', async () => {
    const { complainNo } = (await register()).data;
    const mine = (await app.store.complaint.findBy('complainNo', complainNo))!;
    await app.store.complaint.update(mine.id, mine.version, (c) => ({
      ...c,
      status: 'In Process',
      history: [
        ...c.history,
        { by: 'staff', at: new Date().toISOString(), from: c.status, to: 'In Process' },
      ],
    }));

    const edited = await getJson<Lookup>(app.baseUrl, api.complaintByNo(complainNo));
    expect(edited.body.data[0]?.status).toBe('In Process');

    const next = await register({ ...validComplaint, fName: 'Ravi' });
    const after = await getJson<Lookup>(app.baseUrl, api.complaintByNo(complainNo));
    expect(after.body.data[0]?.status).toBe('In Process');
    const stored = (await records('complaint')).map((r) => [r.complainNo, r.status]);
    expect(stored).toContainEqual([complainNo, 'In Process']);
    expect(stored).toContainEqual([next.data.complainNo, 'Open']);
  });

  it('a new complaint starts its status history at Open', async () => {
    const { complainNo } = (await register()).data;
    const stored = await app.store.complaint.findBy('complainNo', complainNo);
    expect(stored?.history).toEqual([
      { by: 'web', at: expect.any(String), from: null, to: 'Open' },
    ]);
  });

  it('every complaint gets its own number', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 20; i++) numbers.add((await register()).data.complainNo);
    expect(numbers.size).toBe(20);
  });
});

describe('stop-trade', () => {
  it('is stored with a server time stamp and answered with ackNo and receivedAt', async () => {
    const started = Date.now();
    const { status, body } = await postJson<{
      message: string;
      data: { ackNo: string; receivedAt: string };
    }>(app.baseUrl, api.stopTrade, { ...validStopTrade, receivedAt: '2000-01-01T00:00:00.000Z' });
    const finished = Date.now();
    expect(status).toBe(201);
    const { ackNo, receivedAt } = body.data;
    expect(Object.keys(body.data).sort()).toEqual(['ackNo', 'receivedAt']);
    expect(ackNo).toMatch(REFERENCE);
    expect(ackNo.startsWith('FRZ-')).toBe(true);
    expect(receivedAt).toBe(new Date(receivedAt).toISOString());
    expect(Date.parse(receivedAt)).toBeGreaterThanOrEqual(started - 5);
    expect(Date.parse(receivedAt)).toBeLessThanOrEqual(finished + 5);
    expect(body.message).toBe(freezeAcknowledged(ackNo, receivedAt));
    expect(body.message).toContain('IST');

    const stored = (await records('freeze')).find((r) => r.ackNo === ackNo);
    expect(stored).toMatchObject({ ...validStopTrade, ackNo, createdAt: receivedAt });
  });
});

describe('report-fraud (issue 46)', () => {
  it('is stored under an FRD number, answered with it, and findable by it', async () => {
    const { status, body } = await postJson<{ message: string; data: { reportNo: string } }>(
      app.baseUrl,
      api.reportFraud,
      { ...validFraudReport, reportNo: 'FRD-AAAA-AAAA', status: 'Closed' },
    );
    expect(status).toBe(201);
    const { reportNo } = body.data;
    expect(Object.keys(body.data)).toEqual(['reportNo']);
    expect(reportNo).toMatch(REFERENCE);
    expect(reportNo.startsWith('FRD-')).toBe(true);
    expect(body.message).toBe(fraudReportReceived(reportNo));
    const stored = await app.store.fraudReport.findBy('reportNo', reportNo);
    expect(stored).toMatchObject({ ...validFraudReport, reportNo });
    expect(stored?.status).toBeUndefined();
  });
});
