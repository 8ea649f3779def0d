// A record's owner and its staff-only notes, on every queue (docs/contract.md §11, Owners and
// notes): the queue's own roles take, assign and hand over its records and write notes; whoever
// reads the queue reads who may own its records (the filter bar's owners).
import { AUDIT_ACTIONS, deskMsg } from '../../../src/contract/desk';
import { noteSchema, ownerUpdateSchema, staffReplySchema } from '../../../src/contract/deskSchemas';
import { addReply, replyMessages } from '../../investor/conversation';
import { originOf } from '../../middleware/sitemap';
import { addNote } from '../../desk/internalNotes';
import { changeOwner, possibleOwners } from '../../desk/owners';
import { toRecord } from '../../desk/queues';
import { authenticate } from '../../middleware/deskAuth';
import { StaleVersionError } from '../../store/types';
import { validDeskBody } from '../../validate';
import { deskRouter, type DeskDeps } from './deps';
import { actorOf } from './calls';
import { queueAccess } from './perQueue';

export function recordWorkRoutes({
  store,
  now,
  audit,
  events,
  sessions,
  sources,
  queueNames,
  publicOrigin,
}: DeskDeps) {
  const router = deskRouter();
  const auth = authenticate(sessions);

  for (const queue of queueNames) {
    const { source, work, read, found } = queueAccess(sources, queue);

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
      try {
        const saved = await addNote(queue, source, record, text, {
          by: actorOf(ctx),
          now: at,
          audit,
        });
        events.publish({ queue, key: String(ctx.params.key), kind: 'changed' });
        ctx.status = 201;
        ctx.body = toRecord(queue, source, saved, at, true);
      } catch (err) {
        if (err instanceof StaleVersionError) return ctx.throw(409, deskMsg.staleRecord);
        throw err;
      }
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
      try {
        const saved = await addReply(
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
        );
        events.publish({ queue, key: String(ctx.params.key), kind: 'changed' });
        ctx.status = 201;
        ctx.body = toRecord(queue, source, saved, at, true);
      } catch (err) {
        if (err instanceof StaleVersionError) return ctx.throw(409, deskMsg.staleRecord);
        throw err;
      }
    });
  }
  return router;
}
