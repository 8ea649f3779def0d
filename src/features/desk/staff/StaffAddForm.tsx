import { SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH, type StaffAccountView, type StaffRole } from '../../../contract/desk';
import { newStaffSchema } from '../../../contract/deskSchemas';
import { addStaff } from '../shell/api';
import { DeskForm } from '../shell/DeskForm';
import { RolePicker } from './RolePicker';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';
import { InputField } from '../shell/FormFields';

/** A new staff account: username, at least one role and a first password of 12+ characters. */
export function StaffAddForm({ onAdded }: { onAdded: (account: StaffAccountView) => void }) {
  const [username, setUsername] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [password, setPassword] = useState('');
  const { errors, message, busy, submit } = useCheckedSubmit(
    newStaffSchema,
    async (values: Parameters<typeof addStaff>[0]) => {
      const account = await addStaff(values);
      setUsername('');
      setRoles([]);
      setPassword('');
      onAdded(account);
    },
  );

  return (
    <DeskForm
      label="Add a staff account"
      message={message}
      busy={busy}
      submitLabel="Add account"
      onSubmit={() => submit({ username: username.trim(), roles, password })}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <InputField
          label="Username"
          required
          error={errors.username}
          helper="Lower-case letters, digits, dots, dashes"
          value={username}
          onValue={setUsername}
          autoComplete="off"
          spellCheck={false}
        />
        <InputField
          label="First password"
          required
          error={errors.password}
          helper={`At least ${PASSWORD_MIN_LENGTH} characters; hand it over in person`}
          type="password"
          value={password}
          onValue={setPassword}
          autoComplete="new-password"
        />
      </SimpleGrid>
      <RolePicker value={roles} onChange={setRoles} error={errors.roles} />
    </DeskForm>
  );
}
