import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { deskApi, type QueueName } from '../../../contract/desk';
import { isResendable, type OutboxMessageView } from '../../../contract/deskOutbox';
import { fetchMessages, resendMessage } from '../shell/api';
import { EmptyState } from '../shell/EmptyState';
import { LoadState } from '../shell/LoadState';
import { MessagesTable } from './MessagesTable';
import { channelLabel, kindLabel } from './messageText';
import { NoticeAlert, type Notice } from '../shell/NoticeAlert';
import { useLoad } from '../shell/useLoad';

/** How often the list is read again while a message is pending. */
const FOLLOW_MS = 3_000;

/**
 * A record's messages (docs/contract.md §15): what the firm sent or tried to send about it, and,
 * for the team that works the queue, the re-send of one that failed or was not configured.
 */
export function MessagesPanel({
  queue,
  recordKey,
  worksQueue,
}: {
  queue: QueueName;
  recordKey: string;
  /** The queue's own team: re-sends and opens the e-mail files (the auditor only reads). */
  worksQueue: boolean;
}) {
  const [messages, reload] = useLoad(
    () => fetchMessages(queue, recordKey),
    `${queue}/${recordKey}/messages`,
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  // A message on its way (a re-send) is followed until it is settled.
  const underWay =
    messages.state === 'ready' && messages.data.data.some((m) => m.state === 'pending');
  useEffect(() => {
    if (!underWay) return;
    const timer = setInterval(reload, FOLLOW_MS);
    return () => clearInterval(timer);
  }, [underWay, reload]);
  const [sending, setSending] = useState<string | null>(null);

  const resend = async (message: OutboxMessageView) => {
    setSending(message.id);
    try {
      const { message: text } = await resendMessage(queue, recordKey, message.id);
      setNotice({ text, failed: false });
    } catch (err) {
      setNotice({ text: err instanceof Error ? err.message : String(err), failed: true });
    } finally {
      setSending(null);
      reload();
    }
  };

  return (
    <Box layerStyle="card" p={5} as="section" aria-labelledby="messages-heading" mt={5}>
      <Heading as="h2" size="md" color="brand.800" mb={1} id="messages-heading">
        E-mail and SMS sent
      </Heading>
      <Text fontSize="sm" color="gray.600" mb={3}>
        The acknowledgement and updates sent to the investor (and alerts to staff) about this
        record. A failed message, or one kept because its channel is not configured, can be sent
        again.
      </Text>
      <Stack gap={3}>
        <NoticeAlert notice={notice} />
        <LoadState load={messages} retry={reload}>
          {({ data }) =>
            data.length === 0 ? (
              <EmptyState>No messages about this record.</EmptyState>
            ) : (
              <MessagesTable
                label="Messages about this record"
                messages={data}
                {...(worksQueue
                  ? { emailHref: (m) => deskApi.messageEmail(queue, recordKey, m.id) }
                  : {})}
                action={
                  worksQueue
                    ? (m) =>
                        isResendable(m.state) ? (
                          <Button
                            size="xs"
                            variant="outline"
                            loading={sending === m.id}
                            disabled={sending !== null}
                            aria-label={`Re-send ${kindLabel(m.kind).toLowerCase()} by ${channelLabel(m.channel)}`}
                            onClick={() => void resend(m)}
                          >
                            Re-send
                          </Button>
                        ) : null
                    : undefined
                }
              />
            )
          }
        </LoadState>
      </Stack>
    </Box>
  );
}
