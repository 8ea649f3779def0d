import { useState } from 'react';
import { deskMsg } from '../../../contract/desk';
import { COMPLAINT_CATEGORIES } from '../../../contract/scores';
import { changeCategory } from '../shell/api';
import { DeskForm } from '../shell/DeskForm';
import { useDeskAction } from '../shell/useDeskAction';
import type { RecordPanelProps } from './recordPanel';
import { OptionField, TextareaField } from '../shell/FormFields';

/**
 * A complaint's SCORES category changed after registration, with the reason (docs/contract.md §11,
 * Category): kept in the record's history and the audit; the dashboard and the Accessibility close
 * rule read the category it has now. An open complaint only.
 */
export function CategoryPanel({ record, onSaved }: Omit<RecordPanelProps, 'queue'>) {
  const current = typeof record.fields.category === 'string' ? record.fields.category : '';
  const [category, setCategory] = useState(current || COMPLAINT_CATEGORIES[0]);
  const [reason, setReason] = useState('');
  const { message, refuse, busy, run } = useDeskAction();
  const submit = async () => {
    if (!reason.trim()) return refuse(deskMsg.categoryReasonRequired);
    return run(async () => {
      onSaved(
        await changeCategory(record.key, {
          category,
          reason: reason.trim(),
          version: record.version,
        }),
      );
      setReason('');
    });
  };
  return (
    <DeskForm
      label="Category"
      message={message}
      busy={busy}
      submitLabel="Change category"
      onSubmit={submit}
    >
      <OptionField
        label={`SCORES category (now: ${current || 'not categorised'})`}
        options={COMPLAINT_CATEGORIES}
        value={category}
        onValue={setCategory}
      />
      <TextareaField label="Why it changes" value={reason} rows={2} onValue={setReason} />
    </DeskForm>
  );
}
