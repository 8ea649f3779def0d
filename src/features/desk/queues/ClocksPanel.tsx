import { Box, Field, Grid, Heading, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ODR_OUTCOMES, ODR_PARTICIPATION } from '../../../contract/scores';
import { OptionSelect } from '../../../components/OptionSelect';
import { saveOdrTask } from '../shell/api';
import { DeskForm } from '../shell/DeskForm';
import { formatDateTime } from '../shell/format';
import { useDeskAction } from '../shell/useDeskAction';
import type { RecordPanelProps } from './recordPanel';

/** One clock: its name, when it runs out and where it stands. */
function Clock({ name, due, state }: { name: string; due: string; state: string }) {
  return (
    <>
      <Text as="dt" color="gray.600">
        {name}
      </Text>
      <Text as="dd">
        {due} · <strong>{state}</strong>
      </Text>
    </>
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
  const firm = record.dueAt
    ? { due: formatDateTime(record.dueAt), state: record.overdue ? 'overdue' : 'running' }
    : { due: '—', state: 'stopped' };
  return (
    <Box layerStyle="card" p={5} as="section" aria-labelledby="clocks-heading">
      <Heading as="h2" size="md" color="brand.800" mb={3} id="clocks-heading">
        {odr ? 'Clocks and SMART ODR' : 'Clocks'}
      </Heading>
      <Grid as="dl" templateColumns="max-content 1fr" columnGap={6} rowGap={2}>
        <Clock name="Firm (21 days)" due={firm.due} state={firm.state} />
        {scores ? (
          <Clock
            name="SCORES (21 days)"
            due={`${scores.dueOn} (IST, to the day's end)`}
            state={scores.stopped ? 'stopped' : scores.overdue ? 'overdue' : 'running'}
          />
        ) : null}
        {odr ? (
          <>
            <Text as="dt" color="gray.600">
              ODR case
            </Text>
            <Text as="dd" fontFamily="mono">
              {odr.caseNo} · since {formatDateTime(odr.movedAt)}
            </Text>
          </>
        ) : null}
      </Grid>
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
        heading="ODR task"
        message={message}
        busy={busy}
        submitLabel="Save ODR task"
        onSubmit={submit}
      >
        <Field.Root>
          <Field.Label>Our participation</Field.Label>
          <OptionSelect
            options={ODR_PARTICIPATION}
            value={participation}
            onChange={(e) => setParticipation(e.currentTarget.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Conciliation date (IST)</Field.Label>
          <Input
            type="date"
            value={conciliationDate}
            onChange={(e) => setConciliationDate(e.currentTarget.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Outcome</Field.Label>
          <OptionSelect
            options={ODR_OUTCOMES}
            value={outcome}
            onChange={(e) => setOutcome(e.currentTarget.value)}
          />
        </Field.Root>
      </DeskForm>
    </Box>
  );
}
