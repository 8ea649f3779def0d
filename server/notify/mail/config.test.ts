import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, DEFAULT_SMTP_POOL, DEFAULT_SMTP_TIMEOUTS, mailConfig } from './config';

const FROM = 'Investor Desk <desk@example.in>';

describe('mailConfig: SMTP_URL and MAIL_FROM', () => {
  it('without SMTP_URL: no mail server (the .eml files), the default sender', () => {
    expect(mailConfig({})).toEqual({ from: DEFAULT_MAIL_FROM });
    expect(mailConfig({ MAIL_FROM: FROM })).toEqual({
      from: { name: 'Investor Desk', address: 'desk@example.in' },
    });
  });

  it('smtp:// with credentials (escaped), the submission port by default', () => {
    expect(
      mailConfig({
        SMTP_URL: 'smtp://mailer%40example.in:p%3Ass%2Fw@mail.example.in',
        MAIL_FROM: FROM,
      }).smtp,
    ).toEqual({
      host: 'mail.example.in',
      port: 587,
      secure: false,
      auth: { user: 'mailer@example.in', pass: 'p:ss/w' },
      timeouts: DEFAULT_SMTP_TIMEOUTS,
      pool: DEFAULT_SMTP_POOL,
    });
  });

  it('smtps:// is TLS from the start, on 465 by default; a given port and IPv6 host are kept', () => {
    expect(mailConfig({ SMTP_URL: 'smtps://mail.example.in', MAIL_FROM: FROM }).smtp).toMatchObject(
      {
        host: 'mail.example.in',
        port: 465,
        secure: true,
      },
    );
    const smtp = mailConfig({ SMTP_URL: 'smtp://[::1]:2525/', MAIL_FROM: FROM }).smtp;
    expect(smtp).toMatchObject({ host: '::1', port: 2525, secure: false });
    expect(smtp).not.toHaveProperty('auth');
  });

  it.each([
    [{ SMTP_URL: 'smtp://mail.example.in' }, 'MAIL_FROM must be set with SMTP_URL'],
    [{ SMTP_URL: 'mail.example.in:25', MAIL_FROM: FROM }, 'SMTP_URL must start with smtp://'],
    [{ SMTP_URL: 'http://mail.example.in', MAIL_FROM: FROM }, 'SMTP_URL must start with smtp://'],
    [{ SMTP_URL: 'smtp://', MAIL_FROM: FROM }, 'SMTP_URL must'],
    [
      { SMTP_URL: 'smtp://mail.example.in/?tls.rejectUnauthorized=false', MAIL_FROM: FROM },
      'SMTP_URL takes no path or options',
    ],
    [{ SMTP_URL: 'smtp://user@mail.example.in', MAIL_FROM: FROM }, 'both a user and a password'],
    [{ SMTP_URL: 'smtp://u:%zz@mail.example.in', MAIL_FROM: FROM }, 'escape a user name'],
    [{ MAIL_FROM: 'desk@example.in' }, 'MAIL_FROM must be a name and an address'],
    [{ MAIL_FROM: 'Desk <desk>' }, 'MAIL_FROM must be a name and an address'],
    [{ MAIL_FROM: 'Desk <a@example.in>, Other <b@example.in>' }, 'MAIL_FROM must be a name'],
    [{ MAIL_FROM: 'Desk\r\nBcc: x@example.in <a@example.in>' }, 'MAIL_FROM must be a name'],
    [{ MAIL_FROM: 'Staff: a@example.in, b@example.in;' }, 'MAIL_FROM must be a name'],
  ])('%j stops the start: %s', (env, message) => {
    expect(() => mailConfig(env)).toThrow(message);
  });

  it('never repeats the password in its message', () => {
    const secret = 'hunter2-Secret';
    for (const SMTP_URL of [
      `ftp://user:${secret}@mail.example.in`,
      `smtp://user:${secret}@mail.example.in/path`,
      `smtp://user:${secret}@mail.example.in:99999`,
      `smtp://user:${secret}`,
    ]) {
      expect(() => mailConfig({ SMTP_URL, MAIL_FROM: FROM })).toThrow(/^SMTP_URL/);
      try {
        mailConfig({ SMTP_URL, MAIL_FROM: FROM });
      } catch (err) {
        expect((err as Error).message).not.toContain(secret);
      }
    }
  });
});
