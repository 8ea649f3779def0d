import { Input, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { accessSettingsSchema } from '../../../contract/deskSchemas';
import { fetchAccessSettings, saveAccessSettings } from '../shell/api';
import { DeskField } from '../shell/DeskField';
import { DeskForm } from '../shell/DeskForm';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';

/** The absolute session lifetime, an admin's setting (docs/contract.md §11, Access settings). */
export function SessionLifetimeForm({ onSaved }: { onSaved: (message: string) => void }) {
  const [hours, setHours] = useState('');
  useEffect(() => {
    fetchAccessSettings().then(
      (s) => setHours(String(s.sessionLifetimeHours)),
      () => setHours(''),
    );
  }, []);
  const { errors, message, busy, submit } = useCheckedSubmit(
    accessSettingsSchema,
    async (values: { sessionLifetimeHours: number }) => {
      const saved = await saveAccessSettings(values);
      setHours(String(saved.sessionLifetimeHours));
      onSaved(`Sessions now end ${saved.sessionLifetimeHours} hours after sign-in.`);
    },
  );
  return (
    <DeskForm
      label="Session lifetime"
      message={message}
      busy={busy}
      submitLabel="Save session lifetime"
      onSubmit={() => submit({ sessionLifetimeHours: Number(hours) })}
    >
      <Text fontSize="sm" color="gray.600">
        However busy, a session ends this many hours after its sign-in.
      </Text>
      <DeskField
        label="Hours"
        error={errors.sessionLifetimeHours}
        helper="A whole number, 1–72; 12 unless an admin changed it."
      >
        <Input inputMode="numeric" value={hours} onChange={(e) => setHours(e.target.value)} />
      </DeskField>
    </DeskForm>
  );
}
