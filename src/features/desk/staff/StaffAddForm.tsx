import { Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH, type StaffAccountView, type StaffRole } from '../../../contract/desk';
import { newStaffSchema } from '../../../contract/deskSchemas';
import { addStaff } from '../shell/api';
import { DeskField } from '../shell/DeskField';
import { DeskForm } from '../shell/DeskForm';
import { RolePicker } from './RolePicker';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';

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
        <DeskField
          label="Username"
          required
          error={errors.username}
          helper="Lower-case letters, digits, dots, dashes"
        >
          <Input
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </DeskField>
        <DeskField
          label="First password"
          required
          error={errors.password}
          helper={`At least ${PASSWORD_MIN_LENGTH} characters; hand it over in person`}
        >
          <Input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="new-password"
          />
        </DeskField>
      </SimpleGrid>
      <RolePicker value={roles} onChange={setRoles} error={errors.roles} />
    </DeskForm>
  );
}
