// The e-mail channel against a real SMTP server (server/testing/smtpServer.ts): what arrives, over
// STARTTLS or TLS, and how each kind of failure is recorded (issue 42).
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { outgoingMail } from '../../testing/outgoing';
import {
  startSmtpServer,
  type SmtpServerOptions,
  type TestSmtpServer,
} from '../../testing/smtpServer';
import { SendError, type Outgoing, type Transport } from '../transport';
import { mailConfig, type SmtpSettings } from './config';
import { smtpTransport } from './smtpTransport';

const MAIL_FROM = 'Investor Desk <desk@example.in>';
const open: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((x) => x.close()));
});

async function smtpServer(options?: SmtpServerOptions): Promise<TestSmtpServer> {
  const server = await startSmtpServer(options);
  open.push(server);
  return server;
}

function transport(url: string, settings: Partial<SmtpSettings> = {}): Transport {
  const config = mailConfig({ SMTP_URL: url, MAIL_FROM });
  const t = smtpTransport({ ...config.smtp!, ...settings }, config.from);
  open.push(t);
  return t;
}

/** The SendError a send rejects with (fails the test if it resolves). */
async function failure(t: Transport, outgoing: Outgoing = outgoingMail()): Promise<SendError> {
  const err = await t.send(outgoing).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SendError);
  const sendError = err as SendError;
  // Never the recipient's address, whatever failed (the status is stored and shown on the desk).
  expect(sendError.status).not.toMatch(/@/);
  expect(sendError.message).toBe(sendError.status);
  return sendError;
}

// The headers nodemailer writes for a message with text and HTML; anything else was injected.
const HEADERS = [
  'content-language',
  'from',
  'to',
  'subject',
  'message-id',
  'date',
  'mime-version',
  'content-type',
];

