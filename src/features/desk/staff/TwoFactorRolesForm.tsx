import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { StaffRole } from '../../../contract/desk';
import { twoFactorRolesSchema } from '../../../contract/deskSchemas';
import { fetchTwoFactorRoles, saveTwoFactorRoles } from '../shell/api';
import { DeskForm } from '../shell/DeskForm';
import { RolePicker } from './RolePicker';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';

/**
 * The roles that must sign in with a code from an authenticator app (docs/contract.md §11):
 * `admin` and `auditor` until an admin changes them. Someone of a role added here, not yet
 * enrolled, sets it up before the desk answers them again.
 */
export function TwoFactorRolesForm({ onSaved }: { onSaved: (message: string) => void }) {
  const [roles, setRoles] = useState<StaffRole[] | null>(null);
  useEffect(() => {
    fetchTwoFactorRoles().then(
      (setting) => setRoles(setting.roles),
      () => setRoles([]),
    );
  }, []);
  const { errors, message, busy, submit } = useCheckedSubmit(
    twoFactorRolesSchema,
    async (values: { roles: StaffRole[] }) => {
      const saved = await saveTwoFactorRoles(values.roles);
      setRoles(saved.roles);
      onSaved(`Two-factor sign-in is required for: ${saved.roles.join(', ') || 'no role'}.`);
    },
  );
  return (
    <DeskForm
      label="Two-factor sign-in"
      message={message}
      busy={busy}
      submitLabel="Save two-factor roles"
      onSubmit={() => submit({ roles: roles ?? [] })}
    >
      <Text fontSize="sm" color="gray.600">
        The roles that sign in with a code from an authenticator app as well as the password.
      </Text>
      {roles ? <RolePicker value={roles} onChange={setRoles} error={errors.roles} /> : null}
    </DeskForm>
  );
}
