import { Button, HStack, Text } from '@chakra-ui/react';
import { DESK_PAGE_SIZE } from '../../../contract/limits';

/** Previous / next under every desk list (queues and the audit log), 25 rows a page. */
export function Pager({
  page,
  total,
  estimated = false,
  onPage,
}: {
  page: number;
  total: number;
  /** `total` is an estimate (QueuePage.totalEstimated): "about N". */
  estimated?: boolean;
  onPage: (page: number) => void;
}) {
  const about = estimated ? 'about ' : '';
  const pages = Math.max(1, Math.ceil(total / DESK_PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * DESK_PAGE_SIZE + 1;
  const last = Math.min(total, page * DESK_PAGE_SIZE);
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" mt={3}>
      <Text fontSize="sm" color="gray.600" role="status">
        {first}–{last} of {about}
        {total}
      </Text>
      <HStack>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Text fontSize="sm" color="gray.700">
          Page {page} of {about}
          {pages}
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
