// The desk's calls on a data principal's request (docs/contract.md §7c), for the roles that work
// the data-requests queue: the copy of what the firm holds about the investor (JSON, and PDF),
// a correction of one of their records' fields, and the answer to an erasure. Each is audited;
// the request's statuses, owner, notes and history are the queue's own, as on every queue.
import type { Context } from 'koa';
import { AUDIT_ACTIONS } from '../../../src/contract/desk';
import { dataDeskMsg } from '../../../src/contract/dataRequestDesk';
import { correctionSchema } from '../../../src/contract/deskSchemas';
import type { DataRight } from '../../../src/contract/choices';
import { correctField, dataCopy, eraseTheirs, type DataRequest } from '../../desk/dataRequests';
import { dataCopyPdf } from '../../desk/dataCopyPdf';
import { recordView } from '../../desk/duplicates';
import { authenticate } from '../../middleware/deskAuth';
import { validDeskBody } from '../../http/validate';
import { actorOf } from './calls';
import { deskRouter, type DeskDeps } from './deps';
import { queueAccess } from './perQueue';

export function dataRequestDeskRoutes({ store, now, audit, events, sessions, sources }: DeskDeps) {
  const router = deskRouter();
  const { work, found } = queueAccess(sources, 'data-requests');
  const guard = [authenticate(sessions), work] as const;

  /** The request the path names, if it asks for `right` (409 otherwise). */
  const asking = async (ctx: Context, right: DataRight): Promise<DataRequest> => {
    const request = (await found(ctx)) as DataRequest;
    if (request.right !== right) return ctx.throw(409, dataDeskMsg.notAccess);
    return request;
  };

  /** The copy, with its export audited (who took it, for which request). */
  const copy = async (ctx: Context) => {
    const request = await asking(ctx, 'Access');
    const made = await dataCopy(store, request, now());
    await audit.record({
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.dataExport,
      target: `data-requests/${request.requestNo}`,
      detail: `${made.records.length} records`,
    });
    ctx.set('Cache-Control', 'no-store');
    return made;
  };

  router.get('/data-requests/:key/export', ...guard, async (ctx) => {
    const made = await copy(ctx);
    ctx.set('Content-Disposition', `attachment; filename="${made.requestNo}.json"`);
    ctx.body = made;
  });

  router.get('/data-requests/:key/export.pdf', ...guard, async (ctx) => {
    const made = await copy(ctx);
    ctx.set('Content-Disposition', `attachment; filename="${made.requestNo}.pdf"`);
    ctx.type = 'application/pdf';
    ctx.body = Buffer.from(await dataCopyPdf(made));
  });

  router.post('/data-requests/:key/corrections', ...guard, async (ctx) => {
    const input = await validDeskBody(ctx, correctionSchema);
    const request = await asking(ctx, 'Correction');
    const result = await correctField(store, audit, request, input, actorOf(ctx));
    if (!result.ok) {
      return ctx.throw(
        result.status,
        result.message,
        result.field ? { errors: { [result.field]: result.message } } : {},
      );
    }
    const queue = input.queue as Parameters<typeof recordView>[0];
    events.publish({ queue, key: input.key, kind: 'changed' });
    ctx.body = await recordView(queue, sources[queue], result.record, now(), true);
  });

  /** An erasure, or a withdrawal of consent: each record's answer (docs/contract.md §7c). */
  const erasing = (right: DataRight, mode: 'erasure' | 'consent') => async (ctx: Context) => {
    const request = await asking(ctx, right);
    const answer = await eraseTheirs(store, audit, request, now(), actorOf(ctx), mode);
    for (const o of answer.outcomes) {
      if (o.erased) events.publish({ queue: o.queue, key: o.key, kind: 'changed' });
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  };

  router.post('/data-requests/:key/erasure', ...guard, erasing('Erasure', 'erasure'));
  router.post(
    '/data-requests/:key/consent-withdrawal',
    ...guard,
    erasing('Withdrawal of consent', 'consent'),
  );

  return router;
}
