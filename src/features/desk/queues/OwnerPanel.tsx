import { Button, Field, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { OptionSelect } from '../../../components/OptionSelect';
import { fetchOwners, setOwner } from '../shell/api';
import { DeskForm } from '../shell/DeskForm';
import { useDeskAction } from '../shell/useDeskAction';
import { useLoad } from '../shell/useLoad';
import type { RecordPanelProps } from './recordPanel';

/**
 * Who works the record (docs/contract.md §11, Owners and notes): Take gives it to the person
 * signed in, Assign to anyone who works the queue (a hand-over when it has an owner). The
 * record's version goes along, so whoever takes it first wins and the other is told (409).
 */
export function OwnerPanel({ queue, record, me, onSaved }: RecordPanelProps & { me: string }) {
  const [owners] = useLoad(() => fetchOwners(queue), queue);
  const choices =
    owners.state === 'ready' ? owners.data.data.filter((o) => o !== record.owner) : [];
  const [picked, setPicked] = useState('');
  const { message, refuse, busy, run } = useDeskAction();
  const give = async (owner: string) => {
    if (!owner) return refuse('Choose whom to assign it to.');
    await run(async () => {
      onSaved(await setOwner(queue, record.key, { owner, version: record.version }));
      setPicked('');
    });
  };
  return (
    <DeskForm
      label="Owner"
      message={message}
      busy={busy}
      submitLabel={record.owner ? 'Hand over' : 'Assign'}
      onSubmit={() => give(picked || choices[0] || '')}
    >
      <HStack justify="space-between" gap={3} wrap="wrap">
        <Text data-testid="record-owner">
          {record.owner ? (
            <>
              Owned by <strong>{record.owner === me ? `${me} (you)` : record.owner}</strong>
            </>
          ) : (
            'Nobody owns it yet.'
          )}
        </Text>
        {record.owner === me ? null : (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void give(me)}>
            Take it
          </Button>
        )}
      </HStack>
      {choices.length ? (
        <Field.Root>
          <Field.Label>{record.owner ? 'Hand over to' : 'Assign to'}</Field.Label>
          <OptionSelect
            options={choices}
            value={picked || choices[0]}
            onChange={(e) => setPicked(e.currentTarget.value)}
          />
        </Field.Root>
      ) : null}
    </DeskForm>
  );
}
