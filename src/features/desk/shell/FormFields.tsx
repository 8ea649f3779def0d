import { Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { OptionSelect } from '../../../components/OptionSelect';
import { DeskField } from './DeskField';

/** What DeskField takes besides its control. */
type FieldFrame = Omit<ComponentProps<typeof DeskField>, 'children'>;

/** A desk form's one-line field (DeskField with its input): `onValue` gets the text typed. */
export function InputField({
  label,
  required,
  error,
  helper,
  onValue,
  ...input
}: FieldFrame & { value: string; onValue: (value: string) => void } & Omit<
    InputProps,
    'value' | 'onChange' | 'required'
  >) {
  return (
    <DeskField label={label} required={required} error={error} helper={helper}>
      <Input {...input} onChange={(e) => onValue(e.currentTarget.value)} />
    </DeskField>
  );
}

/** A desk form's field of several lines (DeskField with its textarea): `onValue` gets the text. */
export function TextareaField({
  label,
  required,
  error,
  helper,
  onValue,
  ...textarea
}: FieldFrame & { value: string; onValue: (value: string) => void } & Omit<
    TextareaProps,
    'value' | 'onChange' | 'required'
  >) {
  return (
    <DeskField label={label} required={required} error={error} helper={helper}>
      <Textarea {...textarea} onChange={(e) => onValue(e.currentTarget.value)} />
    </DeskField>
  );
}

/** A desk form's choice among plain options (DeskField with an OptionSelect). */
export function OptionField<T extends string>({
  label,
  required,
  error,
  helper,
  options,
  value,
  onValue,
}: FieldFrame & { options: readonly T[]; value: T; onValue: (value: T) => void }) {
  return (
    <DeskField label={label} required={required} error={error} helper={helper}>
      <OptionSelect
        options={options}
        value={value}
        onChange={(e) => onValue(e.currentTarget.value as T)}
      />
    </DeskField>
  );
}
