// The investor's own voice from the public complaint lookup (docs/contract.md §7b): ask for a
// one-time code (server/investor/oneTimeCode.ts), prove it, and then, with the capability cookie
// scoped to that one complaint's paths, read the firm's replies, reply, reopen a closed complaint
// within REOPEN_DAYS, rate the resolution and attach files (server/investor/attachments.ts). Each act is in the record and the audit (the actor:
// the investor, masked) and announced to the open desk screens; staff-only notes never appear.
import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import { AUDIT_ACTIONS } from '../../src/contract/desk';
import {
  ATTACHMENT_NAME_HEADER,
  ATTACHMENT_RULES,
  CODE_RULES,
  PROOF_COOKIE,
  REOPEN_DAYS,
  codeSchema,
  ratingSchema,
  reopenSchema,
  replySchema,
  voiceApi,
  voiceMsg,
  voiceRoutes,
  type InvestorConversation,
  type VoiceAnswers,
} from '../../src/contract/investorVoice';
import { msg } from '../../src/contract/messages';
import type { Received } from '../../src/contract/requests';
import { complaintTrackingUrl } from '../../src/contract/routes';
import type { StatusUpdateInput } from '../../src/contract/deskSchemas';
import { changeStatus } from '../desk/changeStatus';
import type { AuditLog } from '../desk/audit';
import type { DeskEvents } from '../desk/events';
import { maskValue } from '../desk/mask';
import { isOdrTask, queueSources, type AnyRecord } from '../desk/queues';
import { translateFor } from '../http/i18n';
import { askCode, checkCode, codeRefusal, hasCapability } from '../investor/oneTimeCode';
import {
  addAttachment,
  addReply,
  investorActor,
  investorAddresses,
  rate,
} from '../investor/conversation';
import {
  AttachmentError,
  attachmentView,
  checkAttachment,
  newAttachmentIds,
  sendAttachment,
  shownName,
} from '../investor/attachments';
import { rawBody } from '../http/rawBody';
import { originOf } from '../middleware/sitemap';
import { draftMessages, languageOf } from '../notify/notices';
import { canonicalReference } from '../store/ids';
import type { Store } from '../store/types';
import { validKeyedBody } from '../http/validate';

const DAY = 24 * 60 * 60_000;

/** The limits the attachment messages state. */
const ATTACHMENT_LIMITS = {
  mb: ATTACHMENT_RULES.maxBytes / 2 ** 20,
  count: ATTACHMENT_RULES.perComplaint,
};
const CLOSED = 'Closed';

export interface VoiceDeps {
  store: Store;
  events: DeskEvents;
  audit: AuditLog;
  now: () => Date;
  publicOrigin: string | undefined;
}

/** The record's ref in the proofs: one capability per complaint. */
const refOf = (complainNo: string) => `complaints/${complainNo}`;

/** When the complaint was last closed, if it is closed now. */
function closedAt(record: AnyRecord): Date | null {
  if (record.status !== CLOSED) return null;
  const last = [...(record.history ?? [])].reverse().find((h) => h.to === CLOSED);
  return last ? new Date(last.at) : null;
}

/** What the investor reads: the replies and the rating, never the notes or the staff's names. */
function conversationOf(record: AnyRecord, now: Date): InvestorConversation {
  const closed = closedAt(record);
  const until = closed ? new Date(closed.getTime() + REOPEN_DAYS * DAY) : null;
  return {
    complainNo: String(record.complainNo),
    status: String(record.status ?? 'Open'),
    closedAt: closed?.toISOString() ?? null,
    reopenUntil: until && until > now ? until.toISOString() : null,
    replies: (record.replies ?? []).map(({ from, at, text }) => ({ from, at, text })),
    rating: record.rating
      ? { stars: record.rating.stars, comment: record.rating.comment, at: record.rating.at }
      : null,
    attachments: (record.attachments ?? []).map(attachmentView),
    odr: isOdrTask(record.odr) ? { caseNo: record.odr.caseNo, movedAt: record.odr.movedAt } : null,
  };
}

