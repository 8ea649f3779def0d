import { Box, Heading, HStack, Stack, Tag, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { QueueName, QueueRecord } from '../../../contract/desk';
import { staffReplySchema } from '../../../contract/deskSchemas';
import { replyToInvestor } from '../shell/api';
import { DeskField } from '../shell/DeskField';
import { DeskForm } from '../shell/DeskForm';
import { formatDateTime } from '../shell/format';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';

/** The replies both ways, oldest first, and the investor's rating. */
function ReplyList({ record }: { record: QueueRecord }) {
  return (
    <Stack gap={3}>
      {record.rating ? (
        <Text data-testid="investor-rating">
          <Tag.Root colorPalette="green" mr={2}>
            <Tag.Label>Rated {record.rating.stars} of 5</Tag.Label>
          </Tag.Root>
          {record.rating.comment}
        </Text>
      ) : null}
      {record.replies.length === 0 ? (
        <Text color="gray.600">No messages with the investor yet.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap={3} aria-label="Messages with the investor">
          {record.replies.map((r, i) => (
            <Box
              as="li"
              key={i}
              bg={r.from === 'firm' ? 'blue.50' : 'white'}
              borderLeftWidth="3px"
              borderColor={r.from === 'firm' ? 'brand.400' : 'orange.400'}
              p={3}
            >
              <HStack fontSize="sm" color="gray.600" gap={2}>
                <Text>{formatDateTime(r.at)}</Text>
                <Text>·</Text>
                <Text>{r.from === 'firm' ? `${r.by} to the investor` : 'From the investor'}</Text>
              </HStack>
              <Text whiteSpace="pre-wrap">{r.text}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A complaint's conversation with its investor (docs/contract.md §7b): unlike the notes, each
 * reply here is sent to the investor by e-mail and shown to them after their one-time code.
 */
export function ConversationPanel({
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
    staffReplySchema,
    async (values: { text: string }) => {
      onSaved(await replyToInvestor(queue, record.key, values.text));
      setText('');
    },
  );
  const hint = 'Sent to the investor by e-mail and shown to them on the complaint lookup.';
  if (!canWrite) {
    return (
      <Box layerStyle="card" p={5} as="section" aria-labelledby="conversation-heading">
        <Heading as="h2" size="md" color="brand.800" mb={3} id="conversation-heading">
          Messages with the investor
        </Heading>
        <ReplyList record={record} />
      </Box>
    );
  }
  return (
    <DeskForm
      label="Messages with the investor"
      message={message}
      busy={busy}
      submitLabel="Send reply to the investor"
      onSubmit={() => submit({ text })}
    >
      <Text fontSize="sm" color="gray.600" mt={-2}>
        {hint}
      </Text>
      <ReplyList record={record} />
      <DeskField
        label="Reply to the investor"
        error={errors.text}
        helper="At most 2,000 characters."
      >
        <Textarea rows={3} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </DeskField>
    </DeskForm>
  );
}
