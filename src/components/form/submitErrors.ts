import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { Translate } from '../../i18n/validation';
import { ApiNetworkError, ApiResponseError } from '../../lib/api';

/**
 * The message a visitor sees for a failed post, in their language: the server's error.message (worded
 * by the server, docs/contract.md §5a), the catalogue's for no answer at all, or the thrown one.
 */
export function failureMessage(err: unknown, t: Translate): string {
  if (err instanceof ApiNetworkError) return t('form.networkError');
  return err instanceof Error && err.message ? err.message : t('form.failed');
}

/**
 * What final-form should show after a failed post: the form-level message and, for a 400, each
 * field's message under that field (the server validates with the same schema, so these are the
 * messages the visitor already knows).
 */
export function toSubmitErrors(err: unknown, t: Translate): SubmissionErrors {
  const fields = err instanceof ApiResponseError && err.errors ? err.errors : {};
  return { ...fields, [FORM_ERROR]: failureMessage(err, t) };
}
