// What the desk's versioned editors (content items, site data sections) do with their draft
// (docs/contract.md §13, §13c): save it as a new version, publish it (saving first), restore an
// earlier version; busy while one runs, its notice, each field's message from either side, and
// whether the editor shows its fields or the preview.
import { useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { FieldErrors } from '../../../contract/schemas';
import { answerProblems, checkWith } from './fieldErrors';
import type { EditorMode } from './EditorHeader';
import type { Notice } from './NoticeAlert';
import { useDeskAction } from './useDeskAction';

/** What the server answers for a versioned item: its versions, newest first. */
interface Versioned {
  versions: readonly { number: number; state?: string }[];
}

/** An editor's own steps, which the actions run. */
interface DraftEditor<D extends Versioned> {
  /** Saves when there is something new; the item as the server has it, null when refused here. */
  save: () => Promise<D | null>;
  /** Publishes version `number` of the saved item; the server's answer, taken. */
  publish: (saved: D, number: number) => Promise<D>;
  /** Publishes an earlier version again; the server's answer, taken. */
  restore: (number: number) => Promise<D>;
}

/** Whether the server kept a publish for an approver (docs/contract.md §13d). */
const waits = (answer: Versioned) => answer.versions[0]?.state === 'awaiting';
const publishedNotice = (answer: Versioned) =>
  waits(answer)
    ? 'Sent for approval. Visitors see the live version until another person approves it.'
    : 'Published. Visitors see it now.';

/**
 * The state the actions share (the editor's save needs `passes` and `setErrors`), and `actions`,
 * which makes the editor's Save, Publish and Restore handlers from its steps.
 */
export function useDraftActions(initialNotice: Notice | null = null) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(initialNotice);
  const [mode, setMode] = useState<EditorMode>('edit');
  const action = useDeskAction();
  const { busy } = action;

  /** Runs a step: its notice replaced by the step's, a refusal on the fields and as the notice. */
  const run = (step: () => Promise<void>) => {
    setNotice(null);
    return action.run(step, (err) => {
      const answer = answerProblems(err);
      setErrors(answer.errors);
      setNotice({ text: answer.message, failed: true });
    });
  };

  /** Checks a draft with the contract's schema before it is sent: false, with the messages, if not. */
  const passes = (schema: AnyObjectSchema, value: object, message: string) => {
    const problems = checkWith(schema, value);
    setErrors(problems);
    if (Object.keys(problems).length === 0) return true;
    setNotice({ text: message, failed: true });
    setMode('edit');
    return false;
  };

  /**
   * The editor's handlers from its steps: `head` is what EditorHeader takes of them (with the
   * mode and the notice), `restore` what VersionsPanel takes.
   */
  const actions = <D extends Versioned>(editor: DraftEditor<D>) => {
    const onSave = () =>
      run(async () => {
        const next = await editor.save();
        if (next)
          setNotice({ text: `Draft saved as version ${next.versions[0]!.number}.`, failed: false });
      });
    const onPublish = () =>
      run(async () => {
        const next = await editor.save();
        if (!next) return;
        const after = await editor.publish(next, next.versions[0]!.number);
        setNotice({ text: publishedNotice(after), failed: false });
      });
    const onRestore = (number: number) =>
      run(async () => {
        const after = await editor.restore(number);
        setNotice({
          text: waits(after)
            ? `Version ${number} awaits approval, as version ${after.versions[0]!.number}. Visitors see the live version until then.`
            : `Version ${number} is live again, as version ${after.versions[0]!.number}.`,
          failed: false,
        });
      });
    return {
      head: {
        mode,
        onMode: setMode,
        busy,
        notice,
        onSave: () => void onSave(),
        onPublish: () => void onPublish(),
      },
      restore: { busy, onRestore: (number: number) => void onRestore(number) },
    };
  };

  return { errors, setErrors, notice, setNotice, busy, mode, passes, actions };
}
