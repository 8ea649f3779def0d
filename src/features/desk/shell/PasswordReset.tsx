import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../contract/desk';
import { password as passwordRule } from '../../../contract/deskSchemas';
import { changeStaff } from './api';
import { answerProblems } from './fieldErrors';

/** A new password for someone else's account; their open sessions end (docs/contract.md §11). */
export function PasswordReset({
  username,
  onDone,
  onCancel,
}: {
  username: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      passwordRule.validateSync(password);
    } catch (err) {
      return setError((err as Error).message);
    }
    setBusy(true);
    try {
      await changeStaff(username, { password });
      onDone(`The password of ${username} was reset; their open sessions have ended.`);
    } catch (err) {
      const { errors, message } = answerProblems(err);
      setError(errors.password ?? message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack asChild align="flex-end" gap={3} wrap="wrap">
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={`Reset the password of ${username}`}
      >
        <Field.Root required invalid={Boolean(error)} maxW="360px">
          <Field.Label fontSize="sm">New password for {username}</Field.Label>
          <Input
            size="sm"
            type="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
          />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" size="sm" bg="brand.700" color="white" loading={busy}>
          Set password
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </form>
    </HStack>
  );
}
