// The fund lists on the content desk (docs/contract.md §13b): AMCs, categories and schemes, read,
// downloaded, imported from CSV (preview, then apply), edited a row at a time and restored; only
// the `content` and `admin` roles. A refusal (FundListError) carries its status and message to
// errorsToJson as it is. No CSV contents are logged or audited: the audit keeps the counts.
import type { Context } from 'koa';
import {
  FUND_LISTS,
  fundListsRoutes,
  fundMsg,
  isFundList,
  type AnyFundRow,
  type FundList,
  type FundListAnswer,
  type FundListPreview,
} from '../../../src/contract/fundLists';
import { AUDIT_ACTIONS } from '../../desk/audit';
import { toCsv } from '../../desk/csv';
import { FundListError } from '../../desk/fundListCsv';
import { FundLists } from '../../desk/fundLists';
import { jsonObject } from '../../http/validate';
import { actorOf, editorGuard, knownParam, rawBody } from './calls';
import { deskRouter, type DeskDeps } from './deps';
import { FUND_CSV_MAX_BYTES } from '../../../src/contract/limits';

const listOf = (ctx: Context) => knownParam(ctx, 'list', isFundList, fundMsg.listUnknown);

/** The CSV file sent as the request body: `text/csv`, at most FUND_CSV_MAX_BYTES. */
async function csvBody(ctx: Context): Promise<Uint8Array> {
  if (!ctx.request.is('text/csv')) throw new FundListError(400, fundMsg.csvType);
  return rawBody(ctx, FUND_CSV_MAX_BYTES, fundMsg.csvTooLarge);
}

export function fundListRoutes({ store, audit, sessions }: DeskDeps) {
  const router = deskRouter();
  const lists = new FundLists(store);
  const guard = editorGuard(sessions);
  const counts = (c: { added: number; removed: number; rows: number; version: number }) =>
    `version ${c.version}: ${c.added} added, ${c.removed} removed, ${c.rows} rows`;

  router.get(fundListsRoutes.list, ...guard, async (ctx) => {
    ctx.body = (await lists.answer(listOf(ctx))) satisfies FundListAnswer;
  });

  // The list as a CSV file the import takes back unchanged (the columns' help links to it).
  router.get(fundListsRoutes.csv, ...guard, async (ctx) => {
    const list = listOf(ctx);
    const columns = FUND_LISTS[list].columns;
    const rows: AnyFundRow[] = await lists.rows(list);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${list}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toCsv(
      columns,
      rows.map((row) => columns.map((c) => row[c])),
    );
  });

  router.post(fundListsRoutes.preview, ...guard, async (ctx) => {
    const list = listOf(ctx);
    ctx.body = (await lists.preview(list, await csvBody(ctx))) satisfies FundListPreview;
  });

  /** Audits a change of `list` (its counts in the detail) and answers the list as it is now. */
  const changed = async (ctx: Context, list: FundList, action: string, detail: string) => {
    await audit.record({ actor: actorOf(ctx), action, target: `fund-lists/${list}`, detail });
    ctx.body = (await lists.answer(list)) satisfies FundListAnswer;
  };

  router.post(fundListsRoutes.apply, ...guard, async (ctx) => {
    const list = listOf(ctx);
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const done = await lists.apply(list, actorOf(ctx), await csvBody(ctx), token);
    await changed(ctx, list, AUDIT_ACTIONS.fundListImport, counts(done));
  });

  router.post(fundListsRoutes.rows, ...guard, async (ctx) => {
    const list = listOf(ctx);
    const done = await lists.add(list, actorOf(ctx), jsonObject(ctx));
    await changed(ctx, list, AUDIT_ACTIONS.fundListAdd, counts(done));
    ctx.status = 201;
  });

  router.post(fundListsRoutes.removeRow, ...guard, async (ctx) => {
    const list = listOf(ctx);
    const done = await lists.remove(list, actorOf(ctx), jsonObject(ctx));
    await changed(ctx, list, AUDIT_ACTIONS.fundListRemove, counts(done));
  });

  router.post(fundListsRoutes.restore, ...guard, async (ctx) => {
    const list = listOf(ctx);
    const { version } = jsonObject(ctx);
    const done = await lists.restore(list, actorOf(ctx), version);
    const detail = `version ${String(version)} served again as ${counts(done)}`;
    await changed(ctx, list, AUDIT_ACTIONS.fundListRestore, detail);
  });

  return router;
}
