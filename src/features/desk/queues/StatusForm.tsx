import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { deskMsg, NOTE_REQUIRED_STATUSES, QUEUES } from '../../../contract/desk';
import { isReopening } from '../../../contract/deadlines';
import { ACCESSIBILITY_CATEGORY, ODR_CASE_PATTERN, ODR_STATUS } from '../../../contract/scores';
import { updateStatus } from '../shell/api';
import { DeskForm } from '../shell/DeskForm';
import { useDeskAction } from '../shell/useDeskAction';
import { istLocalToIso, istLocalValue, statusChangeProblem } from './statusChange';
import type { RecordPanelProps } from './recordPanel';
import { InputField, OptionField, TextareaField } from '../shell/FormFields';

/**
 * Moves a record on. The note is required to close or reject; Frozen asks when the account was
 * actually frozen. The record's version goes along, so a change made meanwhile is refused (409).
 */
export function StatusForm({ queue, record, onSaved }: RecordPanelProps) {
  const reopening = isReopening(queue, record.status);
  // A closed complaint is only reopened (to ODR it goes from Open or In Process).
  const next = QUEUES[queue].statuses.filter(
    (s) => s !== record.status && !(reopening && s === ODR_STATUS),
  );
  const [status, setStatus] = useState<string>(next[0] ?? '');
  const [note, setNote] = useState('');
  // Most freezes are done just before the desk is updated: start from now, editable back to arrival.
  const [frozenAt, setFrozenAt] = useState(() => istLocalValue(new Date()));
  const { message, refuse, busy, run } = useDeskAction();
  const noteRequired = (NOTE_REQUIRED_STATUSES as readonly string[]).includes(status);
  const asksFrozenAt = queue === 'freeze-requests' && status === 'Frozen';
  // SCORES and SMART ODR (docs/contract.md §11): the ODR case number, and an Accessibility
  // complaint's fix, each asked only when the change needs it.
  const [odrCaseNo, setOdrCaseNo] = useState('');
  const [fixReference, setFixReference] = useState('');
  const asksOdrCase = status === ODR_STATUS;
  const asksFix =
    queue === 'complaints' &&
    status === 'Closed' &&
    record.fields.category === ACCESSIBILITY_CATEGORY;
  const noteLabel =
    status === 'Rejected' ? 'Reason for rejecting' : noteRequired ? 'Resolution note' : 'Note';

  const submit = async () => {
    const problem = statusChangeProblem({ status, note, frozenAt, noteRequired, asksFrozenAt });
    if (problem) return refuse(problem);
    if (asksOdrCase && !ODR_CASE_PATTERN.test(odrCaseNo.trim())) {
      return refuse(deskMsg.odrCaseNoInvalid);
    }
    if (asksFix && !fixReference.trim()) return refuse(deskMsg.fixReferenceRequired);
    await run(async () => {
      onSaved(
        await updateStatus(queue, record.key, {
          status,
          note: note.trim() || undefined,
          version: record.version,
          ...(asksFrozenAt ? { frozenAt: istLocalToIso(frozenAt) ?? undefined } : {}),
          ...(asksOdrCase ? { odrCaseNo: odrCaseNo.trim() } : {}),
          ...(asksFix ? { fixReference: fixReference.trim() } : {}),
        }),
      );
      setNote('');
    });
  };

  return (
    <DeskForm
      label="Change status"
      heading={reopening ? 'Reopen the complaint' : 'Change status'}
      message={message}
      busy={busy}
      submitLabel="Save status"
      onSubmit={submit}
    >
      {reopening ? (
        <Text fontSize="sm" color="gray.600">
          Only if the investor is not satisfied with the resolution; say why in the note.
        </Text>
      ) : null}
      <OptionField label="New status" options={next} value={status} onValue={setStatus} />
      {asksFrozenAt ? (
        <InputField
          label="Account frozen at (IST)"
          required
          helper="When the account was actually frozen in the trading system, India time"
          type="datetime-local"
          value={frozenAt}
          min={istLocalValue(new Date(record.receivedAt))}
          max={istLocalValue(new Date())}
          onValue={setFrozenAt}
        />
      ) : null}
      {asksOdrCase ? (
        <InputField
          label="SMART ODR case number"
          required
          helper="As the ODR portal shows it. Both clocks stop; the ODR task opens on the record."
          value={odrCaseNo}
          onValue={setOdrCaseNo}
        />
      ) : null}
      {asksFix ? (
        <InputField
          label="Reference to the fix"
          required
          helper="An Accessibility complaint closes only with the fix named: a ticket, a release or a page"
          value={fixReference}
          onValue={setFixReference}
        />
      ) : null}
      <TextareaField
        label={noteLabel}
        required={noteRequired}
        rows={4}
        value={note}
        onValue={setNote}
        placeholder={
          status === 'Rejected'
            ? 'Why it cannot be done'
            : noteRequired
              ? 'What was done to resolve it'
              : 'Optional'
        }
      />
    </DeskForm>
  );
}
