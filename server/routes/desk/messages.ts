// A record's messages on the desk (docs/contract.md §15): listed for the roles that read its
// queue (addresses masked for the auditor), sent again by the queue's own roles (audited, with
// the re-send in the same audit append), and the .eml file of one opened by the queue's roles.
import type { Context } from 'koa';
import { outboxMsg, type OutboxMessages } from '../../../src/contract/deskOutbox';
import { AUDIT_ACTIONS } from '../../desk/audit';
import { emailFileOf, isMessageId, messageView, sendEmailFile } from '../../desk/outboxView';
import { keyOf, type AnyRecord } from '../../desk/queues';
import { hasRole } from '../../middleware/deskAuth';
import { maskedAddress } from '../../notify/worker';
import { resendIn } from '../../store/outbox';
import { StaleVersionError } from '../../store/types';
import type { DeskDeps } from './deps';
import { actorOf } from './calls';
import { perQueueRouter } from './perQueue';

/** Thrown inside the audit append to roll it back: the message is not failed or unconfigured. */
class NotResendable extends Error {}

export function messageRoutes(deps: DeskDeps) {
  const { store, now, audit, dataDir } = deps;
  const { router, auth, queues } = perQueueRouter(deps);

  for (const { queue, source, workers, work, read, found: recordOf } of queues) {
    const base = `/${queue}/:key/messages`;

    /** The message named in the path, only if it is about this record. */
    const messageOf = async (ctx: Context, record: AnyRecord) => {
      const id = String(ctx.params.messageId ?? '');
      const message = isMessageId(id) ? await store.outbox.get(id) : undefined;
      if (message?.aboutRef !== `${source.kind.collection.name}/${record.id}`) {
        return ctx.throw(404, outboxMsg.notFound);
      }
      return message!;
    };

    router.get(base, auth, read, async (ctx) => {
      const record = await recordOf(ctx);
      const whole = hasRole(ctx.state, workers);
      const messages = await store.outbox.about(source.kind.collection.name, record.id);
      const body: OutboxMessages = {
        data: await Promise.all(messages.map((m) => messageView(m, { whole, dataDir }))),
      };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    });

    router.post(`${base}/:messageId/resend`, auth, work, async (ctx) => {
      const record = await recordOf(ctx);
      const message = await messageOf(ctx, record);
      try {
        // The re-send and its entry are stored together, or neither (Store.appendAudit).
        await audit.record(
          {
            actor: actorOf(ctx),
            action: AUDIT_ACTIONS.messageResend,
            target: `${queue}/${keyOf(queue, record)}`,
            // The auditor reads the log: the address as the logs mask it.
            detail: `${message.kind} by ${message.channel} to ${maskedAddress(message)} (was ${message.state})`,
          },
          async (tx) => {
            const pending = await resendIn(tx.within(store.outbox), message.id, now());
            if (!pending) throw new NotResendable();
          },
        );
      } catch (err) {
        if (err instanceof NotResendable || err instanceof StaleVersionError) {
          return ctx.throw(409, outboxMsg.notResendable);
        }
        throw err;
      }
      // Committed: this server's worker looks at once.
      store.outbox.queued();
      const resent = (await store.outbox.get(message.id))!;
      ctx.body = {
        message: outboxMsg.resent,
        data: await messageView(resent, { whole: true, dataDir }),
      };
    });

    router.get(`${base}/:messageId/email`, auth, work, async (ctx) => {
      const record = await recordOf(ctx);
      const message = await messageOf(ctx, record);
      const raw = await emailFileOf(ctx, dataDir, message);
      await audit.record({
        actor: actorOf(ctx),
        action: AUDIT_ACTIONS.emailFileOpened,
        target: `${queue}/${keyOf(queue, record)}`,
        detail: message.kind,
      });
      sendEmailFile(ctx, message, raw);
    });
  }

  return router;
}
