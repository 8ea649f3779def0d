import { Box, Stack, Text } from '@chakra-ui/react';
import type { QueueRecord } from '../../../contract/desk';
import { noteSchema } from '../../../contract/deskSchemas';
import { addNote } from '../shell/api';
import { formatDateTime } from '../shell/format';
import { recordThread, type ThreadWording } from './RecordThread';

const NOTES: ThreadWording = {
  heading: 'Internal notes',
  hint: 'Staff only: never shown or sent to the investor.',
  schema: noteSchema,
  fieldLabel: 'New note',
  submitLabel: 'Add note',
};

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
export const NotesPanel = recordThread({ wording: NOTES, List: NoteList, post: addNote });
