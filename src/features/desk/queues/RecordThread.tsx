import type { ComponentType } from 'react';
import type { QueueName, QueueRecord } from '../../../contract/desk';
import { TextComposer } from '../shell/TextComposer';
import type { RecordPanelProps } from './recordPanel';

/** What a record's thread panel is given (NotesPanel, ConversationPanel). */
export type ThreadPanelProps = RecordPanelProps & { canWrite: boolean };

/** A thread's words: its heading, whom its texts reach, its field and button, and their check. */
export type ThreadWording = Pick<
  Parameters<typeof TextComposer>[0],
  'heading' | 'hint' | 'schema' | 'fieldLabel' | 'submitLabel'
>;

/** A thread: its words, how its texts so far are listed, and the call that posts a new one. */
interface Thread {
  wording: ThreadWording;
  List: ComponentType<{ record: QueueRecord }>;
  post: (queue: QueueName, key: string, text: string) => Promise<QueueRecord>;
}

/**
 * The panel of one of a record's threads of short texts (its notes, its messages with the
 * investor): the texts so far, and, for staff who may write, a new one posted on the record, whose
 * saved self goes to `onSaved`.
 */
export function recordThread({ wording, List, post }: Thread) {
  return function ThreadPanel({ queue, record, canWrite, onSaved }: ThreadPanelProps) {
    return (
      <TextComposer
        {...wording}
        thread={<List record={record} />}
        canWrite={canWrite}
        send={async (text) => onSaved(await post(queue, record.key, text))}
      />
    );
  };
}
