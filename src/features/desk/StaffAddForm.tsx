import { Button, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, type StaffAccountView, type StaffRole } from '../../contract/desk';
import { newStaffSchema } from '../../contract/deskSchemas';
import type { FieldErrors } from '../../contract/schemas';
import { addStaff } from './api';
import { answerProblems, checkWith } from './fieldErrors';
import { RolePicker } from './RolePicker';

/** A new staff account: username, at least one role and a first password of 12+ characters. */
export function StaffAddForm({ onAdded }: { onAdded: (account: StaffAccountView) => void }) {
  const [username, setUsername] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { username: username.trim(), roles, password };
    const problems = checkWith(newStaffSchema, values);
    setErrors(problems);
    setMessage(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const account = await addStaff(values);
      setUsername('');
      setRoles([]);
      setPassword('');
      onAdded(account);
    } catch (err) {
      const answer = answerProblems(err);
      setErrors(answer.errors);
      if (Object.keys(answer.errors).length === 0) setMessage(answer.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack asChild gap={4} layerStyle="card" p={5}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Add a staff account">
        <Heading as="h2" size="md" color="brand.800">
          Add a staff account
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <Field.Root required invalid={Boolean(errors.username)}>
            <Field.Label>
              Username <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
            />
            {errors.username ? (
              <Field.ErrorText>{errors.username}</Field.ErrorText>
            ) : (
              <Field.HelperText>Lower-case letters, digits, dots, dashes</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.password)}>
            <Field.Label>
              First password <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="new-password"
            />
            {errors.password ? (
              <Field.ErrorText>{errors.password}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                At least {PASSWORD_MIN_LENGTH} characters; hand it over in person
              </Field.HelperText>
            )}
          </Field.Root>
        </SimpleGrid>
        <RolePicker value={roles} onChange={setRoles} error={errors.roles} />
        {message ? (
          <Text role="alert" fontSize="sm" color="red.700">
            {message}
          </Text>
        ) : null}
        <Button type="submit" bg="brand.700" color="white" loading={busy} alignSelf="flex-start">
          Add account
        </Button>
      </form>
    </Stack>
  );
}
