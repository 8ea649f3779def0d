// An item's publish and unpublish times on the content desk (docs/contract.md §13e): set in India's
// time, checked with the contract's schema before they are sent (the server runs the same).
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ContentDetail, ContentKind } from '../../../contract/contentDesk';
import { scheduleSchema, type ContentSchedule } from '../../../contract/schedule';
import { saveSchedule } from './contentApi';
import { DeskForm } from '../shell/DeskForm';
import { scheduleSummary } from './scheduleSummary';
import { InputField } from '../shell/FormFields';
import { useDeskForm } from '../shell/useDeskForm';

const IST_MS = 5.5 * 3_600_000;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** A stored time as the input shows it, in India's time (`2026-12-01T10:00`). */
const toInput = (iso?: string) =>
  iso ? new Date(Date.parse(iso) + IST_MS).toISOString().slice(0, 16) : '';
/** The input's time in India as sent (`2026-12-01T10:00:00+05:30`); anything else as typed. */
const fromInput = (value: string) => (LOCAL.test(value) ? `${value}:00+05:30` : value);

export function ScheduleForm<K extends ContentKind>({
  kind,
  id,
  schedule = {},
  onSaved,
}: {
  kind: K;
  id: string;
  schedule?: ContentSchedule;
  onSaved: (detail: ContentDetail<K>) => void;
}) {
  const [saved, setSaved] = useState<string | null>(null);
  const {
    values: inputs,
    bind,
    message,
    busy,
    submit,
  } = useDeskForm(
    { publishAt: toInput(schedule.publishAt), unpublishAt: toInput(schedule.unpublishAt) },
    scheduleSchema(new Date(), schedule),
    async (times: ContentSchedule) => {
      const detail = await saveSchedule(kind, id, times);
      setSaved(scheduleSummary(detail.schedule) || 'No times set: shown once published.');
      onSaved(detail);
    },
  );
  return (
    <DeskForm
      label="Schedule"
      message={message}
      busy={busy}
      submitLabel="Save schedule"
      onSubmit={() =>
        submit({
          publishAt: fromInput(inputs.publishAt),
          unpublishAt: fromInput(inputs.unpublishAt),
        })
      }
    >
      <Text fontSize="sm" color="gray.600">
        Visitors see the published (and, where required, approved) version only between these times,
        in India’s time. Leave a field empty for at once or never.
      </Text>
      <InputField
        label="Publish at (IST)"
        helper="Before it, visitors do not see the item."
        type="datetime-local"
        {...bind('publishAt')}
      />
      <InputField
        label="Unpublish at (IST)"
        helper="From it on, the item leaves the site; its versions stay here."
        type="datetime-local"
        {...bind('unpublishAt')}
      />
      {saved ? (
        <Text role="status" fontSize="sm" color="green.700">
          {saved}
        </Text>
      ) : null}
    </DeskForm>
  );
}
