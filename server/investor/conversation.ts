// The conversation on a complaint between its grievance officers and its investor (docs/contract.md
// §7b): replies either way, the investor's attachments and rating, each appended to the record in the same
// audit append as its entry (and, for the firm's reply, its message to the investor), retried on a
// record changed meanwhile. Staff-only notes are elsewhere (server/desk/internalNotes.ts) and never
// reach this conversation's answers or messages.
import type { AuditAction } from '../../src/contract/desk';
import {
  ATTACHMENT_RULES,
  voiceMsg,
  type ConversationReply,
  type InvestorAttachment,
  type ResolutionRating,
} from '../../src/contract/investorVoice';
import { AttachmentError } from './attachments';
import type { Received } from '../../src/contract/requests';
import { complaintTrackingUrl } from '../../src/contract/routes';
import { maskValue } from '../desk/mask';
import type { AuditLog } from '../desk/audit';
import type { AnyRecord, QueueSource } from '../desk/queues';
import { draftMessages, languageOf } from '../notify/notices';
import { StaleVersionError, type QueuedMessage } from '../store/types';

const TRIES = 3;

/** The investor as the history and the audit name them: never their address in full. */
export function investorActor(record: AnyRecord): string {
  const email = typeof record.email === 'string' ? record.email.trim() : '';
  const mobile = typeof record.contactNo === 'string' ? record.contactNo.trim() : '';
  if (email) return `investor ${maskValue('email', email)}`;
  return mobile ? `investor ${maskValue('tail', mobile)}` : 'investor';
}

/** Where a complaint's messages to its investor go. */
export const investorAddresses = (record: AnyRecord) => ({
  email: typeof record.email === 'string' ? record.email : undefined,
  mobile: typeof record.contactNo === 'string' ? record.contactNo : undefined,
});

/** The firm's reply as a message to the investor, one per channel, under its place in the replies. */
export function replyMessages(
  record: AnyRecord,
  text: string,
  number: number,
  origin: string,
): QueuedMessage[] {
  const complainNo = String(record.complainNo);
  const name = [record.fName, record.lName].filter((p) => typeof p === 'string' && p).join(' ');
  return draftMessages(
    {
      kind: 'complaintReply',
      values: {
        name,
        number: complainNo,
        reply: text,
        lookupUrl: complaintTrackingUrl(origin, complainNo),
      },
    },
    investorAddresses(record),
    {
      language: languageOf(record as Received),
      about: { collection: 'complaints', id: record.id },
      event: `complaints/${record.id}/reply/${number}`,
    },
  );
}

interface Appending {
  source: QueueSource;
  audit: AuditLog;
  actor: string;
  action: AuditAction;
  target: string;
}

/**
 * Appends `reply` to the record's replies with its audit entry (`detail`: its number, never its
 * text) and, for the firm's, its messages; resolves with the record once all are durable.
 */
export async function addReply(
  record: AnyRecord,
  reply: ConversationReply,
  context: Appending & { messages?: (number: number, r: AnyRecord) => QueuedMessage[] },
): Promise<AnyRecord> {
  return appendWith(record, context, (current) => {
    const number = (current.replies?.length ?? 0) + 1;
    return {
      detail: `${reply.from} reply ${number}`,
      change: { replies: [...(current.replies ?? []), reply] },
      messages: context.messages?.(number, current) ?? [],
    };
  });
}

/** Keeps the investor's rating (a later one replaces it) with its audit entry. */
export function rate(
  record: AnyRecord,
  rating: ResolutionRating,
  context: Appending,
): Promise<AnyRecord> {
  return appendWith(record, context, () => ({
    detail: `${rating.stars} of 5`,
    change: { rating },
    messages: [],
  }));
}

/**
 * Lists the investor's attachment on the record with its audit entry (`detail`: its number, type
 * and size, never its name). The count limit is checked on the record as it is written, so two
 * uploads at once never pass ATTACHMENT_RULES.perComplaint between them.
 */
export function addAttachment(
  record: AnyRecord,
  attachment: InvestorAttachment,
  context: Appending,
): Promise<AnyRecord> {
  return appendWith(record, context, (current) => {
    const number = (current.attachments?.length ?? 0) + 1;
    if (number > ATTACHMENT_RULES.perComplaint) {
      throw new AttachmentError(voiceMsg.attachmentTooMany, 409);
    }
    return {
      detail: `attachment ${number}: ${attachment.type}, ${attachment.size} bytes`,
      change: { attachments: [...(current.attachments ?? []), attachment] },
      messages: [],
    };
  });
}

async function appendWith(
  record: AnyRecord,
  context: Appending,
  make: (current: AnyRecord) => {
    detail: string;
    change: Partial<AnyRecord>;
    messages: QueuedMessage[];
  },
): Promise<AnyRecord> {
  let current = record;
  for (let attempt = 1; ; attempt++) {
    const { detail, change, messages } = make(current);
    try {
      let updated: AnyRecord | undefined;
      await context.audit.record(
        { actor: context.actor, action: context.action, target: context.target, detail },
        async (tx) => {
          updated = await tx
            .within(context.source.collection)
            .update(current.id, current.version, (r) => ({ ...r, ...change }));
          for (const message of messages) await tx.queue(message);
        },
      );
      return updated!;
    } catch (err) {
      if (!(err instanceof StaleVersionError) || attempt === TRIES) throw err;
      current = (await context.source.collection.get(record.id)) ?? record;
    }
  }
}
