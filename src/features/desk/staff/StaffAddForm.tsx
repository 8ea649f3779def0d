import { SimpleGrid } from '@chakra-ui/react';
import { PASSWORD_MIN_LENGTH, type StaffAccountView, type StaffRole } from '../../../contract/desk';
import { newStaffSchema } from '../../../contract/deskSchemas';
import { addStaff } from '../shell/api';
import { DeskForm } from '../shell/DeskForm';
import { RolePicker } from './RolePicker';
import { InputField } from '../shell/FormFields';
import { useDeskForm } from '../shell/useDeskForm';

const EMPTY = { username: '', password: '', roles: [] as StaffRole[] };

/** A new staff account: username, at least one role and a first password of 12+ characters. */
export function StaffAddForm({ onAdded }: { onAdded: (account: StaffAccountView) => void }) {
  const { values, setValues, bind, errors, message, busy, submit } = useDeskForm(
    EMPTY,
    newStaffSchema,
    async (account: Parameters<typeof addStaff>[0], reset) => {
      const added = await addStaff(account);
      reset(EMPTY);
      onAdded(added);
    },
  );

  return (
    <DeskForm
      label="Add a staff account"
      message={message}
      busy={busy}
      submitLabel="Add account"
      onSubmit={() => submit({ ...values, username: values.username.trim() })}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <InputField
          label="Username"
          required
          helper="Lower-case letters, digits, dots, dashes"
          {...bind('username')}
          autoComplete="off"
          spellCheck={false}
        />
        <InputField
          label="First password"
          required
          helper={`At least ${PASSWORD_MIN_LENGTH} characters; hand it over in person`}
          type="password"
          {...bind('password')}
          autoComplete="new-password"
        />
      </SimpleGrid>
      <RolePicker
        value={values.roles}
        onChange={(roles) => setValues({ ...values, roles })}
        error={errors.roles}
      />
    </DeskForm>
  );
}
