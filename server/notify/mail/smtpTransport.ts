// E-mail through a mail server (issue 42; README, "E-mail"): nodemailer's pooled SMTP transport,
// STARTTLS whenever the server offers it, certificates always checked, every wait bounded.
import nodemailer from 'nodemailer';
import type { OutboxMessage } from '../../../src/contract/notifications';
import type { Transport } from '../transport';
import type { Mailbox } from './address';
import { composeMail } from './compose';
import type { SmtpSettings } from './config';
import { smtpSendError } from './smtpError';

export function smtpTransport(settings: SmtpSettings, from: Mailbox): Transport {
  const { timeouts, pool } = settings;
  const transporter = nodemailer.createTransport({
    pool: true,
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.auth ? { auth: settings.auth } : {}),
    tls: {
      minVersion: 'TLSv1.2',
      ...(settings.trustedCertificate ? { ca: settings.trustedCertificate } : {}),
    },
    connectionTimeout: timeouts.connectMs,
    dnsTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    maxConnections: pool.maxConnections,
    maxMessages: pool.maxMessages,
    // A message is only ever its subject, text and HTML: nothing is read from files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  // A pooled connection that fails while idle reports it here; a send's failure reaches its own
  // promise. Without a listener the process would stop on it.
  transporter.on('error', () => {});

  return {
    channel: 'email',
    mode: 'smtp',
    configured: (message: OutboxMessage) => message.channel === 'email',
    async send(outgoing) {
      try {
        await transporter.sendMail(composeMail(outgoing, from));
      } catch (err) {
        throw smtpSendError(err);
      }
    },
    async check() {
      try {
        await transporter.verify();
        return { ok: true, detail: `${settings.host}:${settings.port} answers` };
      } catch (err) {
        return { ok: false, detail: smtpSendError(err).status };
      }
    },
    async close() {
      transporter.close();
    },
  };
}
