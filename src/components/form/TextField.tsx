import { Input, type InputProps } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';
import { controlStyle } from './controlStyle';
import { visibleError } from './visibleError';

type InputAttributes = Pick<
  InputProps,
  'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'placeholder' | 'list' | 'enterKeyHint'
>;

/** A one-line input bound to a react-final-form field. */
export function TextField({
  name,
  type = 'text',
  ...props
}: FieldFrameProps & InputAttributes & { name: string }) {
  const { input, meta } = useField<string>(name, {
    subscription: {
      value: true,
      error: true,
      submitError: true,
      touched: true,
      dirtySinceLastSubmit: true,
    },
  });
  const { label, required, helperText, wide, ...inputProps } = props;
  return (
    <FieldFrame
      label={label}
      required={required}
      helperText={helperText}
      wide={wide}
      error={visibleError(meta)}
    >
      {(a11y) => (
        <Input
          {...input}
          value={input.value ?? ''}
          type={type}
          size="xl"
          {...controlStyle}
          {...inputProps}
          {...a11y}
        />
      )}
    </FieldFrame>
  );
}
