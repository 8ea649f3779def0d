// The audit log for admins and auditors, and staff accounts for admins (docs/contract.md §11).
import type { Context } from 'koa';
import { deskMsg, type AuditPage } from '../../../src/contract/desk';
import { istDayStart } from '../../../src/contract/deadlines';
import {
  AccountError,
  accountView,
  addAccount,
  changeAccount,
  listAccounts,
} from '../../desk/accounts';
import { AUDIT_ACTIONS, type AuditEvent } from '../../desk/audit';
import { authenticate, requireRole, type DeskState } from '../../middleware/deskAuth';
import { jsonObject } from '../../http/validate';
import { deskRouter, type DeskDeps } from './deps';
import { DESK_PAGE_SIZE } from '../../../src/contract/limits';

/** Account rules answer 400/404/409 with their message; anything else is the server's fault. */
async function accountCall<T>(ctx: Context, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AccountError) {
      return ctx.throw(err.status, err.message, err.errors ? { errors: err.errors } : {});
    }
    throw err;
  }
}

export function adminRoutes({ store, now, audit, sessions, events }: DeskDeps) {
  const router = deskRouter();
  const auth = authenticate(sessions);
  const text = (ctx: Context, name: string) => {
    const v = ctx.query[name];
    return ((Array.isArray(v) ? v[0] : v) ?? '').trim().slice(0, 100) || undefined;
  };
  /** An admin's change to a staff account, in the audit log under the admin's name. */
  const auditAccount = (
    state: DeskState,
    action: AuditEvent['action'],
    username: string,
    detail: string,
  ) =>
    audit.record({ actor: state.staff.user.username, action, target: `staff/${username}`, detail });

  router.get('/audit', auth, requireRole('admin', 'auditor'), async (ctx) => {
    const page = Math.max(1, Number.parseInt(text(ctx, 'page') ?? '1', 10) || 1);
    const from = text(ctx, 'from');
    const to = text(ctx, 'to');
    const since = from === undefined ? undefined : istDayStart(from);
    const before = to === undefined ? undefined : istDayStart(to, 1);
    if (since === null || before === null || (since && before && since >= before)) {
      return ctx.throw(400, deskMsg.auditDateInvalid);
    }
    ctx.body = (await audit.page({
      actor: text(ctx, 'actor'),
      action: text(ctx, 'action'),
      q: text(ctx, 'q'),
      since,
      before,
      offset: (page - 1) * DESK_PAGE_SIZE,
      limit: DESK_PAGE_SIZE,
    })) satisfies AuditPage;
  });

  router.get('/staff', auth, requireRole('admin'), async (ctx) => {
    ctx.body = { data: await listAccounts(store) };
  });

  router.post('/staff', auth, requireRole('admin'), async (ctx) => {
    const body = jsonObject(ctx);
    const account = await accountCall(ctx, () =>
      addAccount(store, now(), {
        username: body.username,
        roles: body.roles,
        password: body.password,
      }),
    );
    await auditAccount(
      ctx.state,
      AUDIT_ACTIONS.accountAdd,
      account.username,
      `roles: ${account.roles.join(', ')}`,
    );
    ctx.status = 201;
    ctx.body = accountView(account);
  });

  router.patch('/staff/:username', auth, requireRole('admin'), async (ctx) => {
    const body = jsonObject(ctx);
    const { account, changed } = await accountCall(ctx, () =>
      changeAccount(store, now(), String(ctx.params.username), {
        roles: body.roles,
        disabled: body.disabled,
        password: body.password,
      }),
    );
    // Their open event streams check their roles (and session) again now.
    events.staffChanged(account.username);
    await auditAccount(
      ctx.state,
      AUDIT_ACTIONS.accountChange,
      account.username,
      changed.map((c) => (c === 'roles' ? `roles: ${account.roles.join(', ')}` : c)).join('; '),
    );
    // Ended, not only refused while disabled: enabling the account again revives none of them.
    if (changed.includes('disabled')) {
      await sessions.endAllOf(
        account.username,
        audit,
        ctx.state.staff.user.username,
        'account disabled',
      );
    }
    ctx.body = accountView(account);
  });

  return router;
}
