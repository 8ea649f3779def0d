import { Button, Table, Tag } from '@chakra-ui/react';
import type { StaffSessionView } from '../../../contract/desk';
import { endSession } from '../shell/api';
import { DeskTable, type DeskColumn } from '../shell/DeskTable';
import { answerProblems } from '../shell/fieldErrors';
import { formatDateTime } from '../shell/format';
import { useDeskAction } from '../shell/useDeskAction';

/**
 * Open desk sessions (docs/contract.md §11, Sessions lists): the device and address each signed in
 * from, when, and when last seen; each ended with one button (audited on the server).
 */
export function SessionsTable({
  label,
  sessions,
  withUsername,
  onEnded,
}: {
  label: string;
  sessions: StaffSessionView[];
  withUsername?: boolean;
  onEnded: (message: string, failed?: boolean) => void;
}) {
  const { busy, run } = useDeskAction();
  const columns: DeskColumn[] = [
    ...(withUsername ? ['Username'] : []),
    'Device',
    'Address',
    'Signed in (IST)',
    'Last seen (IST)',
    { label: 'Actions', textAlign: 'end' },
  ];
  const end = (s: StaffSessionView) =>
    run(async () => {
      try {
        await endSession(s.id);
        onEnded(`The session on ${s.device} has ended.`);
      } catch (err) {
        onEnded(answerProblems(err).message, true);
      }
    });
  return (
    <DeskTable label={label} columns={columns}>
      {sessions.map((s) => (
        <Table.Row key={s.id}>
          {withUsername ? <Table.Cell fontWeight="semibold">{s.username}</Table.Cell> : null}
          <Table.Cell>
            {s.device}{' '}
            {s.current ? (
              <Tag.Root size="sm" variant="subtle" colorPalette="green">
                <Tag.Label>This session</Tag.Label>
              </Tag.Root>
            ) : null}
          </Table.Cell>
          <Table.Cell>{s.address || '—'}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(s.startedAt)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(s.lastSeenAt)}</Table.Cell>
          <Table.Cell textAlign="end">
            {s.current ? null : (
              <Button size="xs" variant="outline" loading={busy} onClick={() => void end(s)}>
                End session{withUsername ? ` of ${s.username}` : ''} on {s.device}
              </Button>
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </DeskTable>
  );
}
