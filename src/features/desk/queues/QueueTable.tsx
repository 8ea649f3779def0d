import { HStack, Table, Text } from '@chakra-ui/react';
import type { QueueName, QueueRow } from '../../../contract/desk';
import { DeskTable } from '../shell/DeskTable';
import { isRedEscalation } from '../../../contract/escalations';
import { DueBadge } from './DueBadge';
import { EscalationBadge } from './EscalationBadge';
import { formatDateTime } from '../shell/format';
import { deskPaths } from '../shell/paths';
import { StatusBadge } from './StatusBadge';
import { AppLink } from '../../../components/AppLink';

/**
 * The one table of every queue, in the server's order (overdue first, then newest). Status
 * and time limit come right after the number, so a tablet shows them without scrolling; who owns
 * the record (docs/contract.md §11, Owners and notes) after its arrival. Each
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
    <DeskTable
      label="Records"
      columns={[
        'Number',
        'Status',
        'Time limit',
        'Received (IST)',
        'Owner',
        'Name',
        ...(withSource ? ['Source'] : []),
        'About',
      ]}
      interactive
      stickyHeader
    >
      {rows.map((row) => (
        <Table.Row
          key={row.key}
          bg={
            row.overdue || (row.escalation && isRedEscalation(row.escalation))
              ? 'red.50'
              : undefined
          }
        >
          <Table.Cell>
            <AppLink
              to={deskPaths.record(queue, row.key)}
              css={{ color: 'brand.700', fontWeight: 'semibold', fontFamily: 'mono' }}
            >
              {row.key}
            </AppLink>
          </Table.Cell>
          <Table.Cell>
            <StatusBadge queue={queue} status={row.status} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            <HStack gap={1}>
              <DueBadge dueAt={row.dueAt} now={now} />
              <EscalationBadge step={row.escalation} />
            </HStack>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(row.receivedAt)}</Table.Cell>
          <Table.Cell color={row.owner ? undefined : 'gray.500'}>{row.owner ?? '—'}</Table.Cell>
          <Table.Cell>{row.name}</Table.Cell>
          {withSource ? <Table.Cell>{row.source ?? '—'}</Table.Cell> : null}
          <Table.Cell minW="10rem" maxW="420px">
            <Text lineClamp={1} title={row.summary}>
              {row.summary}
            </Text>
          </Table.Cell>
        </Table.Row>
      ))}
    </DeskTable>
  );
}
