import { NativeSelect } from '@chakra-ui/react';
import { QUEUE_NAMES, QUEUES, type QueueName } from '../../../contract/desk';
import { legalHoldSchema } from '../../../contract/privacySchemas';
import { DeskField } from '../shell/DeskField';
import { DeskForm } from '../shell/DeskForm';
import { setHold } from './privacyCalls';
import { InputField, TextareaField } from '../shell/FormFields';
import { useDeskForm } from '../shell/useDeskForm';

type Hold = { queue: QueueName; key: string; reason: string };
const EMPTY: Hold = { queue: 'complaints', key: '', reason: '' };

/** An admin's legal hold on one record, with its reason (audited on the server). */
export function LegalHoldForm({ onSaved }: { onSaved: (message: string) => void }) {
  const { values, setValues, bind, errors, message, busy, submit } = useDeskForm(
    EMPTY,
    legalHoldSchema,
    async (v: Hold, reset) => {
      const saved = await setHold(v);
      reset({ ...v, key: '', reason: '' });
      onSaved(`${saved.key} is under a legal hold: the retention sweep will not erase it.`);
    },
  );
  return (
    <DeskForm
      label="Set a legal hold"
      message={message}
      busy={busy}
      submitLabel="Set hold"
      onSubmit={() => submit(values)}
    >
      <DeskField label="Queue" error={errors.queue} helper="Where the record is.">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={values.queue}
            onChange={(e) => setValues({ ...values, queue: e.target.value as QueueName })}
          >
            {QUEUE_NAMES.map((q) => (
              <option key={q} value={q}>
                {QUEUES[q].title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </DeskField>
      <InputField label="Record" helper="Its number (CMP-…, FRZ-…) or id." {...bind('key')} />
      <TextareaField
        label="Reason"
        helper="The order, inquiry or inspection that requires it."
        {...bind('reason')}
      />
    </DeskForm>
  );
}
