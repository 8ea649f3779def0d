import { Box, Heading, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { DeskForm } from './DeskForm';
import { useCheckedSubmit } from './useCheckedSubmit';
import { TextareaField } from './FormFields';

/**
 * A record's thread of short texts (its internal notes, its messages with the investor) under a
 * heading and what the texts reach, and, for the staff who may write, a box to add one, checked
 * with the contract's schema for `{ text }` before it is sent.
 */
export function TextComposer({
  heading,
  hint,
  thread,
  canWrite,
  schema,
  fieldLabel,
  submitLabel,
  send,
}: {
  heading: string;
  hint: string;
  thread: ReactNode;
  canWrite: boolean;
  schema: AnyObjectSchema;
  fieldLabel: string;
  submitLabel: string;
  send: (text: string) => Promise<void>;
}) {
  const headingId = useId();
  const [text, setText] = useState('');
  const { errors, message, busy, submit } = useCheckedSubmit(
    schema,
    async (values: { text: string }) => {
      await send(values.text);
      setText('');
    },
  );
  const hintLine = (
    <Text fontSize="sm" color="gray.600" mt={canWrite ? -2 : 0} mb={canWrite ? 0 : 3}>
      {hint}
    </Text>
  );
  if (!canWrite) {
    return (
      <Box layerStyle="card" p={5} as="section" aria-labelledby={headingId}>
        <Heading as="h2" size="md" color="brand.800" mb={1} id={headingId}>
          {heading}
        </Heading>
        {hintLine}
        {thread}
      </Box>
    );
  }
  return (
    <DeskForm
      label={heading}
      message={message}
      busy={busy}
      submitLabel={submitLabel}
      onSubmit={() => submit({ text })}
    >
      {hintLine}
      {thread}
      <TextareaField
        label={fieldLabel}
        error={errors.text}
        helper="At most 2,000 characters."
        rows={3}
        value={text}
        onValue={setText}
      />
    </DeskForm>
  );
}
