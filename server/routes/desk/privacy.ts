// The desk's privacy calls for admins (docs/contract.md §16; issue 44): the retention dry run and
// one record's erasure verdict, the legal holds, the breach register and its contacts' CSV.
// Every change and the export are audited (server/desk/legalHolds.ts, breaches.ts).
import type { Context } from 'koa';
import { QUEUE_NAMES, type QueueName } from '../../../src/contract/desk';
import {
  privacyApi,
  privacyMsg,
  RETENTION_LOOKAHEAD,
  type BreachInput,
} from '../../../src/contract/privacyDesk';
import {
  breachSchema,
  legalHoldSchema,
  liftHoldSchema,
} from '../../../src/contract/privacySchemas';
import {
  BreachError,
  breachContactsCsv,
  listBreaches,
  markNoticeSent,
  recordBreach,
} from '../../desk/breaches';
import { HoldError, liftHold, listHolds, setHold } from '../../desk/legalHolds';
import { erasureVerdict, retentionReport } from '../../desk/retention';
import { authenticate, requireRole } from '../../middleware/deskAuth';
import { validDeskBody } from '../../http/validate';
import { deskPath, deskRouter, type DeskDeps } from './deps';

export function privacyRoutes({ store, now, audit, sessions }: DeskDeps) {
  const router = deskRouter();
  const admins = [authenticate(sessions), requireRole('admin')] as const;
  const actorOf = (ctx: Context) => String(ctx.state.staff.user.username);
  const refused = (ctx: Context, err: unknown) => {
    if (err instanceof HoldError || err instanceof BreachError)
      return ctx.throw(err.status, err.message);
    throw err;
  };
  /** Answers what `work` makes (`status`: 201 for a new hold or breach), or its refusal. */
  const answer = async (ctx: Context, work: () => Promise<unknown>, status = 200) => {
    try {
      ctx.body = await work();
      ctx.status = status;
    } catch (err) {
      refused(ctx, err);
    }
  };

  router.get(deskPath(privacyApi.retention), ...admins, async (ctx) => {
    const asked = ctx.query.days;
    const days = asked === undefined ? RETENTION_LOOKAHEAD.default : Number(asked);
    if (!Number.isInteger(days) || days < 0 || days > RETENTION_LOOKAHEAD.max)
      return ctx.throw(400, privacyMsg.lookaheadInvalid);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await retentionReport(store, now(), days);
  });

  router.get('/retention/records/:recordQueue/:recordKey', ...admins, async (ctx) => {
    const queue = ctx.params.recordQueue as QueueName;
    if (!QUEUE_NAMES.includes(queue)) return ctx.throw(404, privacyMsg.queueInvalid);
    const verdict = await erasureVerdict(store, queue, ctx.params.recordKey!, now());
    if (!verdict) return ctx.throw(404, privacyMsg.keyInvalid);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = verdict;
  });

  router.get(deskPath(privacyApi.legalHolds), ...admins, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await listHolds(store) };
  });

  router.post(deskPath(privacyApi.legalHolds), ...admins, async (ctx) => {
    const input = await validDeskBody(ctx, legalHoldSchema);
    await answer(ctx, () => setHold(store, audit, now(), input, actorOf(ctx)), 201);
  });

  router.post('/legal-holds/:holdId/lift', ...admins, async (ctx) => {
    const { reason } = await validDeskBody(ctx, liftHoldSchema);
    await answer(ctx, () =>
      liftHold(store, audit, now(), ctx.params.holdId!, reason, actorOf(ctx)),
    );
  });

  router.get(deskPath(privacyApi.breaches), ...admins, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await listBreaches(store, now()) };
  });

  router.post(deskPath(privacyApi.breaches), ...admins, async (ctx) => {
    const input = (await validDeskBody(ctx, breachSchema)) as BreachInput;
    await answer(ctx, () => recordBreach(store, audit, now(), input, actorOf(ctx)), 201);
  });

  router.post('/breaches/:breachId/notices/:notice', ...admins, async (ctx) => {
    const { breachId, notice } = ctx.params;
    await answer(ctx, () => markNoticeSent(store, audit, now(), breachId!, notice!, actorOf(ctx)));
  });

  router.get('/breaches/:breachId/contacts.csv', ...admins, async (ctx) => {
    let csv: string;
    try {
      csv = await breachContactsCsv(store, audit, ctx.params.breachId!, actorOf(ctx));
    } catch (err) {
      return refused(ctx, err);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="breach-contacts.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  });

  return router;
}
