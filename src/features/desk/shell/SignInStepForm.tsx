import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';

/**
 * One step of signing in (the password, a code, a recovery code): its fields, the server's
 * refusal in a live region, and the button, busy while the step is sent. A refused step's fields
 * are emptied when `clearOnRefusal` (a code is not typed again over the wrong one).
 */
export function SignInStepForm({
  submitLabel,
  onSend,
  clearOnRefusal = false,
  children,
}: {
  submitLabel: string;
  onSend: (fields: FormData) => Promise<void>;
  clearOnRefusal?: boolean;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setError(null);
    try {
      await onSend(new FormData(form));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      if (clearOnRefusal) form.reset();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4}>
        {children}
        <Box aria-live="polite" minH={6}>
          {error ? (
            <Text role="alert" color="red.700" fontSize="sm">
              {error}
            </Text>
          ) : null}
        </Box>
        <Button type="submit" colorPalette="brand" bg="brand.700" loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
