import { Tag } from '@chakra-ui/react';
import { QUEUES, type QueueName } from '../../../contract/desk';

/** The queue's first status is new work, its final ones are done; the rest is in hand. */
export function StatusBadge({ queue, status }: { queue: QueueName; status: string }) {
  const { statuses, final } = QUEUES[queue];
  const palette =
    status === statuses[0]
      ? 'blue'
      : (final as readonly string[]).includes(status)
        ? 'gray'
        : 'purple';
  return (
    <Tag.Root size="sm" colorPalette={palette} variant="outline">
      <Tag.Label>{status}</Tag.Label>
    </Tag.Root>
  );
}
