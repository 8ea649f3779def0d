// The five queues: list, CSV export, one record, status change, and staff-registered complaints
// (docs/contract.md §11). Auditors read everything with PII masked; only a queue's own roles change it.
import type { Context } from 'koa';
import {
  deskMsg,
  QUEUES,
  type QueueName,
  type QueuePage,
  type QueueQuery,
} from '../../../src/contract/desk';
import { staffComplaintSchema, statusUpdateSchema } from '../../../src/contract/deskSchemas';
import { complaintRegistered } from '../../../src/contract/messages';
import { AUDIT_ACTIONS } from '../../desk/audit';
import { changeStatus } from '../../desk/changeStatus';
import { escalatedBefore } from '../../desk/escalations';
import { toCsv } from '../../desk/csv';
import { listQueue, toRecord, type AnyRecord } from '../../desk/queues';
import { recordView } from '../../desk/duplicates';
import { assignInTurn } from '../../desk/roundRobin';
import { istDay } from '../../../src/contract/deadlines';
import { scoresDueOn } from '../../../src/contract/scores';
import { receivedMessages } from '../../notify/notices';
import { DESK_PAGE_SIZE } from '../../../src/contract/limits';
import { hasRole, requireRole } from '../../middleware/deskAuth';
import { newReference } from '../../store/ids';
import { validDeskBody } from '../../http/validate';
import { originOf } from '../../middleware/sitemap';
import type { DeskDeps } from './deps';
import { actorOf } from './calls';
import { perQueueRouter } from './perQueue';

const Q_MAX = 100;

const YES = ['1', 'true', 'yes'];

/** `after`: the key of the previous page's last row (src/contract/desk.ts QueueQuery). */
const AFTER = /^[A-Za-z0-9-]{1,64}$/;

/**
 * `?status=&q=&overdue=&mine=&unassigned=&owner=&escalated=&page=&after=`; a malformed page or
 * `after` is a 400, unknown parameters are ignored.
 */
function parseQuery(ctx: Context): QueueQuery {
  const one = (name: string) => {
    const v = ctx.query[name];
    return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
  };
  const page = one('page');
  if (page && !/^\d{1,6}$/.test(page)) ctx.throw(400, 'page must be a whole number from 1');
  // A record's key (complainNo, ackNo or id): letters, digits and hyphens.
  const after = one('after');
  if (after && !AFTER.test(after)) ctx.throw(400, 'after must be the key of a row of the queue');
  return {
    status: one('status') || undefined,
    q: one('q').slice(0, Q_MAX) || undefined,
    overdue: YES.includes(one('overdue')),
    mine: YES.includes(one('mine')),
    unassigned: YES.includes(one('unassigned')),
    owner: one('owner').toLowerCase().slice(0, Q_MAX) || undefined,
    escalated: YES.includes(one('escalated')),
    page: page ? Math.max(1, Number(page)) : 1,
    ...(after && Number(page) > 1 && { after }),
  };
}

/**
 * The filter as the audit log keeps it. The typed search may itself be PII (a phone number, an
 * e-mail), so only its length and kind are kept (docs/contract.md §11).
 */
const describeQuery = (queue: QueueName, q: QueueQuery) =>
  [
    q.status && describeStatus(queue, q.status),
    q.overdue && 'overdue',
    q.escalated && 'escalated',
    q.mine ? 'mine' : q.unassigned ? 'unassigned' : q.owner && `owner=${q.owner}`,
    q.q && describeSearch(q.q),
  ]
    .filter(Boolean)
    .join(' ') || 'all';

/** A status the queue does not have is typed text too: not kept. */
const describeStatus = (queue: QueueName, status: string) =>
  (QUEUES[queue].statuses as readonly string[]).includes(status)
    ? `status=${status}`
    : 'status=(not a status)';

function describeSearch(q: string): string {
  const kind = /^[\d\s+-]+$/.test(q) ? 'digits' : q.includes('@') ? 'with @' : 'text';
  return `search (${q.length} characters, ${kind})`;
}

