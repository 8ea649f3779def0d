import type { FieldMetaState } from 'react-final-form';

/**
 * The message to show under a field (SPEC §5: only once it was touched): the schema's message, or
 * the server's message for it until the visitor edits the field again.
 */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  if (typeof meta.error === 'string' && meta.error) return meta.error;
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  return undefined;
}
