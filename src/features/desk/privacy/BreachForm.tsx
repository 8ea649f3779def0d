import { HStack, Stack, Text } from '@chakra-ui/react';
import { QUEUE_NAMES, QUEUES, type QueueName } from '../../../contract/desk';
import type { BreachInput } from '../../../contract/privacyDesk';
import { breachSchema } from '../../../contract/privacySchemas';
import { DeskForm } from '../shell/DeskForm';
import { recordBreach } from './privacyCalls';
import { InputField, TextareaField } from '../shell/FormFields';
import { useDeskForm } from '../shell/useDeskForm';

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
  const { values, setValues, bind, errors, message, busy, submit } = useDeskForm(
    EMPTY,
    breachSchema,
    async (input: BreachInput, reset) => {
      const saved = await recordBreach(input);
      reset(EMPTY);
      onSaved(`Breach recorded: ${saved.affectedRecords} records affected. The clocks run.`);
    },
  );
  const toggle = (queue: QueueName, on: boolean) =>
    setValues({
      ...values,
      queues: on ? [...values.queues, queue] : values.queues.filter((q) => q !== queue),
    });
  const input = (): BreachInput => ({
    what: values.what,
    // The desk's datetime-local is IST wall-clock time (the firm's zone).
    foundAt: values.foundAt ? new Date(`${values.foundAt}:00+05:30`).toISOString() : '',
    affects: {
      queues: values.queues,
      records: recordsOf(values.records),
      ...(values.from ? { receivedFrom: values.from } : {}),
      ...(values.to ? { receivedTo: values.to } : {}),
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
      <TextareaField label="What happened" helper="What was exposed and how." {...bind('what')} />
      <InputField
        label="Found at (IST)"
        helper="When the firm became aware of it: the clocks run from here."
        type="datetime-local"
        {...bind('foundAt')}
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
              checked={values.queues.includes(q)}
              onChange={(e) => toggle(q, e.currentTarget.checked)}
            />
            <span>{QUEUES[q].title}</span>
          </HStack>
        ))}
      </Stack>
      <InputField
        label="Received from"
        helper="The queues' records received from this day (IST); empty: from the first."
        type="date"
        {...bind('from', 'affects.receivedFrom')}
      />
      <InputField
        label="Received to"
        helper="Up to and including this day; empty: up to now."
        type="date"
        {...bind('to', 'affects.receivedTo')}
      />
      <TextareaField
        label="Named records"
        helper="One a line, as queue/number: complaints/CMP-7K4Q-9XTD."
        {...bind('records')}
      />
    </DeskForm>
  );
}
