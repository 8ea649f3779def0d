import { Textarea } from '../staticUi/input';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';
import { controlLook } from './controlStyle';
import { useFormField } from './useFormField';

/** A multi-line text bound to a react-final-form field; spans both desktop columns. */
export function TextareaField({
  name,
  rows = 4,
  autoComplete = 'off',
  placeholder,
  ...frame
}: FieldFrameProps & { name: string; rows?: number; autoComplete?: string; placeholder?: string }) {
  const { input, error } = useFormField(name);
  return (
    <FieldFrame wide {...frame} error={error}>
      {(a11y) => (
        <Textarea
          {...input}
          rows={rows}
          size="xl"
          css={controlLook}
          autoComplete={autoComplete}
          placeholder={placeholder}
          autoresize
          {...a11y}
        />
      )}
    </FieldFrame>
  );
}
