import { Box, Button, Center, Code, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState, type ReactNode } from 'react';
import type { SecondFactor, StaffSession, TwoFactorEnrolment } from '../../../contract/desk';
import { usePageTitle } from '../../../lib/usePageTitle';
import { confirmEnrolment, giveSecondFactor, signOut, startEnrolment } from './api';
import { useDeskSession } from './session';
import { SignInStepForm } from './SignInStepForm';

/**
 * The code field (WCAG 3.3.8, accessible authentication): pasting and the password manager's
 * one-time-code fill work; the server takes the code with or without its space.
 */
function CodeField({ label, recovery = false }: { label: string; recovery?: boolean }) {
  return (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <Input
        name="code"
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        spellCheck={false}
        autoFocus
      />
    </Field.Root>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="main" layerStyle="card" w="full" maxW="440px" p={{ base: 6, md: 8 }} shadow="lg">
      <Heading as="h1" size="xl" color="brand.800" mb={4}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A step that sends the code field's value; a refused code is cleared. */
function CodeForm({
  submitLabel,
  onCode,
  children,
}: {
  submitLabel: string;
  onCode: (code: string) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <SignInStepForm
      submitLabel={submitLabel}
      onSend={(fields) => onCode(String(fields.get('code')))}
      clearOnRefusal
    >
      {children}
    </SignInStepForm>
  );
}

/** The code after the password, or one of the recovery codes instead. */
function CodeStep({ onDone }: { onDone: () => void }) {
  const [recovery, setRecovery] = useState(false);
  return (
    <Card title="Two-factor sign-in">
      <Stack gap={4}>
        <Text color="gray.700" fontSize="sm">
          {recovery
            ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
            : 'Enter the 6-digit code your authenticator app shows for the staff desk.'}
        </Text>
        <CodeForm
          key={String(recovery)}
          submitLabel="Continue"
          onCode={async (code) => {
            await giveSecondFactor(recovery ? { recoveryCode: code } : { code });
            onDone();
          }}
        >
          <CodeField label={recovery ? 'Recovery code' : 'Code'} recovery={recovery} />
        </CodeForm>
        <Button variant="plain" size="sm" color="brand.700" onClick={() => setRecovery(!recovery)}>
          {recovery ? 'Use a code from the app' : 'Use a recovery code instead'}
        </Button>
      </Stack>
    </Card>
  );
}

/** The recovery codes, shown this once: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Card title="Save your recovery codes">
      <Stack gap={4}>
        <Text color="gray.700" fontSize="sm">
          If you lose your phone, each of these codes signs you in once instead of a code from the
          app. Keep them somewhere safe: the desk cannot show them again.
        </Text>
        {/* A plain list: Chakra's List recipe is not registered (chakraBase.ts), for one list. */}
        <Box as="ol" aria-label="Recovery codes" ps={5} listStyleType="decimal">
          {codes.map((code) => (
            <Box as="li" key={code}>
              <Code userSelect="all">{code}</Code>
            </Box>
          ))}
        </Box>
        <Button colorPalette="brand" bg="brand.700" onClick={onDone}>
          I have saved them: open the desk
        </Button>
      </Stack>
    </Card>
  );
}

/** Enrolment: the QR for the app, its secret as text to type in, then the first code. */
function EnrolStep({ onDone }: { onDone: () => void }) {
  const [offered, setOffered] = useState<TwoFactorEnrolment | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  useEffect(() => {
    startEnrolment().then(setOffered, (e: unknown) =>
      setFailed(e instanceof Error ? e.message : String(e)),
    );
  }, []);
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  return (
    <Card title="Set up two-factor sign-in">
      <Stack gap={4}>
        <Text color="gray.700" fontSize="sm">
          Your role signs in to the staff desk with a code from an authenticator app as well as your
          password. Scan the QR code with the app, or type the secret into it, then enter the
          6-digit code it shows.
        </Text>
        {failed ? (
          <Text role="alert" color="red.700" fontSize="sm">
            {failed}
          </Text>
        ) : null}
        {offered ? (
          <>
            <Center>
              <QRCodeSVG value={offered.uri} size={192} role="img" aria-label="QR code to scan" />
            </Center>
            <Text fontSize="sm">
              Secret:{' '}
              <Code data-testid="totp-secret" userSelect="all" wordBreak="break-all">
                {offered.secret}
              </Code>
            </Text>
            <CodeForm
              submitLabel="Confirm"
              onCode={async (code) => setCodes((await confirmEnrolment(code)).recoveryCodes)}
            >
              <CodeField label="Code" />
            </CodeForm>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * What a signed-in password still needs before the desk (docs/contract.md §11): the server
 * answers nothing else until then, so the shell shows this in place of every page.
 */
export function SecondFactorPage({ session, due }: { session: StaffSession; due: SecondFactor }) {
  usePageTitle(due === 'code' ? 'Two-factor sign-in' : 'Set up two-factor sign-in');
  const { setSession } = useDeskSession();
  const done = () => setSession({ username: session.username, roles: session.roles });
  return (
    <Center minH="100dvh" bg="brand.800" px={4} py={6} flexDirection="column" gap={4}>
      {due === 'code' ? <CodeStep onDone={done} /> : <EnrolStep onDone={done} />}
      <Button
        variant="plain"
        size="sm"
        color="white"
        onClick={() => void signOut().finally(() => setSession(null))}
      >
        Sign out
      </Button>
    </Center>
  );
}
