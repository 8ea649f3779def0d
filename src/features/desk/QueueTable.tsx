import { Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { QueueName, QueueRow } from '../../contract/desk';
import { DueBadge } from './DueBadge';
import { formatDateTime } from './format';
import { deskPaths } from './paths';
import { StatusBadge } from './StatusBadge';

/**
 * The one table of all five queues, in the server's order (overdue first, then newest). Status
 * and time limit come right after the number, so a tablet shows them without scrolling. Each
 * row's number is a link, so the table is worked with Tab and Enter alone.
 */
export function QueueTable({
  queue,
  rows,
  now,
}: {
  queue: QueueName;
  rows: QueueRow[];
  now: Date;
}) {
  const withSource = queue === 'complaints';
  return (
    <Table.ScrollArea layerStyle="card">
      <Table.Root size="sm" interactive stickyHeader aria-label="Records">
        <Table.Header>
          <Table.Row bg="gray.100">
            <Table.ColumnHeader scope="col">Number</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Time limit</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Received (IST)</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Name</Table.ColumnHeader>
            {withSource ? <Table.ColumnHeader scope="col">Source</Table.ColumnHeader> : null}
            <Table.ColumnHeader scope="col">About</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key} bg={row.overdue ? 'red.50' : undefined}>
              <Table.Cell>
                <Link asChild color="brand.700" fontWeight="semibold" fontFamily="mono">
                  <RouterLink to={deskPaths.record(queue, row.key)}>{row.key}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>
                <StatusBadge queue={queue} status={row.status} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <DueBadge dueAt={row.dueAt} now={now} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(row.receivedAt)}</Table.Cell>
              <Table.Cell>{row.name}</Table.Cell>
              {withSource ? <Table.Cell>{row.source ?? '—'}</Table.Cell> : null}
              <Table.Cell minW="10rem" maxW="420px">
                <Text lineClamp={1} title={row.summary}>
                  {row.summary}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
