import { Box, Field, Stack, type SystemStyleObject } from '@chakra-ui/react';
import { STAFF_ROLES, type StaffRole } from '../../../contract/desk';
import { roleHint } from '../shell/access';

/** A role's row: its box and its name in a bordered strip, all of it a click target. */
const roleOption = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  px: 3,
  py: 2,
  borderWidth: '1px',
  rounded: 'md',
  fontSize: 'sm',
  cursor: 'pointer',
} satisfies SystemStyleObject;

/**
 * Each role with what it opens (roleHint), so admins choose knowingly. Native checkboxes: Chakra's Checkbox would add its recipe to every public page's first visit.
 */
export function RolePicker({
  value,
  onChange,
  error,
}: {
  value: readonly StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Box as="fieldset" w="full">
        <Field.Label as="legend" mb={2}>
          Roles <Field.RequiredIndicator />
        </Field.Label>
        <Stack gap={2}>
          {STAFF_ROLES.map((role) => (
            <Box
              as="label"
              key={role}
              {...roleOption}
              borderColor={value.includes(role) ? 'brand.400' : 'gray.200'}
              bg={value.includes(role) ? 'brand.50' : 'white'}
            >
              <input
                type="checkbox"
                name="roles"
                value={role}
                checked={value.includes(role)}
                onChange={(e) =>
                  onChange(
                    e.currentTarget.checked
                      ? STAFF_ROLES.filter((r) => r === role || value.includes(r))
                      : value.filter((r) => r !== role),
                  )
                }
              />
              <span>
                <strong>{role}</strong>{' '}
                <Box as="span" color="gray.600">
                  ({roleHint(role)})
                </Box>
              </span>
            </Box>
          ))}
        </Stack>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Box>
    </Field.Root>
  );
}
