// What a failed SMTP attempt is recorded as (issue 42; server/notify/transport.ts SendError): the
// mail server's status line, or the kind of connection failure, and whether trying again can help.
// Nothing else of nodemailer's error is kept: its message can quote the recipient, and a server's
// reply often does ("550 5.1.1 <name@example.com>: user unknown"), so addresses are blanked.
import type { NodemailerError } from 'nodemailer';
import { SendError } from '../transport';

const ADDRESS_LIKE = /<?[^\s<>@]*@[^\s<>]*>?/g;

/** The first line of a server reply, with anything shaped like an address replaced, at most 200 characters. */
export function statusLine(response: string): string {
  const [first = ''] = response.split(/\r?\n/);
  return first.replace(ADDRESS_LIKE, '<address>').replace(/\s+/g, ' ').trim().slice(0, 200);
}

/**
 * A 5xx reply to the message is permanent (nodemailer's `permanent`, which follows RFC 5321 and
 * counts 503, a command out of sequence, as transient); a 4xx reply, a refused or dropped
 * connection, a time-out and a failed TLS handshake are transient. So is a refused login (EAUTH):
 * it is the configuration's fault, not the message's, and messages wait for it to be fixed.
 */
export function smtpSendError(err: unknown): SendError {
  if (err instanceof SendError) return err;
  const e = (err ?? {}) as NodemailerError;
  if (typeof e.responseCode === 'number') {
    const status = statusLine(e.response ?? '') || String(e.responseCode);
    const permanent = (e.permanent ?? e.responseCode >= 500) && e.code !== 'EAUTH';
    return new SendError(status, permanent);
  }
  // Codes only (ECONNREFUSED, GREETING_TIMEOUT), never a message: those name hosts and files.
  const codes = [e.code, e.originalCode ?? e.timeoutType].filter(
    (code): code is string => typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,40}$/.test(code),
  );
  return new SendError(`SMTP connection failed: ${codes.join(' ') || 'error'}`, false);
}
