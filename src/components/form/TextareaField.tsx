import { Textarea } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';
import { controlStyle } from './controlStyle';
import { visibleError } from './visibleError';

/** A multi-line text bound to a react-final-form field; spans both desktop columns. */
export function TextareaField({
  name,
  rows = 4,
  autoComplete = 'off',
  placeholder,
  ...frame
}: FieldFrameProps & { name: string; rows?: number; autoComplete?: string; placeholder?: string }) {
  const { input, meta } = useField<string>(name, {
    subscription: {
      value: true,
      error: true,
      submitError: true,
      touched: true,
      dirtySinceLastSubmit: true,
    },
  });
  return (
    <FieldFrame wide {...frame} error={visibleError(meta)}>
      {(a11y) => (
        <Textarea
          {...input}
          value={input.value ?? ''}
          rows={rows}
          size="xl"
          {...controlStyle}
          autoComplete={autoComplete}
          placeholder={placeholder}
          autoresize
          {...a11y}
        />
      )}
    </FieldFrame>
  );
}