export function investorVoiceRoutes(router: Router, deps: VoiceDeps): void {
  const { store, events, audit, now } = deps;
  const source = queueSources(store).complaints;

  /** The complaint the path names (a 404 in the request's language when there is none). */
  async function complaintOf(ctx: Context): Promise<AnyRecord> {
    const complainNo = canonicalReference(String(ctx.params.complainNo ?? ''), 'CMP');
    const found = complainNo ? await source.find(complainNo) : undefined;
    if (!found) return ctx.throw(404, msg.complaintNotFound);
    ctx.set('Cache-Control', 'no-store');
    return found;
  }

  /** Only the capability of this very complaint lets a request through (401 otherwise). */
  async function proved(ctx: Context, next: Next) {
    const record = await complaintOf(ctx);
    const ref = refOf(String(record.complainNo));
    if (!(await hasCapability(store, ref, ctx.cookies.get(PROOF_COOKIE), now()))) {
      return ctx.throw(401, translateFor(ctx)(voiceMsg.proofNeeded));
    }
    ctx.state.complaint = record;
    await next();
  }

  const announce = (record: AnyRecord) =>
    events.publish({ queue: 'complaints', key: String(record.complainNo), kind: 'changed' });

  const target = (record: AnyRecord) => `complaints/${String(record.complainNo)}`;

  router.post(voiceRoutes.code, async (ctx) => {
    const record = await complaintOf(ctx);
    const t = translateFor(ctx);
    const to = investorAddresses(record);
    const sentTo = [
      ...(to.email?.trim() ? [maskValue('email', to.email.trim())] : []),
      ...(to.mobile?.trim() ? [maskValue('tail', to.mobile.trim())] : []),
    ];
    if (sentTo.length === 0) return ctx.throw(422, t(voiceMsg.noAddress));
    const complainNo = String(record.complainNo);
    const lookupUrl = complaintTrackingUrl(originOf(ctx, deps.publicOrigin), complainNo);
    const asked = await askCode(store, refOf(complainNo), now(), (code, issued) =>
      draftMessages(
        {
          kind: 'complaintCode',
          values: { number: complainNo, code, minutes: String(CODE_RULES.validMinutes), lookupUrl },
        },
        to,
        {
          language: languageOf(record as Received),
          about: { collection: 'complaints', id: record.id },
          event: `complaints/${record.id}/code/${issued}`,
        },
      ),
    );
    if (!asked.ok) {
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(asked.retryAfterMs / 1000))));
      return ctx.throw(429, t(voiceMsg.tooManyCodes));
    }
    ctx.status = 202;
    ctx.body = {
      message: t(voiceMsg.codeSent, {
        sentTo: sentTo.join(', '),
        minutes: CODE_RULES.validMinutes,
      }),
      data: { sentTo, validMinutes: CODE_RULES.validMinutes },
    } satisfies VoiceAnswers['code'];
  });

  router.post(voiceRoutes.proof, async (ctx) => {
    const record = await complaintOf(ctx);
    const { code } = await validKeyedBody(ctx, codeSchema);
    const t = translateFor(ctx);
    const complainNo = String(record.complainNo);
    const result = await checkCode(store, refOf(complainNo), code, now());
    if (!result.ok) {
      const message = codeRefusal(t, result);
      return ctx.throw(400, message, { errors: { code: message } });
    }
    await audit.record({
      actor: investorActor(record),
      action: AUDIT_ACTIONS.investorProved,
      target: target(record),
    });
    ctx.cookies.set(PROOF_COOKIE, result.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.secure,
      // Sent only with this complaint's own paths: it reaches no other record.
      path: voiceApi.base(complainNo),
      expires: result.until,
      overwrite: true,
    });
    ctx.body = {
      message: t(voiceMsg.proved),
      data: { until: result.until.toISOString() },
    } satisfies VoiceAnswers['proof'];
  });

  router.get(voiceRoutes.conversation, proved, (ctx) => {
    ctx.body = {
      data: conversationOf(ctx.state.complaint as AnyRecord, now()),
    } satisfies VoiceAnswers['conversation'];
  });

  router.post(voiceRoutes.replies, proved, async (ctx) => {
    const { text } = await validKeyedBody(ctx, replySchema);
    const record = ctx.state.complaint as AnyRecord;
    const actor = investorActor(record);
    const at = now();
    const saved = await addReply(
      record,
      { from: 'investor', by: actor, at: at.toISOString(), text },
      { source, audit, actor, action: AUDIT_ACTIONS.investorReply, target: target(record) },
    );
    announce(saved);
    ctx.status = 201;
    ctx.body = { message: translateFor(ctx)(voiceMsg.replySaved), data: conversationOf(saved, at) };
  });

  router.post(voiceRoutes.reopen, proved, async (ctx) => {
    const { reason } = await validKeyedBody(ctx, reopenSchema);
    const t = translateFor(ctx);
    const at = now();
    let record = ctx.state.complaint as AnyRecord;
    for (let attempt = 1; ; attempt++) {
      const closed = closedAt(record);
      if (!closed) return ctx.throw(409, t(voiceMsg.notClosed));
      if (at.getTime() - closed.getTime() > REOPEN_DAYS * DAY) {
        return ctx.throw(409, t(voiceMsg.reopenTooLate));
      }
      const result = await changeStatus(
        'complaints',
        source,
        record,
        { status: 'Open', note: reason, version: record.version } as StatusUpdateInput,
        { by: investorActor(record), now: at, audit, origin: originOf(ctx, deps.publicOrigin) },
      );
      if (result.ok) {
        announce(result.record);
        ctx.body = { message: t(voiceMsg.reopened), data: conversationOf(result.record, at) };
        return;
      }
      // Changed meanwhile (an officer's reply, say): read it again and decide again.
      if (result.status !== 409 || attempt === 3) return ctx.throw(result.status, result.message);
      record = (await source.collection.get(record.id)) ?? record;
    }
  });

  // An attachment: the body is the file's bytes, its name in ATTACHMENT_NAME_HEADER; the bytes are
  // stored first under a generated name, then listed on the record with its audit entry (a file
  // the listing never reached is reachable by no route).
  router.post(voiceRoutes.attachments, proved, async (ctx) => {
    const t = translateFor(ctx);
    const record = ctx.state.complaint as AnyRecord;
    try {
      if ((record.attachments?.length ?? 0) >= ATTACHMENT_RULES.perComplaint) {
        throw new AttachmentError(voiceMsg.attachmentTooMany, 409);
      }
      const tooLarge = t(voiceMsg.attachmentTooLarge, ATTACHMENT_LIMITS);
      const checked = await checkAttachment(
        await rawBody(ctx, ATTACHMENT_RULES.maxBytes, tooLarge, 413),
      );
      const { id, file } = newAttachmentIds(checked.type);
      await store.attachmentFiles.put(file, { type: checked.type, bytes: checked.bytes });
      const actor = investorActor(record);
      const at = now();
      const saved = await addAttachment(
        record,
        {
          id,
          name: shownName(ctx.get(ATTACHMENT_NAME_HEADER), checked.type),
          type: checked.type,
          size: checked.bytes.length,
          at: at.toISOString(),
          by: actor,
          file,
        },
        { source, audit, actor, action: AUDIT_ACTIONS.investorAttachment, target: target(record) },
      );
      announce(saved);
      ctx.status = 201;
      ctx.body = { message: t(voiceMsg.attached), data: conversationOf(saved, at) };
    } catch (err) {
      if (!(err instanceof AttachmentError)) throw err;
      ctx.throw(err.status, t(err.key, { ...ATTACHMENT_LIMITS }));
    }
  });

  router.get(voiceRoutes.attachment, proved, async (ctx) => {
    const record = ctx.state.complaint as AnyRecord;
    const found = (record.attachments ?? []).find((a) => a.id === ctx.params.attachment);
    if (!found) return ctx.throw(404, translateFor(ctx)(voiceMsg.attachmentNotFound));
    await sendAttachment(ctx, store.attachmentFiles, found);
  });

  router.put(voiceRoutes.rating, proved, async (ctx) => {
    const { stars, comment } = await validKeyedBody(ctx, ratingSchema);
    const t = translateFor(ctx);
    const record = ctx.state.complaint as AnyRecord;
    if (record.status !== CLOSED) return ctx.throw(409, t(voiceMsg.notRatable));
    const actor = investorActor(record);
    const at = now();
    const saved = await rate(
      record,
      { stars, comment: comment ?? '', at: at.toISOString() },
      { source, audit, actor, action: AUDIT_ACTIONS.investorRating, target: target(record) },
    );
    announce(saved);
    ctx.body = { message: t(voiceMsg.rated), data: conversationOf(saved, at) };
  });
}
