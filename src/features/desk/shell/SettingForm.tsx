import { Text, type InputProps } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { DeskForm } from './DeskForm';
import { useCheckedSubmit } from './useCheckedSubmit';
import { InputField } from './FormFields';

/** The saved setting as the server answered: what the field shows now, and what the desk says. */
export interface SettingSaved {
  shown: string;
  message: string;
}

/**
 * An admin's one-value setting, declared once (staff/settings.ts, clocks/complianceOfficer.ts): its form's
 * label and button, a note on what it does, its field, the contract's schema that checks it under
 * `name`, and how it is read and saved.
 */
export interface Setting<N extends string, V> {
  label: string;
  submitLabel: string;
  note: ReactNode;
  schema: AnyObjectSchema;
  /** The setting's name in the schema and in the field's errors. */
  name: N;
  field: { label: string; helper: string } & Pick<InputProps, 'type' | 'inputMode'>;
  /** Fetches the value shown first (kept blank when that fails); without it the page gives it. */
  load?: () => Promise<string>;
  /** The field's text as the value the schema checks and `save` sends. */
  parse: (text: string) => V;
  save: (value: V) => Promise<SettingSaved>;
}

/**
 * The form of one setting: the note, the field, checked with the contract's schema and saved;
 * the saved value is shown and `onSaved` is told what changed.
 */
export function SettingForm<N extends string, V>({
  setting: { label, submitLabel, note, schema, name, field, load, parse, save },
  initial = '',
  onSaved,
}: {
  setting: Setting<N, V>;
  /** The value shown first when the setting has no `load` of its own. */
  initial?: string;
  onSaved: (message: string) => void;
}) {
  const [text, setText] = useState(initial);
  useEffect(() => {
    load?.().then(setText, () => undefined);
  }, [load]);
  const { errors, message, busy, submit } = useCheckedSubmit(
    schema,
    async (values: Record<N, V>) => {
      const saved = await save(values[name]);
      setText(saved.shown);
      onSaved(saved.message);
    },
  );
  return (
    <DeskForm
      label={label}
      message={message}
      busy={busy}
      submitLabel={submitLabel}
      onSubmit={() => submit({ [name]: parse(text) } as Record<N, V>)}
    >
      <Text fontSize="sm" color="gray.600">
        {note}
      </Text>
      <InputField {...field} error={errors[name]} value={text} onValue={setText} />
    </DeskForm>
  );
}
