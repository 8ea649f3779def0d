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
 * An admin's one-value setting (the session lifetime, the unused-account days, the compliance
 * officer's address): a note on what it does, its field, checked with the contract's schema under
 * `name` and saved; the saved value is shown and `onSaved` is told what changed.
 */
export function SettingForm<N extends string, V>({
  label,
  submitLabel,
  note,
  schema,
  name,
  field,
  initial = '',
  load,
  parse,
  save,
  onSaved,
}: {
  label: string;
  submitLabel: string;
  note: ReactNode;
  schema: AnyObjectSchema;
  /** The setting's name in the schema and in the field's errors. */
  name: N;
  field: { label: string; helper: string } & Pick<InputProps, 'type' | 'inputMode'>;
  /** The value shown first; or `load` fetches it (kept blank when that fails). */
  initial?: string;
  load?: () => Promise<string>;
  /** The field's text as the value the schema checks and `save` sends. */
  parse: (text: string) => V;
  save: (value: V) => Promise<SettingSaved>;
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
