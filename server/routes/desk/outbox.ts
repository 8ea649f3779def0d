// The admin's outbox (docs/contract.md §15): every message, filtered by state, kind and channel
// and paged, newest first; the configuration state (mail mode, the mail server reachable or not,
// SMS configured or not); and the .eml file of any message.
import type { Context } from 'koa';
import { deskApi, QUEUES, type QueueName, type StaffRole } from '../../../src/contract/desk';
import {
  OUTBOX_FILTERS,
  outboxMsg,
  type OutboxPage,
  type OutboxQuery,
} from '../../../src/contract/deskOutbox';
import { DESK_PAGE_SIZE } from '../../../src/contract/limits';
import { AUDIT_ACTIONS } from '../../desk/audit';
import { emailFileOf, isMessageId, messageView, sendEmailFile } from '../../desk/outboxView';
import { authenticate, hasRole, requireRole } from '../../middleware/deskAuth';
import { actorOf } from './calls';
import { deskPath, deskRouter, type DeskDeps } from './deps';

const PATH = deskPath(deskApi.outbox);

/** `?state=&kind=&channel=&page=`: a value the outbox does not have is a 400, never a search. */
function parseQuery(ctx: Context): OutboxQuery {
  const one = (name: string) => {
    const v = ctx.query[name];
    return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
  };
  const filter = <K extends keyof typeof OUTBOX_FILTERS>(name: K) => {
    const value = one(name);
    if (value !== undefined && !(OUTBOX_FILTERS[name] as readonly string[]).includes(value)) {
      ctx.throw(400, outboxMsg.badFilter(name));
    }
    return value as (typeof OUTBOX_FILTERS)[K][number] | undefined;
  };
  const page = one('page');
  if (page && !/^\d{1,6}$/.test(page)) ctx.throw(400, 'page must be a whole number from 1');
  return {
    state: filter('state'),
    kind: filter('kind'),
    channel: filter('channel'),
    page: page ? Math.max(1, Number(page)) : 1,
  };
}

export function outboxRoutes({
  store,
  audit,
  sessions,
  sources,
  queueNames,
  dataDir,
  outboxConfig,
}: DeskDeps) {
  const router = deskRouter();
  const auth = authenticate(sessions);
  const admins = requireRole('admin');
  /** The queue a message's record is in, by its collection. */
  const queueOf = (collection: string): QueueName | undefined =>
    queueNames.find((q) => sources[q].kind.collection.name === collection);

  router.get(PATH, auth, admins, async (ctx) => {
    const query = parseQuery(ctx);
    const page = query.page ?? 1;
    const where: Record<string, string> = {};
    for (const name of ['state', 'kind', 'channel'] as const) {
      if (query[name]) where[name] = query[name];
    }
    const { data, total } = await store.outbox.list({
      where,
      sort: 'newest',
      offset: (page - 1) * DESK_PAGE_SIZE,
      limit: DESK_PAGE_SIZE,
    });
    const body: OutboxPage = {
      data: await Promise.all(
        data.map((message) => {
          const queue = queueOf(message.about.collection);
          // An admin who also works the record's queue sees its address whole, as on the record.
          const whole =
            queue !== undefined && hasRole(ctx.state, QUEUES[queue].roles as readonly StaffRole[]);
          return messageView(message, { whole, dataDir, ...(queue ? { queue } : {}) });
        }),
      ),
      total,
      page,
      pageSize: DESK_PAGE_SIZE,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.get(`${PATH}/config`, auth, admins, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await outboxConfig() };
  });

  router.get(`${PATH}/:messageId/email`, auth, admins, async (ctx) => {
    const id = String(ctx.params.messageId ?? '');
    const message = isMessageId(id) ? await store.outbox.get(id) : undefined;
    if (!message) return ctx.throw(404, outboxMsg.notFound);
    const raw = await emailFileOf(ctx, dataDir, message);
    await audit.record({
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.emailFileOpened,
      target: message.aboutRef,
      detail: message.kind,
    });
    sendEmailFile(ctx, message, raw);
  });

  return router;
}
