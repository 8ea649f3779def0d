import { Box, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { deskMsg, type QueueName } from '../../../contract/desk';
import { linkDuplicate } from '../shell/api';
import { DeskForm } from '../shell/DeskForm';
import { deskPaths } from '../shell/paths';
import { useDeskAction } from '../shell/useDeskAction';
import type { RecordPanelProps } from './recordPanel';

const RecordLink = ({ queue, recordKey }: { queue: QueueName; recordKey: string }) => (
  <Link asChild fontFamily="mono" color="brand.700">
    <RouterLink to={deskPaths.record(queue, recordKey)}>{recordKey}</RouterLink>
  </Link>
);

/**
 * Duplicates (docs/contract.md §11): a record of the same investor's same grievance is linked to
 * the first one, which the SEBI tables count and whose close closes it; or unlinked again.
 */
export function DuplicatePanel({
  queue,
  record,
  open,
  onSaved,
}: RecordPanelProps & {
  /** Only open records are linked or unlinked. */
  open: boolean;
}) {
  const [of, setOf] = useState('');
  const { message, refuse, busy, run } = useDeskAction();
  const linked = record.duplicateOf;
  const save = (target: string | null) =>
    run(async () =>
      onSaved(await linkDuplicate(queue, record.key, { of: target, version: record.version })),
    );
  const submit = async () => {
    if (linked) return save(null);
    if (!of.trim()) return refuse(deskMsg.duplicateKeyRequired);
    return save(of.trim());
  };
  const duplicates = record.duplicates ?? [];
  // Nothing to change: the first record of duplicates, or a finished one, only says what it is.
  if (!open || duplicates.length) {
    if (!linked && !duplicates.length) return null;
    return (
      <Box layerStyle="card" p={5} as="section" aria-labelledby="duplicates-heading">
        <Heading as="h2" size="md" color="brand.800" mb={3} id="duplicates-heading">
          Duplicates
        </Heading>
        {linked ? (
          <Text>
            Duplicate of <RecordLink queue={queue} recordKey={linked} />: counted once, as that
            record.
          </Text>
        ) : (
          <Stack gap={1} align="start">
            <Text>Its duplicates, closed with it and counted once:</Text>
            {duplicates.map((key) => (
              <RecordLink key={key} queue={queue} recordKey={key} />
            ))}
          </Stack>
        )}
      </Box>
    );
  }
  return (
    <DeskForm
      label="Duplicates"
      message={message}
      busy={busy}
      submitLabel={linked ? 'Unlink' : 'Link as duplicate'}
      onSubmit={submit}
    >
      {linked ? (
        <Text>
          Duplicate of <RecordLink queue={queue} recordKey={linked} />: counted once, as that
          record, and closed with it.
        </Text>
      ) : (
        <Field.Root>
          <Field.Label>Duplicate of (reference)</Field.Label>
          <Input value={of} onChange={(e) => setOf(e.currentTarget.value)} fontFamily="mono" />
          <Field.HelperText>The same investor's same grievance, registered first</Field.HelperText>
        </Field.Root>
      )}
    </DeskForm>
  );
}
