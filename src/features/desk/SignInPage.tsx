import { Box, Button, Center, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';
import { fetchTwoFactorRoles, signIn } from './api';
import { deskPaths } from './paths';
import { useDeskSession } from './session';

/** Says nothing about which accounts exist: every refusal is the server's one message. */
export function SignInPage() {
  usePageTitle('Staff desk sign-in');
  const { session, setSession } = useDeskSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeRoles, setCodeRoles] = useState<string[]>([]);
  const navigate = useNavigate();
  useEffect(() => {
    fetchTwoFactorRoles().then(
      ({ roles }) => setCodeRoles(roles),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (session) void navigate(deskPaths.home, { replace: true });
  }, [session, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      setSession(await signIn(String(form.get('username')), String(form.get('password'))));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center minH="100dvh" bg="brand.800" px={4}>
      <Box as="main" layerStyle="card" w="full" maxW="400px" p={{ base: 6, md: 8 }} shadow="lg">
        <Heading as="h1" size="xl" color="brand.800" mb={1}>
          Staff desk
        </Heading>
        <Text color="gray.600" fontSize="sm" mb={6}>
          Sign in with your staff account.
        </Text>
        {codeRoles.length ? (
          <Text color="gray.700" fontSize="sm" mb={6} data-testid="two-factor-roles">
            Staff with the role {codeRoles.join(', ')} also enter a code from an authenticator app
            (two-factor sign-in).
          </Text>
        ) : null}
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap={4}>
            <Field.Root required>
              <Field.Label>Username</Field.Label>
              <Input name="username" autoComplete="username" autoFocus />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Password</Field.Label>
              <Input name="password" type="password" autoComplete="current-password" />
            </Field.Root>
            <Box aria-live="polite" minH={6}>
              {error ? (
                <Text role="alert" color="red.700" fontSize="sm">
                  {error}
                </Text>
              ) : null}
            </Box>
            <Button type="submit" colorPalette="brand" bg="brand.700" loading={busy}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Box>
    </Center>
  );
}
