import { Button, Table, Tag, Text } from '@chakra-ui/react';
import type { AccessReviewRow, TwoFactorState } from '../../../contract/desk';
import { DeskTable, type DeskColumn } from '../shell/DeskTable';
import { formatDateTime } from '../shell/format';

const COLUMNS: DeskColumn[] = [
  'Username',
  'Roles',
  'Two-factor',
  'Last sign-in (IST)',
  'State',
  { label: 'Actions', textAlign: 'end' },
];

const FACTOR: Record<TwoFactorState, { label: string; palette: string }> = {
  enrolled: { label: 'Enrolled', palette: 'green' },
  missing: { label: 'Required, missing', palette: 'red' },
  'not required': { label: 'Not required', palette: 'gray' },
};

const daysAgo = (days: number) =>
  days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`;

/**
 * The access review's rows (docs/contract.md §11, Access review): each account's roles, second
 * factor and last sign-in; a flagged one (unused too long) carries its own Disable button.
 */
export function AccessReviewTable({
  rows,
  unusedDays,
  busy,
  onDisable,
}: {
  rows: AccessReviewRow[];
  unusedDays: number;
  busy: boolean;
  onDisable: (usernames: string[]) => void;
}) {
  return (
    <DeskTable label="Access review" columns={COLUMNS}>
      {rows.map((r) => (
        <Table.Row
          key={r.username}
          bg={r.flagged ? 'orange.50' : r.disabled ? 'gray.50' : undefined}
        >
          <Table.Cell fontWeight="semibold" color={r.disabled ? 'gray.600' : undefined}>
            {r.username}
          </Table.Cell>
          <Table.Cell>{r.roles.join(', ')}</Table.Cell>
          <Table.Cell>
            <Tag.Root size="sm" variant="subtle" colorPalette={FACTOR[r.twoFactor].palette}>
              <Tag.Label>{FACTOR[r.twoFactor].label}</Tag.Label>
            </Tag.Root>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {r.lastSignInAt ? formatDateTime(r.lastSignInAt) : 'Never'}
            <Text fontSize="xs" color="gray.600">
              {daysAgo(r.daysUnused)}
              {r.lastSignInAt ? '' : ' (account made)'}
            </Text>
          </Table.Cell>
          <Table.Cell>
            {r.disabled ? (
              <Tag.Root size="sm" variant="outline" colorPalette="gray">
                <Tag.Label>Disabled</Tag.Label>
              </Tag.Root>
            ) : r.flagged ? (
              <Tag.Root size="sm" variant="subtle" colorPalette="orange">
                <Tag.Label>Unused over {unusedDays} days</Tag.Label>
              </Tag.Root>
            ) : (
              <Tag.Root size="sm" variant="subtle" colorPalette="green">
                <Tag.Label>Active</Tag.Label>
              </Tag.Root>
            )}
          </Table.Cell>
          <Table.Cell textAlign="end">
            {r.flagged ? (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                loading={busy}
                onClick={() => onDisable([r.username])}
              >
                Disable {r.username}
              </Button>
            ) : null}
          </Table.Cell>
        </Table.Row>
      ))}
    </DeskTable>
  );
}
