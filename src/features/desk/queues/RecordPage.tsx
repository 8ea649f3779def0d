import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { QUEUES, type QueueName, type QueueRecord } from '../../../contract/desk';
import { canChangeFrom, isFinalStatus } from '../../../contract/deadlines';
import { REQUEST_KINDS } from '../../../contract/requests';
import { CategoryPanel } from './CategoryPanel';
import { ClocksPanel } from './ClocksPanel';
import { DataRequestPanel } from './DataRequestPanel';
import { DuplicatePanel } from './DuplicatePanel';
import { usePageTitle } from '../../../lib/usePageTitle';
import { canWork, isQueueName, visibleQueues } from '../shell/access';
import { fetchRecord } from '../shell/api';
import { DueBadge } from './DueBadge';
import { EscalationBadge } from './EscalationBadge';
import { LoadState } from '../shell/LoadState';
import { MessagesPanel } from './MessagesPanel';
import { NotesPanel } from './NotesPanel';
import { ConversationPanel } from './ConversationPanel';
import { AttachmentsPanel } from './AttachmentsPanel';
import { useLiveQueue } from './useLiveQueue';
import { OwnerPanel } from './OwnerPanel';
import { deskPaths } from '../shell/paths';
import { formatDateTime } from '../shell/format';
import { recordFields } from './recordFields';
import { StatusBadge } from './StatusBadge';
import { StatusForm } from './StatusForm';
import { useSignedIn } from '../shell/session';
import { useLoad } from '../shell/useLoad';
import { useNow } from '../shell/useNow';
import { BackLink } from '../shell/BackLink';

/** The queues whose kind links duplicates (docs/contract.md §11, Duplicates). */
const QUEUES_WITH_DUPLICATES: readonly QueueName[] = REQUEST_KINDS.flatMap((kind) =>
  'duplicates' in kind ? [kind.queue.name] : [],
);

/**
 * The status changes, the changes of owner and category and the investor's attachments, in time
 * order.
 */
