import { Box, Heading, HStack, Link, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { QUEUES, type QueueCounts, type QueueName } from '../../../contract/desk';
import { dueAt } from '../../../contract/deadlines';
import { usePageTitle } from '../../../lib/usePageTitle';
import { visibleQueues } from './access';
import { fetchSummary } from './api';
import { LoadState } from './LoadState';
import { deskPaths } from './paths';
import { withQuery } from './queueQuery';
import { useSignedIn } from './session';
import { useLoad } from './useLoad';
import { AppLink } from '../../../components/AppLink';
import { ScreenHeading } from './ScreenHeading';

const COUNTS: { key: keyof QueueCounts; label: string; color: string }[] = [
  { key: 'new', label: 'New', color: 'brand.700' },
  { key: 'dueToday', label: 'Due today', color: 'orange.700' },
  { key: 'overdue', label: 'Overdue', color: 'red.700' },
];

/** Withdrawals, feedback and messages have no time limit (docs/contract.md §11): no clock tiles. */
const isTimed = (queue: QueueName) => dueAt(queue, new Date(0), QUEUES[queue].statuses[0]) !== null;

function QueueCard({ queue, counts }: { queue: QueueName; counts: QueueCounts }) {
  const { title, statuses } = QUEUES[queue];
  const tiles = isTimed(queue) ? COUNTS : COUNTS.filter((c) => c.key === 'new');
  return (
    <Box layerStyle="card" p={5} as="section" aria-labelledby={`card-${queue}`}>
      <HStack justify="space-between" mb={4}>
        <Heading as="h2" size="md" id={`card-${queue}`} color="brand.800">
          {title}
        </Heading>
        <AppLink
          to={deskPaths.queue(queue)}
          css={{ color: 'brand.600', fontSize: 'sm', fontWeight: 'medium' }}
        >
          Open queue
        </AppLink>
      </HStack>
      <SimpleGrid columns={3} gap={3}>
        {tiles.map(({ key, label, color }) => {
          const to =
            key === 'overdue'
              ? withQuery(deskPaths.queue(queue), { overdue: true })
              : key === 'new'
                ? withQuery(deskPaths.queue(queue), { status: statuses[0] })
                : deskPaths.queue(queue);
          return (
            <Link
              asChild
              key={key}
              // The link's name is its text, "Complaints: 2 New" (the queue's name unseen): the
              // count comes first in it, the label is drawn above.
              display="flex"
              flexDirection="column-reverse"
              p={3}
              rounded="md"
              bg="gray.50"
              _hover={{ bg: 'brand.50', textDecoration: 'none' }}
            >
              <RouterLink to={to}>
                <VisuallyHidden>{`${title}: `}</VisuallyHidden>
                <Text
                  fontSize="3xl"
                  fontWeight="semibold"
                  color={counts[key] > 0 ? color : 'gray.400'}
                  fontVariantNumeric="tabular-nums"
                >
                  {counts[key]}
                </Text>
                <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="gray.600">
                  {label}
                </Text>
              </RouterLink>
            </Link>
          );
        })}
        {tiles.length === 1 ? (
          <Text gridColumn="span 2" alignSelf="center" fontSize="sm" color="gray.500" px={2}>
            No time limit for this queue.
          </Text>
        ) : null}
      </SimpleGrid>
    </Box>
  );
}

/** What needs doing today, per queue the person works (all of them for an auditor). */
export function DeskHomePage() {
  usePageTitle('Staff desk');
  const { roles } = useSignedIn();
  const queues = visibleQueues(roles);
  const [summary, retry] = useLoad(fetchSummary, 'summary');
  return (
    <>
      <ScreenHeading title="Overview" mb={6}>
        New records, those due today and those past their time limit.
      </ScreenHeading>
      {queues.length === 0 ? (
        <Text role="status" color="gray.600">
          Your roles do not work any queue.
        </Text>
      ) : (
        <LoadState load={summary} retry={retry}>
          {(data) => (
            <SimpleGrid columns={{ base: 1, md: 2, '2xl': 3 }} gap={5}>
              {queues.map((q) => {
                const counts = data[q];
                return counts ? <QueueCard key={q} queue={q} counts={counts} /> : null;
              })}
            </SimpleGrid>
          )}
        </LoadState>
      )}
    </>
  );
}
