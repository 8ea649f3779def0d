import { Tag } from '@chakra-ui/react';
import { QUEUES, type QueueName } from '../../../contract/desk';

/** The queue's first status is new work, its final ones are done; the rest is in hand. */
export function StatusBadge({
  queue,
  status,
  size = 'sm',
}: {
  queue: QueueName;
  status: string;
  /** `lg` beside a record's heading; `sm` in a table's row. */
  size?: 'sm' | 'lg';
}) {
  const { statuses, final } = QUEUES[queue];
  const palette =
    status === statuses[0]
      ? 'blue'
      : (final as readonly string[]).includes(status)
        ? 'gray'
        : 'purple';
  return (
    <Tag.Root size={size} colorPalette={palette} variant="outline">
      <Tag.Label>{status}</Tag.Label>
    </Tag.Root>
  );
}
