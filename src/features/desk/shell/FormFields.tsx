import { Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import type { ComponentProps, ComponentType } from 'react';
import { OptionSelect } from '../../../components/OptionSelect';
import { DeskField } from './DeskField';

/** What DeskField takes besides its control. */
type FieldFrame = Omit<ComponentProps<typeof DeskField>, 'children'>;

/** A text field's props: DeskField's, its text and where a new text goes, then its control's. */
type TextFieldProps<Control> = FieldFrame & {
  value: string;
  onValue: (value: string) => void;
} & Omit<Control, 'value' | 'onChange' | 'required'>;

/**
 * A desk form's text field made of its control (DeskField with the control): `onValue` gets the
 * text typed.
 */
function textField<Control extends object>(Control: ComponentType<Control>) {
  return function TextField({
    label,
    required,
    error,
    helper,
    onValue,
    ...control
  }: TextFieldProps<Control>) {
    const onChange = (event: { currentTarget: { value: string } }) =>
      onValue(event.currentTarget.value);
    // TypeScript does not see a generic props type less some keys as that type again (the cast);
    // callers' props are checked against TextFieldProps<Control> all the same.
    return (
      <DeskField label={label} required={required} error={error} helper={helper}>
        <Control {...(control as unknown as Control)} onChange={onChange} />
      </DeskField>
    );
  };
}

/** A desk form's one-line field (DeskField with its input). */
export const InputField = textField<InputProps>(Input);
/** A desk form's field of several lines (DeskField with its textarea). */
export const TextareaField = textField<TextareaProps>(Textarea);

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
