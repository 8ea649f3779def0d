import type { QueueName, QueueRecord } from '../../../contract/desk';

/** What each panel of a record's page is given: the record, and where its saved self goes. */
export interface RecordPanelProps {
  queue: QueueName;
  record: QueueRecord;
  onSaved: (record: QueueRecord) => void;
}
