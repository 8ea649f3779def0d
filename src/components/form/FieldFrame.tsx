import { Field } from '../staticUi/field';
import { useId, type ReactNode } from 'react';

export interface FieldFrameProps {
  label: string;
  required?: boolean;
  helperText?: string;
  /** Spans both columns of the two-column desktop layout (addresses, messages). */
  wide?: boolean;
}

/** What the control must carry so screen readers read its helper text or its error. */
export interface DescribedBy {
  'aria-describedby': string | undefined;
}

/**
 * Label above the control, a required mark, helper text, and the error message below, wired by
 * the Field (id, aria-invalid, required). Ark links the error only through
 * aria-errormessage, which few screen readers announce, so the control is also given an
 * aria-describedby naming what is on screen under it: the error, or else the helper text.
 */
export function FieldFrame({
  label,
  required,
  helperText,
  wide,
  error,
  children,
}: FieldFrameProps & { error: string | undefined; children: (a11y: DescribedBy) => ReactNode }) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  const showHelper = Boolean(helperText) && !error;
  const describedBy = error ? ids.errorText : showHelper ? ids.helperText : undefined;
  return (
    <Field.Root
      ids={ids}
      invalid={Boolean(error)}
      required={required}
      css={{ gridColumn: wide ? '1 / -1' : undefined }}
    >
      <Field.Label css={{ color: 'gray.800', fontSize: 'sm', fontWeight: 'semibold' }}>
        {label}
        <Field.RequiredIndicator css={{ color: 'red.600' }} />
      </Field.Label>
      {children({ 'aria-describedby': describedBy })}
      {showHelper ? (
        <Field.HelperText css={{ color: 'gray.600', fontSize: 'sm' }}>
          {helperText}
        </Field.HelperText>
      ) : null}
      <Field.ErrorText css={{ color: 'red.700', fontSize: 'sm', fontWeight: 'medium' }}>
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
