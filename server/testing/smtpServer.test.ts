// The tests' SMTP server itself (server/testing/smtpServer.ts), driven by a bare nodemailer client:
// what later suites rely on when they count and read the mail that arrives.
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer, type SmtpServerOptions, type TestSmtpServer } from './smtpServer';

const servers: TestSmtpServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function server(options?: SmtpServerOptions) {
  const s = await startSmtpServer(options);
  servers.push(s);
  return s;
}

function send(s: TestSmtpServer, to = 'a@example.com', extra: object = {}) {
  const client = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    tls: { ca: s.certificate },
    ...extra,
  });
  return client
    .sendMail({ from: 'desk@example.in', to, subject: 'Hello', text: 'Body' })
    .finally(() => client.close());
}

describe('test SMTP server', () => {
  it('records each accepted message before the client hears 250; waitFor counts them', async () => {
    const s = await server();
    await send(s);
    expect(s.received).toHaveLength(1);
    const waiting = s.waitFor(3);
    await Promise.all([send(s, 'b@example.com'), send(s, 'c@example.com')]);
    const mails = await waiting;
    expect(mails.map((m) => m.envelope.to[0]).sort()).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(mails[0]).toMatchObject({ subject: 'Hello', secure: false });
    expect(mails[0]!.text.trim()).toBe('Body');
  });

  it('waitFor gives up with the count it got', async () => {
    const s = await server();
    await expect(s.waitFor(1, 50)).rejects.toThrow('expected 1 messages at the SMTP server, got 0');
  });

  it('tls: required refuses mail before STARTTLS', async () => {
    const s = await server({ tls: 'required' });
    await expect(send(s, 'a@example.com', { ignoreTLS: true })).rejects.toMatchObject({
      responseCode: 530,
    });
    await send(s);
    expect(s.received[0]!.secure).toBe(true);
  });

  it('answers chosen recipients, changeable at any time', async () => {
    const s = await server({ answers: { 'Bounce@Example.com': '550 5.1.1 No such user' } });
    await expect(send(s, 'bounce@example.com')).rejects.toMatchObject({ responseCode: 550 });
    s.answers.set('*', '421 4.3.2 Busy');
    await expect(send(s)).rejects.toMatchObject({ responseCode: 421 });
    s.answers.clear();
    await send(s, 'bounce@example.com');
    expect(s.received).toHaveLength(1);
  });

  it('goes down (open connections ended, new ones refused) and comes back up on the same port', async () => {
    const s = await server();
    const { port } = s;
    // A pooled client keeps its connection open after a message: stop() ends it too.
    const pooled = nodemailer.createTransport({ pool: true, host: s.host, port: s.port });
    const mail = { from: 'desk@example.in', to: 'a@example.com', subject: 'Hello', text: 'Body' };
    try {
      await pooled.sendMail(mail);
      await s.stop();
      await expect(pooled.sendMail(mail)).rejects.toMatchObject({ code: 'ESOCKET' });
      await s.start();
      expect(s.port).toBe(port);
      await pooled.sendMail(mail);
      expect(s.received).toHaveLength(2);
    } finally {
      pooled.close();
    }
  });
});
