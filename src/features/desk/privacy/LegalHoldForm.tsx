import { NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { QUEUE_NAMES, QUEUES, type QueueName } from '../../../contract/desk';
import { legalHoldSchema } from '../../../contract/privacySchemas';
import { DeskField } from '../shell/DeskField';
import { DeskForm } from '../shell/DeskForm';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';
import { setHold } from './privacyCalls';
import { InputField, TextareaField } from '../shell/FormFields';

type Hold = { queue: QueueName; key: string; reason: string };

/** An admin's legal hold on one record, with its reason (audited on the server). */
export function LegalHoldForm({ onSaved }: { onSaved: (message: string) => void }) {
  const [hold, setValues] = useState<Hold>({ queue: 'complaints', key: '', reason: '' });
  const { errors, message, busy, submit } = useCheckedSubmit(legalHoldSchema, async (v: Hold) => {
    const saved = await setHold(v);
    setValues({ ...v, key: '', reason: '' });
    onSaved(`${saved.key} is under a legal hold: the retention sweep will not erase it.`);
  });
  return (
    <DeskForm
      label="Set a legal hold"
      message={message}
      busy={busy}
      submitLabel="Set hold"
      onSubmit={() => submit(hold)}
    >
      <DeskField label="Queue" error={errors.queue} helper="Where the record is.">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={hold.queue}
            onChange={(e) => setValues({ ...hold, queue: e.target.value as QueueName })}
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
      <InputField
        label="Record"
        error={errors.key}
        helper="Its number (CMP-…, FRZ-…) or id."
        value={hold.key}
        onValue={(value) => setValues({ ...hold, key: value })}
      />
      <TextareaField
        label="Reason"
        error={errors.reason}
        helper="The order, inquiry or inspection that requires it."
        value={hold.reason}
        onValue={(value) => setValues({ ...hold, reason: value })}
      />
    </DeskForm>
  );
}
