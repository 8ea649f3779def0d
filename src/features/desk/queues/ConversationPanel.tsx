import { Box, HStack, Stack, Tag, Text } from '@chakra-ui/react';
import type { QueueRecord } from '../../../contract/desk';
import { staffReplySchema } from '../../../contract/deskSchemas';
import { replyToInvestor } from '../shell/api';
import { formatDateTime } from '../shell/format';
import { recordThread, type ThreadWording } from './RecordThread';

const MESSAGES: ThreadWording = {
  heading: 'Messages with the investor',
  hint: 'Sent to the investor by e-mail and shown to them on the complaint lookup.',
  schema: staffReplySchema,
  fieldLabel: 'Reply to the investor',
  submitLabel: 'Send reply to the investor',
};

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
export const ConversationPanel = recordThread({
  wording: MESSAGES,
  List: ReplyList,
  post: replyToInvestor,
});
