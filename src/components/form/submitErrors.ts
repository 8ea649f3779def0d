import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ApiResponseError } from '../../lib/api';

/** The message a visitor sees for a failed post: the server's error.message, or the thrown one. */
export const failureMessage = (err: unknown): string =>
  err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.';

/**
 * What final-form should show after a failed post: the form-level message and, for a 400, each
 * field's message under that field (the server validates with the same schema, so these are the
 * messages the visitor already knows).
 */
export function toSubmitErrors(err: unknown): SubmissionErrors {
  const fields = err instanceof ApiResponseError && err.errors ? err.errors : {};
  return { ...fields, [FORM_ERROR]: failureMessage(err) };
}