export function queueRoutes(deps: DeskDeps) {
  const { store, now, audit, events, sources, publicOrigin, lanes } = deps;
  const { router, auth, queues } = perQueueRouter(deps);

  for (const { queue, source, workers, work, read: readers, found } of queues) {
    /**
     * The queue's rows as this person sees them: one page, or every row (`page` undefined), read
     * in its turn in this server's lane (server/desk/queuesLane.ts).
     */
    const rowsFor = (ctx: Context, query: QueueQuery, page?: number) =>
      lanes[page ? 'pages' : 'exports'].run(async () =>
        listQueue(
          queue,
          source,
          query,
          now(),
          hasRole(ctx.state, workers),
          page,
          actorOf(ctx),
          query.escalated ? await escalatedBefore(store, source, now()) : undefined,
        ),
      );

    router.get(`/${queue}`, auth, readers, async (ctx) => {
      const query = parseQuery(ctx);
      const page = Math.max(1, query.page ?? 1);
      const { rows, total, estimated } = await rowsFor(ctx, query, page);
      await audit.record({
        actor: actorOf(ctx),
        action: AUDIT_ACTIONS.list,
        target: queue,
        detail: `${describeQuery(queue, query)}; page ${query.page}; ${estimated ? 'about ' : ''}${total} rows`,
      });
      const body: QueuePage = {
        data: rows,
        total,
        ...(estimated && { totalEstimated: true }),
        page,
        pageSize: DESK_PAGE_SIZE,
      };
      ctx.body = body;
    });

    router.get(`/${queue}/export.csv`, auth, readers, async (ctx) => {
      const query = parseQuery(ctx);
      const { rows: all } = await rowsFor(ctx, query);
      await audit.record({
        actor: actorOf(ctx),
        action: AUDIT_ACTIONS.export,
        target: queue,
        detail: `${describeQuery(queue, query)}; ${all.length} rows`,
      });
      const stamp = now().toISOString().slice(0, 10);
      ctx.set('Content-Disposition', `attachment; filename="${queue}-${stamp}.csv"`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = toCsv(
        ['Reference', 'Status', 'Received', 'Due', 'Overdue', 'Name', 'Summary', 'Source'],
        all.map((r) => [
          r.key,
          r.status,
          r.receivedAt,
          r.dueAt,
          r.overdue ? 'yes' : 'no',
          r.name,
          r.summary,
          r.source,
        ]),
      );
    });

    router.get(`/${queue}/:key`, auth, readers, async (ctx) => {
      const record = await found(ctx);
      const view = await recordView(queue, source, record, now(), hasRole(ctx.state, workers));
      await audit.record({
        actor: actorOf(ctx),
        action: AUDIT_ACTIONS.view,
        target: `${queue}/${view.key}`,
      });
      ctx.body = view;
    });

    router.patch(`/${queue}/:key`, auth, work, async (ctx) => {
      const input = await validDeskBody(ctx, statusUpdateSchema);
      const record = await found(ctx);
      const at = now();
      const result = await changeStatus(queue, source, record, input, {
        by: actorOf(ctx),
        now: at,
        audit,
        origin: originOf(ctx, publicOrigin),
      });
      if (!result.ok) {
        return ctx.throw(
          result.status,
          result.message,
          result.errors ? { errors: result.errors } : {},
        );
      }
      const view = await recordView(queue, source, result.record, at, true);
      events.publish({ queue, key: view.key, kind: 'changed' });
      // Its duplicates closed with it changed too (docs/contract.md §11, Duplicates).
      if (QUEUES[queue].final.includes(view.status as never)) {
        for (const key of view.duplicates ?? []) events.publish({ queue, key, kind: 'changed' });
      }
      ctx.body = view;
    });
  }

  // A complaint that came by SCORES, an exchange, a depository or another channel.
  router.post('/complaints', auth, requireRole('grievance'), async (ctx) => {
    const { source: channel, ...input } = await validDeskBody(ctx, staffComplaintSchema);
    const at = now();
    // The day SCORES forwarded it is known by then: never after today (IST), by the server's clock.
    if (input.scoresForwardedOn && input.scoresForwardedOn > istDay(at)) {
      return ctx.throw(400, deskMsg.scoresForwardedOnInvalid, {
        errors: { scoresForwardedOn: deskMsg.scoresForwardedOnInvalid },
      });
    }
    const scoresDue = input.scoresForwardedOn ? scoresDueOn(input.scoresForwardedOn) : null;
    const complainNo = newReference('CMP');
    const by = actorOf(ctx);
    const source = sources.complaints;
    let saved: AnyRecord | undefined;
    // The complaint, its acknowledgement to the complainant (as a public POST sends, in English:
    // the desk's language) and the audit entry are stored together or not at all.
    await audit.record(
      {
        actor: by,
        action: AUDIT_ACTIONS.register,
        target: `complaints/${complainNo}`,
        detail: channel,
      },
      async (tx) => {
        saved = await tx.within(source.collection).insert({
          ...input,
          complainNo,
          status: QUEUES.complaints.statuses[0],
          source: channel,
          ...(scoresDue ? { scoresDueOn: scoresDue } : {}),
          history: [{ by, at: at.toISOString(), from: null, to: QUEUES.complaints.statuses[0] }],
        });
        const settings = { origin: originOf(ctx, publicOrigin) };
        for (const message of receivedMessages(source.kind, saved, settings)) {
          await tx.queue(message);
        }
      },
    );
    // Given in turn to an officer on duty, when the admin has turned that on (§11).
    saved = await assignInTurn(source, saved!, { store, audit, now });
    events.publish({ queue: 'complaints', key: complainNo, kind: 'new' });
    ctx.status = 201;
    ctx.body = {
      message: complaintRegistered(complainNo),
      data: toRecord('complaints', source, saved!, at, true),
    };
  });

  return router;
}
