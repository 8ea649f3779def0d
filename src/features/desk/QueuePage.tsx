import { Button, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { DESK_PAGE_SIZE, QUEUES, type QueueName, type QueueQuery } from '../../contract/desk';
import { usePageTitle } from '../../lib/usePageTitle';
import { isQueueName, visibleQueues } from './access';
import { exportHref, fetchQueue } from './api';
import { FilterBar } from './FilterBar';
import { titleWithCount } from './liveTitle';
import { LoadState } from './LoadState';
import { queueSearch, readQueueQuery } from './queueQuery';
import { QueueTable } from './QueueTable';
import { useSignedIn } from './session';
import { useLiveQueue } from './useLiveQueue';
import { useLoad } from './useLoad';
import { useNow } from './useNow';

function Pager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / DESK_PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * DESK_PAGE_SIZE + 1;
  const last = Math.min(total, page * DESK_PAGE_SIZE);
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" mt={3}>
      <Text fontSize="sm" color="gray.600" role="status">
        {first}–{last} of {total}
      </Text>
      <HStack>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Text fontSize="sm" color="gray.700">
          Page {page} of {pages}
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </HStack>
    </HStack>
  );
}

function Queue({ queue }: { queue: QueueName }) {
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
        <Link
          href={exportHref(queue, query)}
          download
          fontSize="sm"
          fontWeight="medium"
          color="brand.700"
          borderWidth="1px"
          borderColor="brand.200"
          rounded="md"
          px={3}
          py={1.5}
        >
          Export CSV
        </Link>
      </HStack>
      <FilterBar key={search} queue={queue} query={query} onChange={setQuery} />
      <LoadState load={list} retry={reload}>
        {({ data, total, page }) =>
          data.length === 0 ? (
            <Text role="status" color="gray.600" textAlign="center" py={16} layerStyle="card">
              {search ? 'No records match this filter.' : 'Nothing in this queue yet.'}
            </Text>
          ) : (
            <>
              <QueueTable queue={queue} rows={data} now={now} />
              <Pager page={page} total={total} onPage={(p) => setQuery({ ...query, page: p })} />
            </>
          )
        }
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
