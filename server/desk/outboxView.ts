// An outbox message as the desk shows it (docs/contract.md §15), and its .eml file served safely:
// looked up by the message's own id, never by a path, and never run as a page on the desk.
import type { Context } from 'koa';
import type { QueueName } from '../../src/contract/desk';
import { outboxMsg, type OutboxMessageView } from '../../src/contract/deskOutbox';
import { hasMailFile, readMailFile } from '../notify/mail/mailFiles';
import { maskedAddress } from '../notify/worker';
import type { OutboxRecord, Stored } from '../store/types';

/** A store id (randomUUID on both engines): anything else names no message and is never looked up. */
export const isMessageId = (id: string) => /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/.test(id);

/**
 * `message` for the desk: its address whole for the roles that work its record's queue (`whole`),
 * masked as the logs mask it for everyone else; whether an .eml file of it is in `dataDir`.
 */
export async function messageView(
  message: Stored<OutboxRecord>,
  { whole, dataDir, queue }: { whole: boolean; dataDir: string; queue?: QueueName },
): Promise<OutboxMessageView> {
  // A file is written only when the message is sent (the embedded default).
  const emailFile =
    message.channel === 'email' &&
    message.state === 'sent' &&
    (await hasMailFile(dataDir, message.messageId));
  return {
    id: message.id,
    kind: message.kind,
    channel: message.channel,
    to: whole ? message.to : maskedAddress(message),
    state: message.state,
    attempts: message.attempts,
    ...(message.lastError ? { lastError: message.lastError } : {}),
    queuedAt: message.createdAt,
    ...(message.sentAt ? { sentAt: message.sentAt } : {}),
    emailFile,
    ...(queue ? { queue } : {}),
  };
}

/** The .eml file written for `message`, or a 404 when none was. */
export async function emailFileOf(
  ctx: Context,
  dataDir: string,
  message: Stored<OutboxRecord>,
): Promise<Buffer> {
  const raw = message.channel === 'email' && (await readMailFile(dataDir, message.messageId));
  return raw || ctx.throw(404, outboxMsg.noEmailFile);
}

/**
 * Answers an .eml file as plain text: a browser shows its source and runs none of its HTML, and
 * the sandbox policy keeps it off the desk's origin even if it were taken for a page.
 */
export function sendEmailFile(ctx: Context, message: Stored<OutboxRecord>, raw: Buffer): void {
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Disposition', `inline; filename="${message.kind}.eml"`);
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = raw;
}
