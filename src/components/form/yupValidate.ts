import { ValidationError, type AnyObjectSchema } from 'yup';
import { toFieldErrors, type ErrorMessage, type FieldErrors } from '../../contract/schemas';

// The translation of a failed rule (and the validation catalogue it reads) comes with yup, not
// with the page: only a validator uses it (docs/performance.md).
export { translateError } from '../../i18n/validation';

/**
 * final-form's `validate` from a contract schema: the same rules and messages the server applies,
 * as `{ field: message }`. Synchronous on purpose (the schemas have no async tests), so final-form
 * knows the errors at once on blur and on submit. `message` words them (the visitor's language).
 */
export function yupValidate(schema: AnyObjectSchema, message?: ErrorMessage) {
  return (values: object): FieldErrors | undefined => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return undefined;
    } catch (err) {
      if (err instanceof ValidationError) return toFieldErrors(err, message);
      throw err;
    }
  };
}
