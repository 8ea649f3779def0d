// A record's owner and its staff-only notes, on every queue (docs/contract.md §11, Owners and
// notes): the queue's own roles take, assign and hand over its records and write notes; whoever
// reads the queue reads who may own its records (the filter bar's owners).
import type { Context } from 'koa';
import type { AnyObjectSchema, InferType } from 'yup';
import { AUDIT_ACTIONS, deskMsg, type QueueName } from '../../../src/contract/desk';
import {
  categoryChangeSchema,
  duplicateLinkSchema,
  noteSchema,
  odrTaskSchema,
  ownerUpdateSchema,
  staffReplySchema,
} from '../../../src/contract/deskSchemas';
import { linkDuplicate, recordView } from '../../desk/duplicates';
import { changeOdrTask } from '../../desk/odrTask';
import { changeCategory } from '../../desk/category';
import { addReply, replyMessages } from '../../investor/conversation';
import { sendAttachment } from '../../investor/attachments';
import { originOf } from '../../middleware/sitemap';
import { addNote } from '../../desk/internalNotes';
import { markMentionsSeen, mentionsOf, notifyMentions } from '../../desk/mentions';
import { mentionsApi } from '../../../src/contract/mentions';
import { changeOwner, possibleOwners } from '../../desk/owners';
import { toRecord, type AnyRecord, type QueueSource } from '../../desk/queues';
import type { AuditLog } from '../../desk/audit';
import { StaleVersionError } from '../../store/types';
import { validDeskBody } from '../../http/validate';
import { deskPath, type DeskDeps } from './deps';
import { actorOf } from './calls';
import { perQueueRouter, queueAccess } from './perQueue';

