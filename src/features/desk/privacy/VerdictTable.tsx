import { Table, Text } from '@chakra-ui/react';
import { QUEUES } from '../../../contract/desk';
import type { ErasureVerdict } from '../../../contract/privacyDesk';
import { DeskTable } from '../shell/DeskTable';
import { formatDateTime } from '../shell/format';

/** One list of the retention dry run: each record, why, and from when it can be erased. */
export function VerdictTable({ label, rows }: { label: string; rows: ErasureVerdict[] }) {
  if (rows.length === 0) {
    return (
      <Text color="gray.600" fontSize="sm">
        None.
      </Text>
    );
  }
  return (
    <DeskTable label={label} columns={['Queue', 'Record', 'Closed (IST)', 'Erasable from', 'Why']}>
      {rows.map((v) => (
        <Table.Row key={`${v.queue}/${v.key}`}>
          <Table.Cell>{QUEUES[v.queue].title}</Table.Cell>
          <Table.Cell fontWeight="semibold">{v.key}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {v.closedAt ? formatDateTime(v.closedAt) : '—'}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {v.erasableFrom
              ? formatDateTime(v.erasableFrom)
              : v.periodEndsAt
                ? `When the hold ends (period ended ${formatDateTime(v.periodEndsAt)})`
                : '—'}
          </Table.Cell>
          <Table.Cell>{v.reason}</Table.Cell>
        </Table.Row>
      ))}
    </DeskTable>
  );
}
