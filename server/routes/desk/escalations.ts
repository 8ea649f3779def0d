// The escalation thresholds on the desk (docs/contract.md §11, Escalations): every signed-in staff
// member reads them (the desk says when a record escalates); admins change them, audited.
import { AUDIT_ACTIONS, deskApi } from '../../../src/contract/desk';
import { escalationSettingsSchema } from '../../../src/contract/deskSchemas';
import type { EscalationSettings } from '../../../src/contract/escalations';
import { escalationSettings, setEscalationSettings } from '../../desk/escalations';
import { authenticate, requireRole } from '../../middleware/deskAuth';
import { validDeskBody } from '../../http/validate';
import { deskRouter, type DeskDeps } from './deps';

const path = (full: string) => full.replace('/api/desk', '');

export function escalationRoutes({ store, audit, sessions }: DeskDeps) {
  const router = deskRouter();
  const auth = authenticate(sessions);

  router.get(path(deskApi.escalationSettings), auth, async (ctx) => {
    ctx.body = await escalationSettings(store);
  });

  router.put(path(deskApi.escalationSettings), auth, requireRole('admin'), async (ctx) => {
    const settings: EscalationSettings = await validDeskBody(ctx, escalationSettingsSchema);
    const username = ctx.state.staff.user.username;
    await setEscalationSettings(store, settings, username);
    const { complaintComplianceDays, complaintRedDays, freezeLateMinutes } = settings;
    await audit.record({
      actor: username,
      action: AUDIT_ACTIONS.escalationSettings,
      target: 'escalation-settings',
      detail: `complaints: compliance on day ${complaintComplianceDays}, red on day ${complaintRedDays}; freeze requests: ${freezeLateMinutes} minutes late`,
    });
    ctx.body = await escalationSettings(store);
  });

  return router;
}
