// The access review for admins (docs/contract.md §11, Access review; issue 44): the report, its
// CSV, the days after which an unused account is flagged, and the flagged accounts disabled in
// one step with their sessions ended. Every change and the export are audited.
import type { Context } from 'koa';
import {
  AUDIT_ACTIONS,
  deskApi,
  type AccessReview,
  type AccessReviewDisabled,
} from '../../../src/contract/desk';
import { accessReviewSettingsSchema, disableUnusedSchema } from '../../../src/contract/deskSchemas';
import {
  accessReview,
  disableUnused,
  setUnusedAccountDays,
  unusedAccountDays,
} from '../../desk/accessReview';
import { AccountError } from '../../desk/accounts';
import { toCsv } from '../../desk/csv';
import { authenticate, requireRole } from '../../middleware/deskAuth';
import { validDeskBody } from '../../http/validate';
import { deskPath, deskRouter, type DeskDeps } from './deps';

export function accessReviewRoutes({ store, now, audit, sessions, events }: DeskDeps) {
  const router = deskRouter();
  const admins = [authenticate(sessions), requireRole('admin')] as const;
  const actorOf = (ctx: Context) => String(ctx.state.staff.user.username);

  router.get(deskPath(deskApi.accessReview), ...admins, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await accessReview(store, now())) satisfies AccessReview;
  });

  router.get(deskPath(deskApi.accessReviewCsv), ...admins, async (ctx) => {
    const review = await accessReview(store, now());
    await audit.record({
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.export,
      target: 'access-review',
      detail: `${review.data.length} accounts, ${review.data.filter((r) => r.flagged).length} unused for over ${review.unusedDays} days`,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.set(
      'Content-Disposition',
      `attachment; filename="access-review-${review.asOf.slice(0, 10)}.csv"`,
    );
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = toCsv(
      [
        'Username',
        'Roles',
        'Two-factor',
        'Last sign-in',
        'Created',
        'Disabled',
        'Days unused',
        `Unused over ${review.unusedDays} days`,
      ],
      review.data.map((r) => [
        r.username,
        r.roles.join(' '),
        r.twoFactor,
        r.lastSignInAt ?? 'never',
        r.createdAt,
        r.disabled ? 'yes' : 'no',
        r.daysUnused,
        r.flagged ? 'yes' : 'no',
      ]),
    );
  });

  router.put(deskPath(deskApi.accessReviewSettings), ...admins, async (ctx) => {
    const { unusedDays } = await validDeskBody(ctx, accessReviewSettingsSchema);
    await setUnusedAccountDays(store, unusedDays, actorOf(ctx));
    await audit.record({
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.accessSettings,
      target: 'access-review',
      detail: `unused accounts flagged after ${unusedDays} days`,
    });
    ctx.body = { unusedDays: await unusedAccountDays(store) };
  });

  router.post(deskPath(deskApi.accessReviewDisable), ...admins, async (ctx) => {
    const { usernames } = await validDeskBody(ctx, disableUnusedSchema);
    const actor = actorOf(ctx);
    let rows;
    try {
      rows = await disableUnused(store, now(), usernames);
    } catch (err) {
      if (err instanceof AccountError) return ctx.throw(err.status, err.message);
      throw err;
    }
    let sessionsEnded = 0;
    for (const row of rows) {
      // Their open event streams check their account again now.
      events.staffChanged(row.username);
      await audit.record({
        actor,
        action: AUDIT_ACTIONS.accountDisableUnused,
        target: `staff/${row.username}`,
        detail: `last sign-in ${row.lastSignInAt ?? 'never'}; ${row.daysUnused} days unused`,
      });
      sessionsEnded += await sessions.endAllOf(
        row.username,
        audit,
        actor,
        'account disabled in the access review',
      );
    }
    ctx.body = {
      disabled: rows.map((r) => r.username),
      sessionsEnded,
    } satisfies AccessReviewDisabled;
  });

  return router;
}
