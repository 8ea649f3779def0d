import { HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { QUEUE_NAMES, QUEUES, type QueueName } from '../../../contract/desk';
import type { BreachInput } from '../../../contract/privacyDesk';
import { breachSchema } from '../../../contract/privacySchemas';
import { DeskForm } from '../shell/DeskForm';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';
import { recordBreach } from './privacyCalls';
import { InputField, TextareaField } from '../shell/FormFields';

const EMPTY = { what: '', foundAt: '', queues: [] as QueueName[], from: '', to: '', records: '' };

/** `complaints/CMP-…` a line: the named records a breach affects. */
function recordsOf(text: string): BreachInput['affects']['records'] {
  return text
    .split(/\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [queue = '', ...key] = line.split('/');
      return { queue: queue as QueueName, key: key.join('/') };
    });
}

/** An admin records a personal-data breach: what, when found, whom it affects. */
export function BreachForm({ onSaved }: { onSaved: (message: string) => void }) {
  const [v, setValues] = useState(EMPTY);
  const { errors, message, busy, submit } = useCheckedSubmit(
    breachSchema,
    async (input: BreachInput) => {
      const saved = await recordBreach(input);
      setValues(EMPTY);
      onSaved(`Breach recorded: ${saved.affectedRecords} records affected. The clocks run.`);
    },
  );
  const toggle = (queue: QueueName, on: boolean) =>
    setValues({ ...v, queues: on ? [...v.queues, queue] : v.queues.filter((q) => q !== queue) });
  const input = (): BreachInput => ({
    what: v.what,
    // The desk's datetime-local is IST wall-clock time (the firm's zone).
    foundAt: v.foundAt ? new Date(`${v.foundAt}:00+05:30`).toISOString() : '',
    affects: {
      queues: v.queues,
      records: recordsOf(v.records),
      ...(v.from ? { receivedFrom: v.from } : {}),
      ...(v.to ? { receivedTo: v.to } : {}),
    },
  });
  return (
    <DeskForm
      label="Record a breach"
      message={message ?? errors.affects ?? errors['affects.records'] ?? null}
      busy={busy}
      submitLabel="Record breach"
      onSubmit={() => submit(input())}
    >
      <TextareaField
        label="What happened"
        error={errors.what}
        helper="What was exposed and how."
        value={v.what}
        onValue={(value) => setValues({ ...v, what: value })}
      />
      <InputField
        label="Found at (IST)"
        error={errors.foundAt}
        helper="When the firm became aware of it: the clocks run from here."
        type="datetime-local"
        value={v.foundAt}
        onValue={(value) => setValues({ ...v, foundAt: value })}
      />
      <Stack gap={1} role="group" aria-label="Queues affected">
        <Text fontSize="sm" fontWeight="medium">
          Queues affected
        </Text>
        {QUEUE_NAMES.map((q) => (
          // Native checkboxes, as the role picker's: Chakra's Checkbox would add its recipe to
          // the runtime every desk and kiosk screen loads (src/app/chakraBase.ts).
          <HStack as="label" key={q} gap={2} fontSize="sm">
            <input
              type="checkbox"
              name="queues"
              value={q}
              checked={v.queues.includes(q)}
              onChange={(e) => toggle(q, e.currentTarget.checked)}
            />
            <span>{QUEUES[q].title}</span>
          </HStack>
        ))}
      </Stack>
      <InputField
        label="Received from"
        error={errors['affects.receivedFrom']}
        helper="The queues' records received from this day (IST); empty: from the first."
        type="date"
        value={v.from}
        onValue={(value) => setValues({ ...v, from: value })}
      />
      <InputField
        label="Received to"
        error={errors['affects.receivedTo']}
        helper="Up to and including this day; empty: up to now."
        type="date"
        value={v.to}
        onValue={(value) => setValues({ ...v, to: value })}
      />
      <TextareaField
        label="Named records"
        error={undefined}
        helper="One a line, as queue/number: complaints/CMP-7K4Q-9XTD."
        value={v.records}
        onValue={(value) => setValues({ ...v, records: value })}
      />
    </DeskForm>
  );
}