function historyOf(record: QueueRecord) {
  const owner = (name: string | null) => name ?? 'nobody';
  return [
    ...record.history.map((h) => ({
      at: h.at,
      by: h.by,
      what: h.from ? `${h.from} → ${h.to}` : h.to,
      note: h.note,
      fix: h.fixReference,
    })),
    ...record.ownerHistory.map((h) => ({
      at: h.at,
      by: h.by,
      what: `Owner: ${owner(h.from)} → ${owner(h.to)}`,
      note: undefined,
      fix: undefined,
    })),
    ...(record.categoryHistory ?? []).map((h) => ({
      at: h.at,
      by: h.by,
      what: `Category: ${h.from ?? 'none'} → ${h.to}`,
      note: h.reason,
      fix: undefined,
    })),
    ...record.attachments.map((a) => ({
      at: a.at,
      by: a.by,
      what: `Attachment: ${a.name}`,
      note: undefined,
      fix: undefined,
    })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

function History({ record }: { record: QueueRecord }) {
  const entries = historyOf(record);
  return (
    <Box layerStyle="card" p={5} as="section" aria-labelledby="history-heading">
      <Heading as="h2" size="md" color="brand.800" mb={3} id="history-heading">
        History
      </Heading>
      {entries.length === 0 ? (
        <Text color="gray.600">No changes yet.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap={3}>
          {entries.map((h, i) => (
            <Box as="li" key={i} borderLeftWidth="3px" borderColor="brand.200" pl={3}>
              <Text fontSize="sm" color="gray.600">
                {formatDateTime(h.at)} · {h.by}
              </Text>
              <Text fontWeight="medium">{h.what}</Text>
              {h.note ? <Text whiteSpace="pre-wrap">{h.note}</Text> : null}
              {h.fix ? <Text>Fix: {h.fix}</Text> : null}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Record({ queue, recordKey }: { queue: QueueName; recordKey: string }) {
  const { roles, username } = useSignedIn();
  const now = useNow();
  const [record, retry] = useLoad(() => fetchRecord(queue, recordKey), `${queue}/${recordKey}`);
  // The record as it changes elsewhere (an investor's reply, docs/contract.md §7b): read again.
  useLiveQueue([queue], (event) => {
    if (event.key === recordKey) retry();
  });
  usePageTitle(`${recordKey} · ${QUEUES[queue].title}`);
  return (
    <>
      <BackLink to={deskPaths.queue(queue)}>{QUEUES[queue].title}</BackLink>
      <LoadState load={record} retry={retry}>
        {(data) => (
          <>
            <HStack gap={3} mb={6} wrap="wrap" align="center">
              <Heading as="h1" size="2xl" color="brand.800" fontFamily="mono" mr={2}>
                {data.key}
              </Heading>
              <StatusBadge queue={queue} status={data.status} size="lg" />
              {data.dueAt ? <DueBadge dueAt={data.dueAt} now={now} size="lg" /> : null}
              <EscalationBadge step={data.escalation} size="lg" />
              <Text color="gray.700" ms={{ lg: 'auto' }}>
                {data.owner ? (
                  <>
                    Owner: <strong>{data.owner}</strong>
                  </>
                ) : (
                  'Unassigned'
                )}
              </Text>
            </HStack>
            <Grid
              templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' }}
              gap={5}
              alignItems="start"
            >
              <Stack gap={5}>
                <Box layerStyle="card" p={5} as="section" aria-labelledby="details-heading">
                  <Heading as="h2" size="md" color="brand.800" mb={3} id="details-heading">
                    Details
                  </Heading>
                  <Grid as="dl" templateColumns="max-content 1fr" columnGap={6} rowGap={2}>
                    <Text as="dt" color="gray.600">
                      Received (IST)
                    </Text>
                    <Text as="dd">{formatDateTime(data.receivedAt)}</Text>
                    {data.source ? (
                      <>
                        <Text as="dt" color="gray.600">
                          Source
                        </Text>
                        <Text as="dd">{data.source}</Text>
                      </>
                    ) : null}
                    {recordFields(data.fields).map(({ field, label, value }) => (
                      <Box key={field} display="contents">
                        <Text as="dt" color="gray.600">
                          {label}
                        </Text>
                        <Text as="dd" whiteSpace="pre-wrap" wordBreak="break-word">
                          {value}
                        </Text>
                      </Box>
                    ))}
                  </Grid>
                </Box>
                {/* The notes are read beside the request's text, where the page is wide. */}
                <NotesPanel
                  queue={queue}
                  record={data}
                  canWrite={canWork(roles, queue)}
                  onSaved={retry}
                />
                {queue === 'complaints' ? (
                  <>
                    <ConversationPanel
                      queue={queue}
                      record={data}
                      canWrite={canWork(roles, queue)}
                      onSaved={retry}
                    />
                    <AttachmentsPanel
                      queue={queue}
                      record={data}
                      canDownload={canWork(roles, queue)}
                    />
                  </>
                ) : null}
                <History record={data} />
              </Stack>
              {/* What the officer checks first, the clocks, heads the column of actions. */}
              <Stack gap={5}>
                <ClocksPanel record={data} canWrite={canWork(roles, queue)} onSaved={retry} />
                {!canWork(roles, queue) ? (
                  <Text layerStyle="card" p={4} fontSize="sm" color="gray.700" role="note">
                    Read-only: your role reads this queue with personal data masked; only its team
                    changes a record.
                  </Text>
                ) : (
                  <>
                    <OwnerPanel queue={queue} record={data} me={username} onSaved={retry} />
                    {canChangeFrom(queue, data.status) ? (
                      <StatusForm queue={queue} record={data} onSaved={retry} />
                    ) : null}
                    {queue === 'complaints' && !isFinalStatus(queue, data.status) ? (
                      <CategoryPanel record={data} onSaved={retry} />
                    ) : null}
                  </>
                )}
                {queue === 'data-requests' && canWork(roles, queue) ? (
                  <DataRequestPanel record={data} />
                ) : null}
                {QUEUES_WITH_DUPLICATES.includes(queue) ? (
                  <DuplicatePanel
                    queue={queue}
                    record={data}
                    open={canWork(roles, queue) && !isFinalStatus(queue, data.status)}
                    onSaved={retry}
                  />
                ) : null}
              </Stack>
            </Grid>
            <MessagesPanel queue={queue} recordKey={data.key} worksQueue={canWork(roles, queue)} />
          </>
        )}
      </LoadState>
    </>
  );
}

/** One record in full, its history and (for the team that works it) the status change. */
export function RecordPage() {
  const { queue, key } = useParams();
  const { roles } = useSignedIn();
  if (!isQueueName(queue) || !key || !visibleQueues(roles).includes(queue)) {
    return (
      <Text role="status" color="gray.600" py={16} textAlign="center">
        There is no such queue on your desk.
      </Text>
    );
  }
  return <Record key={`${queue}/${key}`} queue={queue} recordKey={key} />;
}
