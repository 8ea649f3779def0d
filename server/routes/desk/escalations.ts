// The escalation thresholds on the desk (docs/contract.md §11, Escalations): every signed-in staff
// member reads them (the desk says when a record escalates); admins change them, audited. The
// compliance officer's address (§15): admins only, since it is a staff member's address; audited
// masked, as the alert addresses are.
import { AUDIT_ACTIONS, deskApi } from '../../../src/contract/desk';
import {
  complianceOfficerSchema,
  escalationSettingsSchema,
} from '../../../src/contract/deskSchemas';
import {
  complianceOfficerEmail,
  escalationSettings,
  setComplianceOfficerEmail,
  setEscalationSettings,
} from '../../desk/escalations';
import { maskValue } from '../../desk/mask';
import { deskRouter, type DeskDeps } from './deps';
import { settingRoutes } from './settingRoutes';

export function escalationRoutes(deps: DeskDeps) {
  const router = deskRouter();

  settingRoutes(router, deps, {
    path: deskApi.escalationSettings,
    readers: 'staff',
    schema: escalationSettingsSchema,
    answer: escalationSettings,
    save: setEscalationSettings,
    audit: {
      action: AUDIT_ACTIONS.escalationSettings,
      target: 'escalation-settings',
      detail: ({ complaintComplianceDays, complaintRedDays, freezeLateMinutes }) =>
        `complaints: compliance on day ${complaintComplianceDays}, red on day ${complaintRedDays}; freeze requests: ${freezeLateMinutes} minutes late`,
    },
  });

  settingRoutes(router, deps, {
    path: deskApi.complianceOfficer,
    readers: 'admin',
    schema: complianceOfficerSchema,
    answer: async (store) => ({ email: await complianceOfficerEmail(store) }),
    save: (store, { email }, username) => setComplianceOfficerEmail(store, email, username),
    audit: {
      action: AUDIT_ACTIONS.complianceOfficer,
      target: 'compliance-officer',
      detail: ({ email }) => (email ? maskValue('email', email) : 'none'),
    },
  });

  return router;
}
