// An item's publish and unpublish times on the content desk (docs/contract.md §13e): set in India's
// time, checked with the contract's schema before they are sent (the server runs the same).
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ContentDetail, ContentKind } from '../../../contract/contentDesk';
import { scheduleSchema, type ContentSchedule } from '../../../contract/schedule';
import { saveSchedule } from './contentApi';
import { DeskForm } from '../shell/DeskForm';
import { scheduleSummary } from '../shell/scheduleSummary';
import { useDeskForm } from '../shell/useDeskForm';
import { ScheduleFields } from '../shell/ScheduleFields';
import { fromScheduleInput as fromInput, toScheduleInput as toInput } from '../shell/scheduleTime';

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
      <ScheduleFields publishAt={bind('publishAt')} unpublishAt={bind('unpublishAt')} />
      {saved ? (
        <Text role="status" fontSize="sm" color="green.700">
          {saved}
        </Text>
      ) : null}
    </DeskForm>
  );
}
