import { Heading, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { QUEUES, type QueueName, type QueueQuery } from '../../../contract/desk';
import { usePageTitle } from '../../../lib/usePageTitle';
import { canWork, isQueueName, visibleQueues } from '../shell/access';
import { actionLink } from '../shell/actionLink';
import { exportHref, fetchQueue } from '../shell/api';
import { FilterBar } from '../shell/FilterBar';
import { titleWithCount } from '../shell/liveTitle';
import { LoadState } from '../shell/LoadState';
import { deskPaths } from '../shell/paths';
import { PagedList } from '../shell/PagedList';
import { queueSearch, readQueueQuery } from '../shell/queueQuery';
import { QueueTable } from './QueueTable';
import { useSignedIn } from '../shell/session';
import { useLiveQueue } from './useLiveQueue';
import { useLoad } from '../shell/useLoad';
import { useNow } from '../shell/useNow';

function Queue({ queue }: { queue: QueueName }) {
  const { roles } = useSignedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const query = readQueueQuery(queue, new URLSearchParams(location.search));
  const search = queueSearch(query).toString();
  const [list, reload] = useLoad(() => fetchQueue(queue, query), `${queue}?${search}`);
  const arrivals = useLiveQueue([queue], reload);
  const now = useNow();
  const { title } = QUEUES[queue];
  usePageTitle(titleWithCount(title, arrivals));
  const setQuery = (next: QueueQuery) => void navigate({ search: queueSearch(next).toString() });

  return (
    <>
      <HStack justify="space-between" align="flex-end" mb={4} wrap="wrap" gap={3}>
        <Heading as="h1" size="2xl" color="brand.800">
          {title}
        </Heading>
        <HStack gap={2}>
          {queue === 'complaints' && canWork(roles, queue) ? (
            // Chakra's runtime draws its colours: Panda writes no CSS for this module's props, and
            // the site's link gave the white words no background (issue 38).
            <Link
              asChild
              {...actionLink}
              bg="brand.700"
              color="white"
              borderColor="brand.700"
              _hover={{ textDecoration: 'none', bg: 'brand.800' }}
            >
              <RouterLink to={deskPaths.registerComplaint}>Register a complaint</RouterLink>
            </Link>
          ) : null}
          <Link href={exportHref(queue, query)} download {...actionLink}>
            Export CSV
          </Link>
        </HStack>
      </HStack>
      <FilterBar
        key={search}
        queue={queue}
        query={query}
        masked={!canWork(roles, queue)}
        onChange={setQuery}
      />
      <LoadState load={list} retry={reload}>
        {({ data, total, totalEstimated, page }) => (
          <PagedList
            rows={data.length}
            empty={search ? 'No records match this filter.' : 'Nothing in this queue yet.'}
            page={page}
            total={total}
            estimated={totalEstimated}
            // Next sends the last row's key (`after`): the server reads the page from its place
            // instead of skipping the rows before it (docs/contract.md §11, Queue pages).
            onPage={(p) =>
              setQuery({ ...query, page: p, after: p === page + 1 ? data.at(-1)?.key : undefined })
            }
          >
            <QueueTable queue={queue} rows={data} now={now} />
          </PagedList>
        )}
      </LoadState>
    </>
  );
}

/** Any of the five queues, if the person's roles open it. */
export function QueuePage() {
  const { queue } = useParams();
  const { roles } = useSignedIn();
  if (!isQueueName(queue) || !visibleQueues(roles).includes(queue)) {
    return (
      <Text role="status" color="gray.600" py={16} textAlign="center">
        There is no such queue on your desk.
      </Text>
    );
  }
  // Keyed so that moving between queues starts each with its own state.
  return <Queue key={queue} queue={queue} />;
}