export function recordWorkRoutes(deps: DeskDeps) {
  const { store, now, audit, events, sources, publicOrigin } = deps;
  const { router, auth, queues } = perQueueRouter(deps);

  /**
   * Something added to a record (a note, a reply): the open desks are told, the answer is 201
   * with the record's view, or 409 when the record changed since it was read.
   */
  const answerAdded = async (
    ctx: Context,
    queue: QueueName,
    at: Date,
    add: () => Promise<AnyRecord>,
  ) => {
    try {
      const saved = await add();
      events.publish({ queue, key: String(ctx.params.key), kind: 'changed' });
      ctx.status = 201;
      ctx.body = await recordView(queue, sources[queue], saved, at, true);
    } catch (err) {
      if (err instanceof StaleVersionError) return ctx.throw(409, deskMsg.staleRecord);
      throw err;
    }
  };

  for (const { queue, source, work, read, found } of queues) {
    router.get(`/owners/${queue}`, auth, read, async (ctx) => {
      ctx.body = { data: await possibleOwners(store, queue) };
    });

    router.put(`/${queue}/:key/owner`, auth, work, async (ctx) => {
      const input = await validDeskBody(ctx, ownerUpdateSchema);
      const record = await found(ctx);
      const at = now();
      const result = await changeOwner(
        queue,
        source,
        record,
        { owner: input.owner ?? null, version: input.version },
        { by: actorOf(ctx), now: at, audit, store },
      );
      if (!result.ok) return ctx.throw(result.status, result.message);
      events.publish({ queue, key: String(ctx.params.key), kind: 'changed' });
      ctx.body = toRecord(queue, source, result.record, at, true);
    });

    router.post(`/${queue}/:key/notes`, auth, work, async (ctx) => {
      const { text } = await validDeskBody(ctx, noteSchema);
      const record = await found(ctx);
      const at = now();
      await answerAdded(ctx, queue, at, async () => {
        const saved = await addNote(queue, source, record, text, {
          by: actorOf(ctx),
          now: at,
          audit,
        });
        // Whoever the note mentions is told on the desk (docs/contract.md §11, Mentions).
        const told = await notifyMentions(
          store,
          {
            queue,
            key: String(ctx.params.key),
            by: actorOf(ctx),
            at: at.toISOString(),
            note: saved.notes?.length ?? 0,
          },
          text,
        );
        // Before the record's change (answerAdded): a screen that hears it has heard any mention.
        for (const username of told) events.mentioned(username);
        return saved;
      });
    });

    // Duplicates (docs/contract.md §11): link to the record this one duplicates, or unlink.
    router.put(`/${queue}/:key/duplicate-of`, auth, work, async (ctx) => {
      const input = await validDeskBody(ctx, duplicateLinkSchema);
      const record = await found(ctx);
      const result = await linkDuplicate(
        queue,
        source,
        record,
        { of: input.of || null, version: input.version },
        { by: actorOf(ctx), audit },
      );
      if (!result.ok) {
        return ctx.throw(
          result.status,
          result.message,
          result.field ? { errors: { [result.field]: result.message } } : {},
        );
      }
      events.publish({ queue, key: String(ctx.params.key), kind: 'changed' });
      ctx.body = await recordView(queue, source, result.record, now(), true);
    });

    // A reply to the investor: only complaints have an investor who proves themselves from the
    // public lookup and reads it there (docs/contract.md §7b); it goes to them by e-mail too.
    if (queue !== 'complaints') continue;
    router.post(`/${queue}/:key/replies`, auth, work, async (ctx) => {
      const { text } = await validDeskBody(ctx, staffReplySchema);
      const record = await found(ctx);
      const at = now();
      const by = actorOf(ctx);
      const origin = originOf(ctx, publicOrigin);
      await answerAdded(ctx, queue, at, () =>
        addReply(
          record,
          { from: 'firm', by, at: at.toISOString(), text },
          {
            source,
            audit,
            actor: by,
            action: AUDIT_ACTIONS.staffReply,
            target: `${queue}/${String(ctx.params.key)}`,
            messages: (number, current) => replyMessages(current, text, number, origin),
          },
        ),
      );
    });

    // An investor's attachment (docs/contract.md §7b): only the queue's own roles download it (not
    // the auditor, who reads the queue masked); each download is in the audit.
    router.get(`/${queue}/:key/attachments/:attachment`, auth, work, async (ctx) => {
      const record = await found(ctx);
      const attachments = record.attachments ?? [];
      const index = attachments.findIndex((a) => a.id === ctx.params.attachment);
      if (index < 0) return ctx.throw(404, deskMsg.attachmentNotFound);
      await audit.record({
        actor: actorOf(ctx),
        action: AUDIT_ACTIONS.attachmentRead,
        target: `${queue}/${String(ctx.params.key)}`,
        detail: `attachment ${index + 1}`,
      });
      await sendAttachment(ctx, store.attachmentFiles, attachments[index]!);
    });
  }

  // The signed-in staff member's mentions in notes (docs/contract.md §11, Mentions).
  router.get(deskPath(mentionsApi.list), auth, async (ctx) => {
    ctx.body = await mentionsOf(store, actorOf(ctx));
  });
  router.post(deskPath(mentionsApi.seen), auth, async (ctx) => {
    await markMentionsSeen(store, actorOf(ctx), now());
    ctx.status = 204;
  });

  // A complaint moved to SMART ODR: its ODR task (docs/contract.md §11, SCORES and SMART ODR).
  const complaints = queueAccess(sources, 'complaints');
  /** A complaint's field changed by one of server/desk's changes, which audits it or refuses. */
  const complaintChange = <S extends AnyObjectSchema>(
    path: string,
    schema: S,
    change: (
      source: QueueSource,
      record: AnyRecord,
      input: InferType<S>,
      context: { by: string; now: Date; audit: AuditLog },
    ) => Promise<{ ok: true; record: AnyRecord } | { ok: false; status: number; message: string }>,
  ) =>
    router.put(path, auth, complaints.work, async (ctx) => {
      const input = await validDeskBody(ctx, schema);
      const record = await complaints.found(ctx);
      const result = await change(complaints.source, record, input, {
        by: actorOf(ctx),
        now: now(),
        audit,
      });
      if (!result.ok) return ctx.throw(result.status, result.message);
      events.publish({ queue: 'complaints', key: String(ctx.params.key), kind: 'changed' });
      ctx.body = await recordView('complaints', complaints.source, result.record, now(), true);
    });
  complaintChange('/complaints/:key/odr', odrTaskSchema, changeOdrTask);
  // A complaint's category changed after registration (docs/contract.md §11, Category).
  complaintChange('/complaints/:key/category', categoryChangeSchema, changeCategory);
  return router;
}
