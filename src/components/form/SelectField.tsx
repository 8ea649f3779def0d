import { isKiosk } from '../../lib/kioskMode';
import { OptionSelect } from '../OptionSelect';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';
import { controlLook } from './controlStyle';
import { TouchChoices } from './TouchChoices';
import { useFormField } from './useFormField';

/**
 * A native select (the phone's own picker, big and familiar) bound to a react-final-form field.
 * `placeholder` is the blank first option; choosing it leaves the field empty. On the kiosk, a
 * touch list of the same options instead (TouchChoices), with no blank row.
 */
export function SelectField({
  name,
  options,
  placeholder,
  optionLabel,
  ...frame
}: FieldFrameProps & {
  name: string;
  options: readonly string[];
  placeholder: string;
  /** Words an option in the visitor's language; the posted value stays the contract's own. */
  optionLabel?: (option: string) => string;
}) {
  const { input, error } = useFormField(name);
  return (
    <FieldFrame {...frame} error={error}>
      {(a11y) =>
        isKiosk ? (
          <TouchChoices
            input={input}
            options={options}
            label={frame.label}
            optionLabel={optionLabel ?? ((option) => option)}
            invalid={Boolean(error)}
            {...a11y}
          />
        ) : (
          <OptionSelect
            options={options}
            label={optionLabel}
            {...input}
            placeholder={placeholder}
            size="xl"
            css={controlLook}
            {...a11y}
          />
        )
      }
    </FieldFrame>
  );
}
