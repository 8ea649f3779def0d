// The escalation thresholds on the desk (docs/contract.md §11, Escalations): every signed-in staff
// member reads them (the desk says when a record escalates); admins change them, audited.
import { AUDIT_ACTIONS, deskApi } from '../../../src/contract/desk';
import {
  complianceOfficerSchema,
  escalationSettingsSchema,
} from '../../../src/contract/deskSchemas';
import type { EscalationSettings } from '../../../src/contract/escalations';
import {
  complianceOfficerEmail,
  escalationSettings,
  setComplianceOfficerEmail,
  setEscalationSettings,
} from '../../desk/escalations';
import { maskValue } from '../../desk/mask';
import { authenticate, requireRole } from '../../middleware/deskAuth';
import { validDeskBody } from '../../http/validate';
import { deskPath, deskRouter, type DeskDeps } from './deps';

export function escalationRoutes({ store, audit, sessions }: DeskDeps) {
  const router = deskRouter();
  const auth = authenticate(sessions);

  router.get(deskPath(deskApi.escalationSettings), auth, async (ctx) => {
    ctx.body = await escalationSettings(store);
  });

  router.put(deskPath(deskApi.escalationSettings), auth, requireRole('admin'), async (ctx) => {
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

  // The compliance officer's address (docs/contract.md §15, Escalations): admins only, since it
  // is a staff member's address; audited masked, as the alert addresses are.
  router.get(deskPath(deskApi.complianceOfficer), auth, requireRole('admin'), async (ctx) => {
    ctx.body = { email: await complianceOfficerEmail(store) };
  });

  router.put(deskPath(deskApi.complianceOfficer), auth, requireRole('admin'), async (ctx) => {
    const { email } = await validDeskBody(ctx, complianceOfficerSchema);
    const username = ctx.state.staff.user.username;
    // As the thresholds are saved: the setting, then its audit entry.
    await setComplianceOfficerEmail(store, email, username);
    await audit.record({
      actor: username,
      action: AUDIT_ACTIONS.complianceOfficer,
      target: 'compliance-officer',
      detail: email ? maskValue('email', email) : 'none',
    });
    ctx.body = { email: await complianceOfficerEmail(store) };
  });

  return router;
}
