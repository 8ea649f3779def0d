import { complianceOfficerSchema } from '../../../contract/deskSchemas';
import type { Setting } from '../shell/SettingForm';
import { fetchComplianceOfficer, saveComplianceOfficer } from './calendarApi';

/**
 * The compliance officer's e-mail address (docs/contract.md §15, Escalations), an admin's setting
 * SettingForm draws: a complaint on the compliance officer's list and a late freeze request are
 * e-mailed there once.
 */
export const complianceOfficer: Setting<'email', string> = {
  label: 'Compliance officer',
  submitLabel: 'Save address',
  note: "A complaint reaching the compliance officer's list and a late freeze request are e-mailed here once each, besides the desk.",
  schema: complianceOfficerSchema,
  name: 'email',
  field: { label: "Compliance officer's e-mail", helper: 'Leave empty for none.', type: 'email' },
  load: () => fetchComplianceOfficer().then((saved) => saved.email),
  parse: (text) => text.trim(),
  save: async (email) => {
    const saved = await saveComplianceOfficer({ email });
    return {
      shown: saved.email,
      message: saved.email
        ? "Escalations to compliance are e-mailed to the compliance officer's address."
        : 'No address: escalations to compliance are shown on the desk only.',
    };
  },
};
