import { complianceOfficerSchema } from '../../../contract/deskSchemas';
import { fetchComplianceOfficer, saveComplianceOfficer } from './calendarApi';
import { SettingForm } from '../shell/SettingForm';

const loadEmail = () => fetchComplianceOfficer().then((saved) => saved.email);

const saveEmail = async (email: string) => {
  const saved = await saveComplianceOfficer({ email });
  return {
    shown: saved.email,
    message: saved.email
      ? "Escalations to compliance are e-mailed to the compliance officer's address."
      : 'No address: escalations to compliance are shown on the desk only.',
  };
};

/**
 * The compliance officer's e-mail address (docs/contract.md §15, Escalations): a complaint on the
 * compliance officer's list and a late freeze request are e-mailed there once. Admins only.
 */
export function ComplianceOfficerForm({ onSaved }: { onSaved: (message: string) => void }) {
  return (
    <SettingForm
      label="Compliance officer"
      submitLabel="Save address"
      note={
        <>
          A complaint reaching the compliance officer&apos;s list and a late freeze request are
          e-mailed here once each, besides the desk.
        </>
      }
      schema={complianceOfficerSchema}
      name="email"
      field={{
        label: "Compliance officer's e-mail",
        helper: 'Leave empty for none.',
        type: 'email',
      }}
      load={loadEmail}
      parse={(text) => text.trim()}
      save={saveEmail}
      onSaved={onSaved}
    />
  );
}
