import { Input, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { complianceOfficerSchema } from '../../../contract/deskSchemas';
import { fetchComplianceOfficer, saveComplianceOfficer } from './calendarApi';
import { DeskField } from '../shell/DeskField';
import { DeskForm } from '../shell/DeskForm';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';

/**
 * The compliance officer's e-mail address (docs/contract.md §15, Escalations): a complaint on the
 * compliance officer's list and a late freeze request are e-mailed there once. Admins only.
 */
export function ComplianceOfficerForm({ onSaved }: { onSaved: (message: string) => void }) {
  const [email, setEmail] = useState('');
  useEffect(() => {
    fetchComplianceOfficer().then(
      (saved) => setEmail(saved.email),
      () => undefined,
    );
  }, []);
  const { errors, message, busy, submit } = useCheckedSubmit(
    complianceOfficerSchema,
    async (values: { email: string }) => {
      const saved = await saveComplianceOfficer(values);
      setEmail(saved.email);
      onSaved(
        saved.email
          ? "Escalations to compliance are e-mailed to the compliance officer's address."
          : 'No address: escalations to compliance are shown on the desk only.',
      );
    },
  );
  return (
    <DeskForm
      label="Compliance officer"
      message={message}
      busy={busy}
      submitLabel="Save address"
      onSubmit={() => submit({ email: email.trim() })}
    >
      <Text fontSize="sm" color="gray.600">
        A complaint reaching the compliance officer&apos;s list and a late freeze request are
        e-mailed here once each, besides the desk.
      </Text>
      <DeskField
        label="Compliance officer's e-mail"
        error={errors.email}
        helper="Leave empty for none."
      >
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </DeskField>
    </DeskForm>
  );
}
