import { Box, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { QueueName, QueueRecord } from '../../../contract/desk';
import { noteSchema } from '../../../contract/deskSchemas';
import { addNote } from '../shell/api';
import { DeskField } from '../shell/DeskField';
import { DeskForm } from '../shell/DeskForm';
import { formatDateTime } from '../shell/format';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';

/** A record's staff-only notes, oldest first: never shown or sent to the investor. */
function NoteList({ record }: { record: QueueRecord }) {
  if (record.notes.length === 0) {
    return <Text color="gray.600">No notes yet.</Text>;
  }
  return (
    <Stack as="ol" listStyleType="none" gap={3} aria-label="Internal notes">
      {record.notes.map((n, i) => (
        <Box as="li" key={i} bg="yellow.50" borderLeftWidth="3px" borderColor="yellow.400" p={3}>
          <Text fontSize="sm" color="gray.600">
            {formatDateTime(n.at)} · {n.by}
          </Text>
          <Text whiteSpace="pre-wrap">{n.text}</Text>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The notes, and for the queue's own roles a note to add (docs/contract.md §11, Owners and
 * notes): it changes no status and reaches no one outside the desk.
 */
export function NotesPanel({
  queue,
  record,
  canWrite,
  onSaved,
}: {
  queue: QueueName;
  record: QueueRecord;
  canWrite: boolean;
  onSaved: (record: QueueRecord) => void;
}) {
  const [text, setText] = useState('');
  const { errors, message, busy, submit } = useCheckedSubmit(
    noteSchema,
    async (values: { text: string }) => {
      onSaved(await addNote(queue, record.key, values.text));
      setText('');
    },
  );
  const hint = 'Staff only: never shown or sent to the investor.';
  if (!canWrite) {
    return (
      <Box layerStyle="card" p={5} as="section" aria-labelledby="notes-heading">
        <Heading as="h2" size="md" color="brand.800" mb={1} id="notes-heading">
          Internal notes
        </Heading>
        <Text fontSize="sm" color="gray.600" mb={3}>
          {hint}
        </Text>
        <NoteList record={record} />
      </Box>
    );
  }
  return (
    <DeskForm
      label="Internal notes"
      message={message}
      busy={busy}
      submitLabel="Add note"
      onSubmit={() => submit({ text })}
    >
      <Text fontSize="sm" color="gray.600" mt={-2}>
        {hint}
      </Text>
      <NoteList record={record} />
      <DeskField label="New note" error={errors.text} helper="At most 2,000 characters.">
        <Textarea rows={3} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </DeskField>
    </DeskForm>
  );
}
