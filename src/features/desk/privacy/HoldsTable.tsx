import { Button, HStack, Input, Table, Tag } from '@chakra-ui/react';
import { useState } from 'react';
import { QUEUES } from '../../../contract/desk';
import type { LegalHoldView } from '../../../contract/privacyDesk';
import { DeskTable } from '../shell/DeskTable';
import { answerProblems } from '../shell/fieldErrors';
import { formatDateTime } from '../shell/format';
import { liftHold } from './privacyCalls';

function LiftHold({
  hold,
  onDone,
}: {
  hold: LegalHoldView;
  onDone: (text: string, failed?: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const lift = async () => {
    setBusy(true);
    try {
      await liftHold(hold.id, reason);
      onDone(`The hold on ${hold.key} is lifted.`);
    } catch (err) {
      onDone(answerProblems(err).message, true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap={2}>
      <Input
        size="xs"
        aria-label={`Reason for lifting the hold on ${hold.key}`}
        placeholder="Reason for lifting"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button size="xs" variant="outline" loading={busy} onClick={() => void lift()}>
        Lift
      </Button>
    </HStack>
  );
}

/** The admins' legal holds, active first, each active one lifted here with a reason. */
export function HoldsTable({
  holds,
  onDone,
}: {
  holds: LegalHoldView[];
  onDone: (text: string, failed?: boolean) => void;
}) {
  return (
    <DeskTable label="Legal holds" columns={['Record', 'Reason', 'Set', 'State', 'Lift']}>
      {holds.map((h) => (
        <Table.Row key={h.id}>
          <Table.Cell fontWeight="semibold">
            {QUEUES[h.queue].title}: {h.key}
          </Table.Cell>
          <Table.Cell>{h.reason}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {formatDateTime(h.setAt)} by {h.setBy}
          </Table.Cell>
          <Table.Cell>
            <Tag.Root
              size="sm"
              variant="subtle"
              colorPalette={h.state === 'active' ? 'orange' : 'gray'}
            >
              <Tag.Label>
                {h.state === 'active' ? 'Active' : `Lifted by ${h.liftedBy}: ${h.liftReason}`}
              </Tag.Label>
            </Tag.Root>
          </Table.Cell>
          <Table.Cell>
            {h.state === 'active' ? <LiftHold hold={h} onDone={onDone} /> : null}
          </Table.Cell>
        </Table.Row>
      ))}
    </DeskTable>
  );
}
