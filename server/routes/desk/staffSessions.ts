// The sessions lists (docs/contract.md §11, issue 44): a staff member's own open sessions, which
// they end; every account's for admins, who end anyone's; and the admins' access settings (the
// absolute session lifetime). Every ending is audited.
import {
  AUDIT_ACTIONS,
  deskApi,
  deskMsg,
  type AccessSettings,
  type StaffSessionView,
} from '../../../src/contract/desk';
import { accessSettingsSchema } from '../../../src/contract/deskSchemas';
import { listAccounts } from '../../desk/accounts';
import { deviceOf } from '../../desk/device';
import { Sessions } from '../../desk/sessions';
import { sessionLifetimeHours, setSessionLifetimeHours } from '../../desk/settings';
import { authenticate, requireRole } from '../../middleware/deskAuth';
import { deskPath, deskRouter, type DeskDeps } from './deps';
import { settingRoutes } from './settingRoutes';

export function staffSessionRoutes({ store, audit, sessions, events }: DeskDeps) {
  const router = deskRouter();
  const auth = authenticate(sessions);

  router.get(deskPath(deskApi.sessions), auth, async (ctx) => {
    const { session, user } = ctx.state.staff;
    const open = await sessions.openOf(user.username);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: open.map((s) => Sessions.view(s, session.id)) satisfies StaffSessionView[] };
  });

  router.get(deskPath(deskApi.allSessions), auth, requireRole('admin'), async (ctx) => {
    const current = ctx.state.staff.session.id;
    const data: StaffSessionView[] = [];
    for (const account of await listAccounts(store)) {
      data.push(...(await sessions.openOf(account.username)).map((s) => Sessions.view(s, current)));
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data };
  });

  router.delete('/sessions/:id', auth, async (ctx) => {
    const { user } = ctx.state.staff;
    const found = await sessions.openById(String(ctx.params.id));
    if (!found) return ctx.throw(404, deskMsg.sessionNotFound);
    if (found.username !== user.username && !user.roles.includes('admin')) {
      return ctx.throw(403, deskMsg.forbidden);
    }
    await sessions.end(found);
    // Its open event streams end now, not at their next check.
    events.staffChanged(found.username);
    await audit.record({
      actor: user.username,
      action: AUDIT_ACTIONS.sessionEnd,
      target: `staff/${found.username}`,
      detail: `${deviceOf(found.userAgent)} from ${found.address ?? 'an unknown address'}, signed in ${found.startedAt}`,
    });
    ctx.status = 204;
  });

  settingRoutes(
    router,
    { store, audit, sessions },
    {
      path: deskApi.accessSettings,
      readers: 'admin',
      schema: accessSettingsSchema,
      answer: async (from) =>
        ({ sessionLifetimeHours: await sessionLifetimeHours(from) }) satisfies AccessSettings,
      save: (to, { sessionLifetimeHours: hours }, username) =>
        setSessionLifetimeHours(to, hours, username),
      audit: {
        action: AUDIT_ACTIONS.accessSettings,
        target: 'access-settings',
        detail: ({ sessionLifetimeHours: hours }) => `session lifetime: ${hours} hours`,
      },
    },
  );

  return router;
}
