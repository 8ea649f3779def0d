import { useField, type FieldMetaState } from 'react-final-form';

/**
 * A react-final-form field as every visitor form shows it: its input props, and the message to
 * show under it (docs/contract.md §5: only once it was touched).
 */
export function useFormField(name: string) {
  const { input, meta } = useField<string>(name, {
    subscription: {
      value: true,
      error: true,
      submitError: true,
      touched: true,
      dirtySinceLastSubmit: true,
    },
  });
  return { input: { ...input, value: input.value ?? '' }, error: visibleError(meta) };
}

/** The schema's message, or the server's message for the field until the visitor edits it again. */
function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  if (typeof meta.error === 'string' && meta.error) return meta.error;
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  return undefined;
}
