import { Button, HStack, Table, Tag } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import type { StaffAccountView } from '../../../contract/desk';
import { changeStaff, resetTwoFactor } from '../shell/api';
import { answerProblems } from '../shell/fieldErrors';
import { DeskTable, type DeskColumn } from '../shell/DeskTable';
import { formatDateTime } from '../shell/format';
import { PasswordReset } from '../shell/PasswordReset';

const COLUMNS: DeskColumn[] = [
  'Username',
  'Roles',
  'State',
  'Created (IST)',
  { label: 'Actions', textAlign: 'end' },
];

type Pending = { username: string; action: 'reset' | 'disable' } | null;

/**
 * Every staff account with its roles and state. Reset and disable open in the row itself; disabling
 * asks once more, since it ends the person's sessions at once. Nobody disables their own account
 * (the desk would lock its last admin out).
 */
export function StaffTable({
  accounts,
  me,
  onChanged,
}: {
  accounts: StaffAccountView[];
  me: string;
  onChanged: (message: string, failed?: boolean) => void;
}) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const act = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await change();
      setPending(null);
      onChanged(done);
    } catch (err) {
      onChanged(answerProblems(err).message, true);
    } finally {
      setBusy(false);
    }
  };
  const setDisabled = (username: string, disabled: boolean) =>
    act(
      () => changeStaff(username, { disabled }),
      disabled ? `${username} is disabled.` : `${username} can sign in again.`,
    );
  // A lost phone: the person sets up two-factor sign-in again at their next sign-in.
  const resetFactor = (username: string) =>
    act(
      () => resetTwoFactor(username),
      `${username}'s two-factor sign-in is reset: they set it up again when they next sign in.`,
    );

  return (
    <DeskTable label="Staff accounts" columns={COLUMNS}>
      {accounts.map((a) => {
        const open = pending?.username === a.username ? pending.action : null;
        return (
          <Fragment key={a.username}>
            <Table.Row bg={a.disabled ? 'gray.50' : undefined}>
              <Table.Cell fontWeight="semibold" color={a.disabled ? 'gray.500' : undefined}>
                {a.username}
              </Table.Cell>
              <Table.Cell>
                <HStack gap={1} wrap="wrap">
                  {a.roles.map((r) => (
                    <Tag.Root key={r} size="sm" variant="subtle" colorPalette="blue">
                      <Tag.Label>{r}</Tag.Label>
                    </Tag.Root>
                  ))}
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <Tag.Root
                  size="sm"
                  variant={a.disabled ? 'outline' : 'subtle'}
                  colorPalette={a.disabled ? 'gray' : 'green'}
                >
                  <Tag.Label>{a.disabled ? 'Disabled' : 'Active'}</Tag.Label>
                </Tag.Root>{' '}
                {a.twoFactor ? (
                  <Tag.Root size="sm" variant="subtle" colorPalette="purple">
                    <Tag.Label>Two-factor</Tag.Label>
                  </Tag.Root>
                ) : null}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(a.createdAt)}</Table.Cell>
              <Table.Cell>
                <HStack justify="flex-end" gap={2}>
                  {open === 'disable' ? (
                    <>
                      <Button
                        size="xs"
                        colorPalette="red"
                        bg="red.600"
                        color="white"
                        loading={busy}
                        onClick={() => void setDisabled(a.username, true)}
                      >
                        Disable {a.username}
                      </Button>
                      <Button size="xs" variant="ghost" onClick={() => setPending(null)}>
                        Keep
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-expanded={open === 'reset'}
                        onClick={() =>
                          setPending(open ? null : { username: a.username, action: 'reset' })
                        }
                      >
                        Reset password
                      </Button>
                      {a.twoFactor ? (
                        <Button
                          size="xs"
                          variant="outline"
                          loading={busy && pending?.username === a.username}
                          onClick={() => void resetFactor(a.username)}
                        >
                          Reset two-factor
                        </Button>
                      ) : null}
                      {a.username === me ? null : a.disabled ? (
                        <Button
                          size="xs"
                          variant="outline"
                          loading={busy && pending?.username === a.username}
                          onClick={() => void setDisabled(a.username, false)}
                        >
                          Enable
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="outline"
                          color="red.700"
                          onClick={() => setPending({ username: a.username, action: 'disable' })}
                        >
                          Disable
                        </Button>
                      )}
                    </>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
            {open === 'reset' ? (
              <Table.Row bg="brand.50">
                <Table.Cell colSpan={5} py={3}>
                  <PasswordReset
                    username={a.username}
                    onCancel={() => setPending(null)}
                    onDone={(message) => {
                      setPending(null);
                      onChanged(message);
                    }}
                  />
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Fragment>
        );
      })}
    </DeskTable>
  );
}
