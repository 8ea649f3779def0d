// Round-robin assignment on the desk (docs/contract.md §11, Round-robin assignment): every
// signed-in staff member reads the setting and who is on duty; admins turn it on or off; an
// officer goes on or off duty themself, or an admin puts them. Every change is audited.
import { deskApi, deskMsg, type AssignmentSettings } from '../../../src/contract/desk';
import { assignmentSettingsSchema, onDutySchema } from '../../../src/contract/deskSchemas';
import { assignmentSettings, mayChangeDuty, setOnDuty, setRoundRobin } from '../../desk/roundRobin';
import { validDeskBody } from '../../http/validate';
import { authenticate, requireRole } from '../../middleware/deskAuth';
import { deskPath, deskRouter, type DeskDeps } from './deps';

// PUT deskApi.onDuty(username) is `/staff/:username/on-duty` below.

export function assignmentRoutes({ store, audit, sessions }: DeskDeps) {
  const router = deskRouter();
  const auth = authenticate(sessions);

  router.get(deskPath(deskApi.assignmentSettings), auth, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await assignmentSettings(store)) satisfies AssignmentSettings;
  });

  router.put(deskPath(deskApi.assignmentSettings), auth, requireRole('admin'), async (ctx) => {
    const { enabled } = await validDeskBody(ctx, assignmentSettingsSchema);
    const result = await setRoundRobin(store, audit, ctx.state.staff.user.username, enabled);
    if (!result.ok) return ctx.throw(result.status, result.message);
    ctx.body = (await assignmentSettings(store)) satisfies AssignmentSettings;
  });

  router.put('/staff/:username/on-duty', auth, async (ctx) => {
    const { onDuty } = await validDeskBody(ctx, onDutySchema);
    const username = String(ctx.params.username).toLowerCase();
    const actor = ctx.state.staff.user;
    if (!mayChangeDuty(actor, username)) return ctx.throw(403, deskMsg.onDutyNotYours);
    const result = await setOnDuty(store, audit, actor.username, username, onDuty);
    if (!result.ok) return ctx.throw(result.status, result.message);
    ctx.body = { username, onDuty };
  });

  return router;
}
