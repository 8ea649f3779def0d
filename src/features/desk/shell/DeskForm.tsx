import { Button, Heading, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/**
 * The frame of a desk form: a card named by its label, its heading, the fields, the form's one
 * message (a problem that belongs to no field) and the submit button.
 */
export function DeskForm({
  label,
  heading = label,
  message,
  busy,
  submitLabel,
  onSubmit,
  children,
  ...card
}: {
  label: string;
  heading?: string;
  message: string | null;
  busy: boolean;
  submitLabel: ReactNode;
  onSubmit: () => Promise<void>;
  children: ReactNode;
} & Omit<StackProps, 'onSubmit'>) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Stack asChild gap={4} layerStyle="card" p={5} {...card}>
      <form onSubmit={submit} noValidate aria-label={label}>
        <Heading as="h2" size="md" color="brand.800">
          {heading}
        </Heading>
        {children}
        {message ? (
          <Text role="alert" fontSize="sm" color="red.700">
            {message}
          </Text>
        ) : null}
        <Button type="submit" bg="brand.700" color="white" loading={busy} alignSelf="flex-start">
          {submitLabel}
        </Button>
      </form>
    </Stack>
  );
}
