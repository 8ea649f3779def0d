import { Alert, Button, Code, Stack, Table, Tag, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  enrolSchema,
  type KioskEnrolment as Enrolment,
  type KioskKeyIssued,
} from '../../../contract/kioskFleet';
import { enrolKiosk, revokeKioskKey } from '../shell/api';
import { DeskForm } from '../shell/DeskForm';
import { DeskTable } from '../shell/DeskTable';
import { formatDateTime } from '../shell/format';
import { KioskName } from './KioskName';
import { InputField } from '../shell/FormFields';
import { useDeskForm } from '../shell/useDeskForm';

/**
 * The key just issued, shown this once (docs/contract.md §14): the server keeps only its hash, so
 * nothing can show it again; a lost key is revoked and the kiosk enrolled anew.
 */
function IssuedKey({ issued, onDone }: { issued: KioskKeyIssued['data']; onDone: () => void }) {
  return (
    <Alert.Root status="warning" variant="surface" role="status" data-testid="kiosk-key-issued">
      <Alert.Content gap={2}>
        <Alert.Title>Kiosk key for {issued.branchName}: shown only now</Alert.Title>
        <Alert.Description>
          <Stack gap={2}>
            <Code
              data-testid="kiosk-key"
              fontSize="sm"
              p={2}
              wordBreak="break-all"
              userSelect="all"
            >
              {issued.key}
            </Code>
            <Text fontSize="sm">
              Put it into the kiosk&apos;s kiosk.json as <Code>kioskKey</Code> (or the{' '}
              <Code>KIOSK_KEY</Code> variable) and restart the kiosk. The desk cannot show it again:
              if it is lost, revoke it and enrol the kiosk anew.
            </Text>
            <Button size="sm" variant="outline" alignSelf="start" onClick={onDone}>
              Done: hide the key
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Head office enrols a kiosk under its branch: a new kiosk id and its key. */
function EnrolForm({ onIssued }: { onIssued: (issued: KioskKeyIssued['data']) => void }) {
  const {
    values: form,
    bind,
    message,
    busy,
    submit,
  } = useDeskForm(
    { branchName: '' },
    enrolSchema,
    async (values: { branchName: string }, reset) => {
      const issued = await enrolKiosk(values.branchName);
      reset({ branchName: '' });
      onIssued(issued.data);
    },
  );
  return (
    <DeskForm
      label="Enrol a kiosk"
      message={message}
      busy={busy}
      submitLabel="Issue kiosk key"
      onSubmit={() => submit({ branchName: form.branchName.trim() })}
    >
      <InputField
        label="Branch name"
        required
        helper="Where the kiosk is going; the key names a new kiosk id"
        {...bind('branchName')}
        autoComplete="off"
      />
    </DeskForm>
  );
}

/**
 * Kiosk keys (docs/contract.md §14): every enrolment with its state; an admin issues keys (each
 * shown once) and revokes them.
 */
export function KioskEnrolments({
  enrolments,
  admin,
  onChanged,
}: {
  enrolments: Enrolment[];
  admin: boolean;
  onChanged: () => void;
}) {
  const [issued, setIssued] = useState<KioskKeyIssued['data'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const revoke = async (kioskId: string) => {
    setProblem(null);
    try {
      await revokeKioskKey(kioskId);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    }
    onChanged();
  };
  return (
    <Stack gap={3}>
      {admin ? (
        <EnrolForm
          onIssued={(next) => {
            setIssued(next);
            onChanged();
          }}
        />
      ) : null}
      {issued ? <IssuedKey issued={issued} onDone={() => setIssued(null)} /> : null}
      {problem ? (
        <Text role="alert" color="red.700">
          {problem}
        </Text>
      ) : null}
      <DeskTable
        label="Kiosk keys"
        columns={['Branch', 'Issued (IST)', 'Key', ...(admin ? ['Action'] : [])]}
      >
        {enrolments.map((e) => (
          <Table.Row key={e.kioskId} data-testid="kiosk-enrolment">
            <Table.Cell>
              <KioskName kiosk={e} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {formatDateTime(e.issuedAt)} by {e.issuedBy}
            </Table.Cell>
            <Table.Cell>
              {e.revokedAt ? (
                <Text fontSize="sm" color="red.700">
                  Revoked {formatDateTime(e.revokedAt)} by {e.revokedBy}
                </Text>
              ) : (
                <Tag.Root colorPalette="green">
                  <Tag.Label>Valid</Tag.Label>
                </Tag.Root>
              )}
            </Table.Cell>
            {admin ? (
              <Table.Cell>
                {e.revokedAt ? null : (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => void revoke(e.kioskId)}
                  >
                    Revoke key
                  </Button>
                )}
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </DeskTable>
    </Stack>
  );
}
