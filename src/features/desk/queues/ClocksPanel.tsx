import { Box, HStack, Heading, Stack, Tag, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ODR_OUTCOMES, ODR_PARTICIPATION } from '../../../contract/scores';
import { saveOdrTask } from '../shell/api';
import { DeskForm } from '../shell/DeskForm';
import { formatDateTime, formatDay } from '../shell/format';
import { useDeskAction } from '../shell/useDeskAction';
import type { RecordPanelProps } from './recordPanel';
import { InputField, OptionField } from '../shell/FormFields';

type ClockState = 'running' | 'overdue' | 'stopped';

/** Where a clock stands, in words and colour (never colour alone). */
const STATE_PALETTE: Record<ClockState, string> = {
  running: 'green',
  overdue: 'red',
  stopped: 'gray',
};

/**
 * One clock on a line of its own: its name and when it runs out on the left, where it stands on
 * the right, so a long date never wraps under the state.
 */
function Clock({ name, due, state }: { name: string; due: string; state: ClockState }) {
  return (
    <HStack as="li" justify="space-between" align="start" gap={3}>
      <Box minW={0}>
        <Text fontWeight="medium">{name}</Text>
        <Text fontSize="sm" color="gray.700">
          Due {due}
        </Text>
      </Box>
      <Tag.Root
        size="md"
        colorPalette={STATE_PALETTE[state]}
        variant={state === 'overdue' ? 'solid' : 'subtle'}
        flexShrink={0}
      >
        <Tag.Label>{state}</Tag.Label>
      </Tag.Root>
    </HStack>
  );
}

/**
 * Both clocks of a complaint from SCORES (the firm's 21 days from registration, SCORES' 21 days
 * from its forwarding), and the ODR task of one moved to SMART ODR (docs/contract.md §11).
 */
export function ClocksPanel({
  record,
  canWrite,
  onSaved,
}: Omit<RecordPanelProps, 'queue'> & { canWrite: boolean }) {
  const { scoresClock: scores, odr } = record;
  if (!scores && !odr) return null;
  const firm: { due: string; state: ClockState } = record.dueAt
    ? { due: formatDateTime(record.dueAt), state: record.overdue ? 'overdue' : 'running' }
    : { due: '—', state: 'stopped' };
  return (
    <Box layerStyle="card" p={5} as="section" aria-labelledby="clocks-heading">
      <Heading as="h2" size="md" color="brand.800" mb={3} id="clocks-heading">
        {odr ? 'Clocks and SMART ODR' : 'Clocks'}
      </Heading>
      <Stack as="ul" listStyleType="none" gap={3}>
        <Clock name="Firm (21 days)" due={firm.due} state={firm.state} />
        {scores ? (
          <Clock
            name="SCORES (21 days)"
            due={`${formatDay(scores.dueOn)}, end of day (IST)`}
            state={scores.stopped ? 'stopped' : scores.overdue ? 'overdue' : 'running'}
          />
        ) : null}
      </Stack>
      {odr ? (
        <Box mt={3} pt={3} borderTopWidth="1px" borderColor="gray.200">
          <Text fontWeight="medium">SMART ODR case</Text>
          <Text fontFamily="mono">{odr.caseNo}</Text>
          <Text fontSize="sm" color="gray.700">
            Since {formatDateTime(odr.movedAt)}
          </Text>
        </Box>
      ) : null}
      {odr && canWrite ? <OdrTaskForm record={record} onSaved={onSaved} /> : null}
      {odr && !canWrite ? (
        <Text mt={3}>
          {odr.participation}; conciliation {odr.conciliationDate ?? 'not fixed'}; {odr.outcome}
        </Text>
      ) : null}
    </Box>
  );
}

function OdrTaskForm({ record, onSaved }: Omit<RecordPanelProps, 'queue'>) {
  const odr = record.odr!;
  const [participation, setParticipation] = useState<string>(odr.participation);
  const [conciliationDate, setConciliationDate] = useState(odr.conciliationDate ?? '');
  const [outcome, setOutcome] = useState<string>(odr.outcome);
  const { message, busy, run } = useDeskAction();
  const submit = () =>
    run(async () =>
      onSaved(
        await saveOdrTask(record.key, {
          participation,
          conciliationDate,
          outcome,
          version: record.version,
        }),
      ),
    );
  return (
    <Box mt={4}>
      <DeskForm
        label="ODR task"
        message={message}
        busy={busy}
        submitLabel="Save ODR task"
        onSubmit={submit}
      >
        <OptionField
          label="Our participation"
          options={ODR_PARTICIPATION}
          value={participation}
          onValue={setParticipation}
        />
        <InputField
          label="Conciliation date (IST)"
          type="date"
          value={conciliationDate}
          onValue={setConciliationDate}
        />
        <OptionField label="Outcome" options={ODR_OUTCOMES} value={outcome} onValue={setOutcome} />
      </DeskForm>
    </Box>
  );
}
