import { Box, Center, Field, Heading, Input, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { fetchTwoFactorRoles, signIn } from './api';
import { deskPaths } from './paths';
import { useDeskSession } from './session';
import { SignInStepForm } from './SignInStepForm';

/** Says nothing about which accounts exist: every refusal is the server's one message. */
export function SignInPage() {
  usePageTitle('Staff desk sign-in');
  const { session, setSession } = useDeskSession();
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
        <SignInStepForm
          submitLabel="Sign in"
          onSend={async (fields) =>
            setSession(await signIn(String(fields.get('username')), String(fields.get('password'))))
          }
        >
          <Field.Root required>
            <Field.Label>Username</Field.Label>
            <Input name="username" autoComplete="username" autoFocus />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Password</Field.Label>
            <Input name="password" type="password" autoComplete="current-password" />
          </Field.Root>
        </SignInStepForm>
      </Box>
    </Center>
  );
}
