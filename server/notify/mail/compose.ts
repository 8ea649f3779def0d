// One outbox message as the e-mail nodemailer builds (issue 42): the same options go to the mail
// server and into the .eml files, so a file is the message a server would have received.
import type { SendMailOptions } from 'nodemailer';
import { HTML_LANG } from '../../../src/i18n/languages';
import { SendError, type Outgoing } from '../transport';
import { isMailAddress, oneLine, type Mailbox } from './address';

// A Message-ID's left and right parts are dot-atoms (RFC 5322 §3.6.4): nothing that could end the
// header or the <…> around it.
const DOT_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const ID_LEFT = new RegExp(`^${DOT_ATOM}$`);
const MSG_ID = new RegExp(`^${DOT_ATOM}@${DOT_ATOM}$`);

/**
 * The Message-ID header for an outbox message's `messageId`: `<messageId>` when it already has a
 * domain, `<messageId@sender's domain>` when not. Every attempt gives the same header, so a re-send
 * after a crash is the same e-mail to the receiver (and the same .eml file).
 */
export function messageIdHeader(messageId: string, from: Mailbox): string {
  const id = messageId.replace(/^<(.*)>$/, '$1');
  if (id.length <= 200 && MSG_ID.test(id)) return `<${id}>`;
  const domain = from.address.slice(from.address.lastIndexOf('@') + 1);
  const withDomain = `${id}@${domain}`;
  if (id.length <= 200 && ID_LEFT.test(id) && MSG_ID.test(withDomain)) return `<${withDomain}>`;
  throw new SendError('invalid Message-ID', true);
}

/**
 * nodemailer's options for one message: from MAIL_FROM to the recipient (named, when the message's
 * values carry a name), subject, plain text and HTML as alternatives, the language, a stable
 * Message-ID and the time it is sent. Rejects with a permanent SendError what cannot be sent as it
 * is (the error names no address).
 */
export function composeMail({ message, rendered }: Outgoing, from: Mailbox): SendMailOptions {
  if (!isMailAddress(message.to)) throw new SendError('invalid recipient address', true);
  const values = message.values as Partial<Record<string, string>>;
  return {
    from,
    to: { name: oneLine(values.name ?? ''), address: message.to },
    subject: oneLine(rendered.subject),
    text: rendered.text,
    html: rendered.html,
    messageId: messageIdHeader(message.messageId, from),
    date: new Date(),
    headers: { 'Content-Language': HTML_LANG[message.language] },
  };
}
