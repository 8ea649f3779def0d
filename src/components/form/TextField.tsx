import { Input, type InputProps } from '@chakra-ui/react';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';
import { controlStyle } from './controlStyle';
import { useFormField } from './useFormField';

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
  const { input, error } = useFormField(name);
  const { label, required, helperText, wide, ...inputProps } = props;
  return (
    <FieldFrame label={label} required={required} helperText={helperText} wide={wide} error={error}>
      {(a11y) => (
        <Input {...input} type={type} size="xl" {...controlStyle} {...inputProps} {...a11y} />
      )}
    </FieldFrame>
  );
}
