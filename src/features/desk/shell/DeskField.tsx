import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A desk form's field: its label, the control, then its problem or, while it has none, a hint.
 * InputField, TextareaField and OptionField are the field with its control.
 */
export function DeskField({
  label,
  required = false,
  error,
  helper,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string | undefined;
  helper?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required ? (
          <>
            {' '}
            <Field.RequiredIndicator />
          </>
        ) : null}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
