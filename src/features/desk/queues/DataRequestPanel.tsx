import { Box, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { dataRequestDeskApi, type ErasureAnswer } from '../../../contract/dataRequestDesk';
import type { QueueRecord } from '../../../contract/desk';
import { correctForRequest, eraseForRequest } from '../shell/api';
import { DeskForm } from '../shell/DeskForm';
import { formatDateTime } from '../shell/format';
import { useDeskAction } from '../shell/useDeskAction';

/**
 * A data principal's request worked on its record page (docs/contract.md §7c): what the request
 * asks for decides the card — the copy to download (JSON or PDF), a correction of one field of
 * one of the investor's records, or the erasure (or the withdrawal of consent) and each record's
 * answer.
 */
export function DataRequestPanel({ record }: { record: QueueRecord }) {
  const right = record.fields.right;
  if (right === 'Access') return <CopyCard recordKey={record.key} />;
  if (right === 'Correction') return <CorrectionForm recordKey={record.key} />;
  if (right === 'Erasure') return <ErasureForm recordKey={record.key} mode="erasure" />;
  if (right === 'Withdrawal of consent') {
    return <ErasureForm recordKey={record.key} mode="consent" />;
  }
  return null;
}

function CopyCard({ recordKey }: { recordKey: string }) {
  return (
    <Box layerStyle="card" p={5} as="section" aria-labelledby="copy-heading">
      <Heading as="h2" size="md" color="brand.800" mb={3} id="copy-heading">
        Copy of their data
      </Heading>
      <Text fontSize="sm" mb={3}>
        Every record matched by the address the investor proved (and their PAN, if given). Each
        download is audited.
      </Text>
      <Stack direction="row" gap={4}>
        <Link href={dataRequestDeskApi.export(recordKey)} download color="brand.700">
          Download JSON
        </Link>
        <Link href={dataRequestDeskApi.exportPdf(recordKey)} download color="brand.700">
          Download PDF
        </Link>
      </Stack>
    </Box>
  );
}

function CorrectionForm({ recordKey }: { recordKey: string }) {
  const [input, setInput] = useState({ queue: '', key: '', field: '', value: '', version: '' });
  const [done, setDone] = useState<string | null>(null);
  const { message, busy, run } = useDeskAction();
  const set = (name: keyof typeof input) => (e: { target: { value: string } }) =>
    setInput({ ...input, [name]: e.target.value });
  const submit = () =>
    run(async () => {
      setDone(null);
      const saved = await correctForRequest(recordKey, {
        ...input,
        version: Number(input.version),
      });
      setDone(`Corrected: ${saved.key}, version ${saved.version}.`);
    });
  const fields = [
    ['queue', 'Queue (e.g. complaints)'],
    ['key', 'Record (its number or id)'],
    ['field', 'Field (e.g. address)'],
    ['value', 'Corrected value'],
    ['version', 'Version of the record you read'],
  ] as const;
  return (
    <DeskForm
      label="Correct their data"
      message={message}
      busy={busy}
      submitLabel="Correct"
      onSubmit={submit}
    >
      {fields.map(([name, label]) => (
        <Field.Root key={name}>
          <Field.Label>{label}</Field.Label>
          <Input name={name} value={input[name]} onChange={set(name)} />
        </Field.Root>
      ))}
      {done ? <Text role="status">{done}</Text> : null}
    </DeskForm>
  );
}

/** The two answers that erase: an erasure, or a withdrawal of consent (docs/contract.md §7c). */
const ERASING = {
  erasure: {
    label: 'Erase their data',
    submit: 'Erase what may be erased',
    says: 'Records past their retention and under no hold are erased now; every other is kept, with the reason and the date it can be erased, to tell the investor.',
  },
  consent: {
    label: 'Withdraw their consent',
    submit: 'Erase what was kept on consent',
    says: 'Records kept on their consent alone (feedback, messages, barrier and fraud reports) are erased now, open or not, unless a hold keeps them; records kept on a legal ground are kept, with the reason and the date.',
  },
} as const;

function ErasureForm({ recordKey, mode }: { recordKey: string; mode: keyof typeof ERASING }) {
  const [answer, setAnswer] = useState<ErasureAnswer | null>(null);
  const { message, busy, run } = useDeskAction();
  const submit = () => run(async () => setAnswer(await eraseForRequest(recordKey, mode)));
  const words = ERASING[mode];
  return (
    <DeskForm
      label={words.label}
      message={message}
      busy={busy}
      submitLabel={words.submit}
      onSubmit={submit}
    >
      <Text fontSize="sm">{words.says}</Text>
      {answer ? (
        <Stack as="ul" gap={2} aria-label="Erasure answer" listStyleType="none">
          {answer.outcomes.map((o) => (
            <Box as="li" key={`${o.queue}/${o.key}`}>
              <Text fontWeight="semibold">
                {o.queue} {o.key}: {o.erased ? 'erased' : 'kept'}
              </Text>
              <Text fontSize="sm">
                {o.reason}
                {!o.erased && o.erasableFrom
                  ? ` Erasable from ${formatDateTime(o.erasableFrom)}.`
                  : ''}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : null}
    </DeskForm>
  );
}