describe('SMTP transport: delivery', () => {
  it('delivers to the recipient: named, the subject, text and HTML, Message-ID, language, date', async () => {
    const smtp = await smtpServer();
    const before = Date.now();
    await transport(smtp.url).send(outgoingMail());
    const [mail] = smtp.received;
    expect(mail).toMatchObject({
      envelope: { from: 'desk@example.in', to: ['meera.iyer@example.com'] },
      from: [{ name: 'Investor Desk', address: 'desk@example.in' }],
      to: [{ name: 'Meera Iyer', address: 'meera.iyer@example.com' }],
      subject: 'शिकायत प्राप्त हुई: C-2026-000123',
      messageId: '<3f2b7c1e-9d4a-4c55-8a0e-1b2c3d4e5f60@example.in>',
      language: 'hi',
      html: '<p>आपकी शिकायत <b>C-2026-000123</b> प्राप्त हुई।</p>',
      secure: false,
    });
    expect(mail!.text.trim()).toBe(
      'आपकी शिकायत C-2026-000123 प्राप्त हुई।\nदेखें: https://investors.example.in/complaint-status?number=C-2026-000123',
    );
    expect(mail!.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    // The Date header has second precision.
    expect(mail!.date!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(mail!.date!.getTime()).toBeLessThanOrEqual(Date.now());
    expect([...new Set(mail!.headerNames)].sort()).toEqual([...HEADERS].sort());
  });

  it('English is en-IN; a message id with its own domain is kept as it is', async () => {
    const smtp = await smtpServer();
    await transport(smtp.url).send(
      outgoingMail({ language: 'en', messageId: 'ack-42.1@outbox.example.in' }),
    );
    expect(smtp.received[0]).toMatchObject({
      language: 'en-IN',
      messageId: '<ack-42.1@outbox.example.in>',
    });
  });

  it('a re-send of the same message is the same e-mail: the same Message-ID', async () => {
    const smtp = await smtpServer();
    const t = transport(smtp.url);
    await t.send(outgoingMail());
    await t.send(outgoingMail());
    const [first, second] = await smtp.waitFor(2);
    expect(second!.messageId).toBe(first!.messageId);
  });

  it('logs in with the credentials in SMTP_URL', async () => {
    const smtp = await smtpServer({ auth: { user: 'mailer@example.in', pass: 'p:ss/w%rd' } });
    await transport(smtp.url).send(outgoingMail());
    expect(smtp.received).toHaveLength(1);
  });

  it('pooled connections: 100 messages sent at once all arrive, each once, over at most 5 connections', async () => {
    const smtp = await smtpServer();
    const t = transport(smtp.url);
    const ids = Array.from({ length: 100 }, (_, i) => `bulk-${i}`);
    await Promise.all(ids.map((messageId) => t.send(outgoingMail({ messageId }))));
    const received = smtp.received.map((m) => m.messageId).sort();
    expect(received).toEqual(ids.map((id) => `<${id}@example.in>`).sort());
    expect(smtp.connections).toBeLessThanOrEqual(5);
  });
});

describe('SMTP transport: TLS', () => {
  it('uses STARTTLS when the server offers it, trusting a certificate only when told to', async () => {
    const smtp = await smtpServer({ tls: 'required' });
    await transport(smtp.url, { trustedCertificate: smtp.certificate }).send(outgoingMail());
    expect(smtp.received[0]).toMatchObject({ secure: true, subject: expect.any(String) });
  });

  it('upgrades to TLS whenever STARTTLS is offered, not only when required', async () => {
    const smtp = await smtpServer({ tls: 'starttls' });
    await transport(smtp.url, { trustedCertificate: smtp.certificate }).send(outgoingMail());
    expect(smtp.received[0]!.secure).toBe(true);
  });

  it('an untrusted certificate fails the handshake: transient, nothing delivered', async () => {
    const smtp = await smtpServer({ tls: 'starttls' });
    const err = await failure(transport(smtp.url));
    expect(err).toMatchObject({
      permanent: false,
      status: 'SMTP connection failed: ESOCKET DEPTH_ZERO_SELF_SIGNED_CERT',
    });
    expect(smtp.received).toHaveLength(0);
  });

  it('smtps:// speaks TLS from the first byte', async () => {
    const smtp = await smtpServer({ tls: 'implicit' });
    expect(smtp.url).toMatch(/^smtps:/);
    await transport(smtp.url, { trustedCertificate: smtp.certificate }).send(outgoingMail());
    expect(smtp.received[0]!.secure).toBe(true);
  });
});

describe('SMTP transport: failures', () => {
  it('server down: transient (connection refused); back up: delivered', async () => {
    const smtp = await smtpServer();
    const t = transport(smtp.url);
    await smtp.stop();
    expect(await failure(t)).toMatchObject({
      permanent: false,
      status: 'SMTP connection failed: ESOCKET ECONNREFUSED',
    });
    expect(await t.check()).toEqual({
      ok: false,
      detail: 'SMTP connection failed: ESOCKET ECONNREFUSED',
    });
    await smtp.start();
    await t.send(outgoingMail());
    expect(smtp.received).toHaveLength(1);
    expect(await t.check()).toMatchObject({ ok: true });
  });

  it('a 5xx reply is permanent; its status line is kept without the address it quotes', async () => {
    const smtp = await smtpServer({
      answers: { 'meera.iyer@example.com': '550 5.1.1 <meera.iyer@example.com>: no such user' },
    });
    const err = await failure(transport(smtp.url));
    expect(err).toMatchObject({ permanent: true, status: '550 5.1.1 <address>: no such user' });
    expect(smtp.received).toHaveLength(0);
  });

  it('a 4xx reply is transient', async () => {
    const smtp = await smtpServer({ answers: { '*': '451 4.3.0 meera.iyer@example.com later' } });
    expect(await failure(transport(smtp.url))).toMatchObject({
      permanent: false,
      status: '451 4.3.0 <address> later',
    });
  });

  it('a refused login is transient (the configuration, not the message, is wrong)', async () => {
    const smtp = await smtpServer({ auth: { user: 'mailer', pass: 'right' } });
    const wrong = smtp.url.replace(':right@', ':wrong@');
    expect(wrong).not.toBe(smtp.url);
    const err = await failure(transport(wrong));
    expect(err).toMatchObject({ permanent: false, status: expect.stringMatching(/^535 /) });
  });

  it('a server that never greets times out (transient)', async () => {
    const silent: Server = createServer(() => {});
    const sockets = new Set<import('node:net').Socket>();
    silent.on('connection', (s) => sockets.add(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    open.push({
      close: () => {
        for (const s of sockets) s.destroy();
        return new Promise<void>((resolve) => silent.close(() => resolve()));
      },
    });
    const { port } = silent.address() as AddressInfo;
    const t = transport(`smtp://127.0.0.1:${port}`, {
      timeouts: { connectMs: 1000, greetingMs: 300, socketMs: 1000 },
    });
    expect(await failure(t)).toMatchObject({
      permanent: false,
      status: 'SMTP connection failed: ETIMEDOUT GREETING_TIMEOUT',
    });
  });

  it('an address that is not one address is refused before any server sees it', async () => {
    const smtp = await smtpServer();
    const t = transport(smtp.url);
    for (const to of [
      'a@example.com, b@example.com',
      'a@example.com\r\nRCPT TO:<b@example.com>',
      'nobody',
    ]) {
      expect(await failure(t, outgoingMail({ to }))).toMatchObject({
        permanent: true,
        status: 'invalid recipient address',
      });
    }
    expect(smtp.received).toHaveLength(0);
  });
});

describe('SMTP transport: header injection', () => {
  it('CR/LF and Unicode line separators in the name and subject add no header and no recipient', async () => {
    const smtp = await smtpServer();
    await transport(smtp.url).send(
      outgoingMail(
        {
          values: {
            ...outgoingMail().message.values,
            name: 'Meera\r\nBcc: thief@example.net\r\nX-Injected: name',
          } as never,
        },
        {
          subject:
            'Received\r\nBcc: thief@example.net\nX-Injected: subject\u2028X-Line: sep\u0085X-Nel: 1',
        },
      ),
    );
    const [mail] = smtp.received;
    expect([...new Set(mail!.headerNames)].sort()).toEqual([...HEADERS].sort());
    expect(mail!.headerNames).toHaveLength(HEADERS.length);
    expect(mail!.envelope.to).toEqual(['meera.iyer@example.com']);
    expect(mail!.to).toEqual([
      { name: 'Meera Bcc: thief@example.net X-Injected: name', address: 'meera.iyer@example.com' },
    ]);
    expect(mail!.subject).toBe(
      'Received Bcc: thief@example.net X-Injected: subject X-Line: sep X-Nel: 1',
    );
  });
});
