// The embedded default (issue 42; README, "E-mail"): with no mail server, each e-mail is written as
// DATA_DIR/mail/<yyyy-mm>/<message id>.eml, the exact message nodemailer would hand a server (its
// stream transport, CRLF line ends), so a demo can open the acknowledgement a visitor would have
// received. Written durably (server/store/durableFile.ts); one file per message id, whichever
// attempt or month writes it.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxMessage } from '../../../src/contract/notifications';
import { writeDurably } from '../../store/durableFile';
import { SendError, type Transport } from '../transport';
import type { Mailbox } from './address';
import { composeMail } from './compose';

/** DATA_DIR/mail. */
export const mailFolder = (dataDir: string) => join(dataDir, 'mail');

const MONTH = /^\d{4}-\d{2}$/;

/**
 * A message id as a file name, reversibly: letters, digits and `_.@+-` stay, every other byte is
 * %XX (as is a leading or trailing dot), so no id can name a path, a hidden file or a name
 * Windows refuses (the kiosk's own server writes these too).
 */
export function mailFileName(messageId: string): string {
  const encoded = Array.from(Buffer.from(messageId, 'utf8'), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9_.@+-]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
  return `${encoded.replace(/^\./, '%2E').replace(/\.$/, '%2E')}.eml`;
}

function messageIdOf(fileName: string): string | undefined {
  if (!fileName.endsWith('.eml')) return undefined;
  try {
    const id = decodeURIComponent(fileName.slice(0, -'.eml'.length));
    return mailFileName(id) === fileName ? id : undefined;
  } catch {
    return undefined;
  }
}

async function months(dataDir: string): Promise<string[]> {
  try {
    const entries = await readdir(mailFolder(dataDir), { withFileTypes: true });
    return entries.filter((e) => e.isDirectory() && MONTH.test(e.name)).map((e) => e.name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** The .eml file already written for this message id, in whichever month's folder. */
async function existingFile(dataDir: string, messageId: string): Promise<string | undefined> {
  const name = mailFileName(messageId);
  for (const month of await months(dataDir)) {
    const file = join(mailFolder(dataDir), month, name);
    try {
      if ((await stat(file)).isFile()) return file;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return undefined;
}

export function mailFileTransport(dataDir: string, from: Mailbox): Transport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    channel: 'email',
    mode: 'files',
    configured: (message: OutboxMessage) => message.channel === 'email',
    async send(outgoing) {
      const options = composeMail(outgoing, from);
      const { message } = await composer.sendMail(options);
      const { messageId } = outgoing.message;
      const month = new Date().toISOString().slice(0, 7);
      try {
        const file =
          (await existingFile(dataDir, messageId)) ??
          join(mailFolder(dataDir), month, mailFileName(messageId));
        await writeDurably(file, message as Buffer);
      } catch (err) {
        // A full or read-only disk is tried again later. Only the error's code: its message
        // names the file.
        throw new SendError(
          `could not write the .eml file: ${(err as NodeJS.ErrnoException).code ?? 'error'}`,
          false,
        );
      }
    },
    async check() {
      return { ok: true, detail: `no SMTP_URL: e-mails are written to ${mailFolder(dataDir)}` };
    },
    async close() {},
  };
}

/** One written e-mail, for the desk. */
export interface MailFile {
  messageId: string;
  /** yyyy-mm (UTC) of its first writing. */
  month: string;
  file: string;
  bytes: number;
  writtenAt: string;
}

/** Every .eml file under DATA_DIR/mail, newest first. */
export async function listMailFiles(dataDir: string): Promise<MailFile[]> {
  const files: MailFile[] = [];
  for (const month of await months(dataDir)) {
    const folder = join(mailFolder(dataDir), month);
    for (const name of await readdir(folder)) {
      const messageId = messageIdOf(name);
      if (messageId === undefined) continue;
      const file = join(folder, name);
      const info = await stat(file);
      if (!info.isFile()) continue;
      files.push({ messageId, month, file, bytes: info.size, writtenAt: info.mtime.toISOString() });
    }
  }
  return files.sort((a, b) => b.writtenAt.localeCompare(a.writtenAt));
}

/** Whether an .eml file was written for an outbox message id (the desk offers to open it). */
export async function hasMailFile(dataDir: string, messageId: string): Promise<boolean> {
  return (await existingFile(dataDir, messageId)) !== undefined;
}

/** The .eml of an outbox message id (message/rfc822), or undefined when none was written. */
export async function readMailFile(
  dataDir: string,
  messageId: string,
): Promise<Buffer | undefined> {
  const file = await existingFile(dataDir, messageId);
  return file ? readFile(file) : undefined;
}
