// The SMS channel against a real HTTP server in this process standing in for MSG91: it checks the
// request MSG91's Flow API documents (server/notify/sms/msg91.ts) and answers as each test needs.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../src/i18n/languages';
import {
  MESSAGE_KINDS,
  type OutboxMessage,
  type RenderedMessage,
} from '../../../src/contract/notifications';
import { SendError, type Transport } from '../transport';
import { smsConfig } from './config';
import { createSmsTransport } from './transport';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Answer = (res: ServerResponse) => void;

const json =
  (status: number, body: unknown): Answer =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

let server: Server;
let apiUrl: string;
let seen: Seen[] = [];
let answer: Answer = json(200, { type: 'success', message: '3163686a6b6c303931' });
/** Answers held back (a provider that does not answer): ended after each test. */
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      answer(res);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow`;
});

afterEach(() => {
  seen = [];
  answer = json(200, { type: 'success', message: '3163686a6b6c303931' });
  for (const res of held.splice(0)) res.end();
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const NAME = 'Asha Rao';
const MOBILE = '9876543210';

const settings = (extra: Record<string, string> = {}) =>
  smsConfig({
    SMS_PROVIDER: 'msg91',
    SMS_AUTH_KEY: '123456AbCdEf',
    SMS_SENDER_ID: 'INVDSK',
    SMS_API_URL: apiUrl,
    SMS_TIMEOUT_SECONDS: '1',
    SMS_TEMPLATE_COMPLAINT_RECEIVED: '1107161234567890123',
    SMS_TEMPLATE_COMPLAINT_RECEIVED_HI: '1107161234567890999',
    ...extra,
  });

function complaintReceived(to = MOBILE, language: Language = 'en'): OutboxMessage {
  return {
    kind: 'complaintReceived',
    channel: 'sms',
    to,
    language,
    values: {
      name: NAME,
      number: 'CMP-2026-000123',
      receivedAt: '2026-11-29T07:47:00.000Z',
      dueAt: '2026-12-20T18:29:59.999Z',
      lookupUrl: 'https://investors.example.in/complaint-status?no=CMP-2026-000123',
      scoresUrl: 'https://scores.sebi.gov.in/',
      smartOdrUrl: 'https://smartodr.in/',
    },
    about: { collection: 'complaints', id: 'c1' },
    event: 'complaints/c1/received/sms',
    state: 'pending',
    attempts: 0,
    nextAttemptAt: '2026-11-29T07:47:00.000Z',
    messageId: '<c1.received@investors.example.in>',
  };
}

const rendered: RenderedMessage = {
  subject: 'Complaint received',
  text: `Dear ${NAME}, …`,
  html: `<p>Dear ${NAME}, …</p>`,
  sms: `Complaint CMP-2026-000123 received 29-11-2026 13:17 IST …`,
};

/** The SendError a send rejects with; fails the test when it resolves or rejects otherwise. */
async function refusal(transport: Transport, message = complaintReceived()): Promise<SendError> {
  const error = await transport.send({ message, rendered }).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(SendError);
  const sendError = error as SendError;
  // Nothing personal in what the outbox stores: not the number, not the name.
  for (const text of [sendError.status, sendError.message]) {
    expect(text).not.toContain(MOBILE.slice(-6));
    expect(text).not.toContain(NAME);
  }
  return sendError;
}

describe('the SMS transport through MSG91', () => {
  it('sends MSG91’s Flow request: POST, authkey, JSON, the DLT template, 91 and the number, the variables in order', async () => {
    await createSmsTransport(settings()).send({
      message: complaintReceived('+91 98765-43210'),
      rendered,
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v5/flow');
    expect(request?.headers.authkey).toBe('123456AbCdEf');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      template_id: '1107161234567890123',
      short_url: '0',
      sender: 'INVDSK',
      recipients: [
        {
          mobiles: '919876543210',
          var1: 'CMP-2026-000123',
          var2: '20-12-2026',
          var3: 'https://investors.example.in/complaint-status?no=CMP-2026-000123',
        },
      ],
    });
  });

  it('a Hindi message goes with the Hindi template; short links when SMS_SHORT_URL=1', async () => {
    const transport = createSmsTransport(settings({ SMS_SHORT_URL: '1' }));
    await transport.send({ message: complaintReceived(MOBILE, 'hi'), rendered });
    expect(seen[0]?.body).toMatchObject({ template_id: '1107161234567890999', short_url: '1' });
  });

  it('is configured only with a provider and a template id for the kind', () => {
    const message = complaintReceived();
    expect(createSmsTransport(settings()).configured(message)).toBe(true);
    expect(createSmsTransport(settings()).configured({ ...message, kind: 'complaintClosed' })).toBe(
      false,
    );
    const noProvider = smsConfig({ SMS_TEMPLATE_COMPLAINT_RECEIVED: '1107161234567890123' });
    expect(createSmsTransport(noProvider).configured(message)).toBe(false);
    const noTemplate = settings({ SMS_TEMPLATE_COMPLAINT_RECEIVED: '' });
    expect(createSmsTransport({ ...noTemplate, templates: {} }).configured(message)).toBe(false);
  });

  it('a refusal (bad key, unknown template) is permanent: its status and code, never its text', async () => {
    answer = json(401, {
      type: 'error',
      message: `Authentication failure sending to 91${MOBILE} for ${NAME}`,
      code: '401',
    });
    const error = await refusal(createSmsTransport(settings()));
    expect(error.permanent).toBe(true);
    expect(error.status).toBe('msg91: HTTP 401 Unauthorized (code 401)');
  });

  it('an error answered with 200 is a permanent refusal', async () => {
    answer = json(200, { type: 'error', message: `Invalid template for 91${MOBILE}`, code: 211 });
    const error = await refusal(createSmsTransport(settings()));
    expect(error.permanent).toBe(true);
    expect(error.status).toBe('msg91: refused (code 211)');
  });

  it.each([
    [500, 'msg91: HTTP 500 Internal Server Error'],
    [503, 'msg91: HTTP 503 Service Unavailable'],
    [429, 'msg91: HTTP 429 Too Many Requests'],
  ])('HTTP %i is transient: tried again later', async (status, line) => {
    answer = json(status, { type: 'error', message: `busy, 91${MOBILE}` });
    const error = await refusal(createSmsTransport(settings()));
    expect(error.permanent).toBe(false);
    expect(error.status).toBe(line);
  });

  it('a provider that does not answer within SMS_TIMEOUT_SECONDS is transient', async () => {
    answer = (res) => held.push(res);
    const error = await refusal(createSmsTransport(settings()));
    expect(error.permanent).toBe(false);
    expect(error.status).toBe('msg91: no answer in time');
  });

  it('no server at the address is transient, named by its error code', async () => {
    const gone = createServer();
    await new Promise<void>((done) => gone.listen(0, '127.0.0.1', done));
    const { port } = gone.address() as AddressInfo;
    await new Promise<void>((done) => gone.close(() => done()));
    const error = await refusal(
      createSmsTransport(settings({ SMS_API_URL: `http://127.0.0.1:${port}/api/v5/flow` })),
    );
    expect(error.permanent).toBe(false);
    expect(error.status).toBe('msg91: network error ECONNREFUSED');
  });

  it('a number that is no Indian mobile number is refused for good, without asking MSG91', async () => {
    const error = await refusal(
      createSmsTransport(settings()),
      complaintReceived('+44 7700 900123'),
    );
    expect(error.permanent).toBe(true);
    expect(error.status).toBe('not an Indian mobile number');
    expect(seen).toEqual([]);
  });

  it('check: reachable or not without sending anything; no provider says so', async () => {
    const reachable = await createSmsTransport(settings()).check();
    expect(reachable.ok).toBe(true);
    expect(reachable.detail).toBe(
      `msg91 at ${new URL(apiUrl).host}: HTTP 200 OK; 1 of ${Object.keys(MESSAGE_KINDS).length} kinds have a template`,
    );
    expect(seen.map((request) => request.method)).toEqual(['HEAD']);

    answer = json(503, {});
    expect(await createSmsTransport(settings()).check()).toMatchObject({ ok: false });

    expect(await createSmsTransport(smsConfig({})).check()).toEqual({
      ok: false,
      detail: 'SMS_PROVIDER is not set: SMS messages are kept, not sent',
    });
  });

  it('close lets a send under way finish, then refuses new ones as transient', async () => {
    let release: () => void = () => {};
    answer = (res) => {
      release = () => json(200, { type: 'success', message: 'r1' })(res);
    };
    // A time-out far beyond the test's steps, so only close and the answer decide.
    const transport = createSmsTransport(settings({ SMS_TIMEOUT_SECONDS: '15' }));
    const sending = transport.send({ message: complaintReceived(), rendered });
    await expect.poll(() => seen.length).toBe(1);
    let closed = false;
    const closing = transport.close().then(() => (closed = true));
    await new Promise((done) => setTimeout(done, 50));
    expect(closed).toBe(false);
    release();
    await expect(sending).resolves.toBeUndefined();
    await closing;
    const error = await refusal(transport);
    expect(error).toMatchObject({ permanent: false, status: 'SMS transport closed' });
  });
});
