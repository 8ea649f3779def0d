import type { AnyObjectSchema } from 'yup';
import { yupValidate } from '../../../components/form/yupValidate';
import type { FieldErrors } from '../../../contract/schemas';
import { ApiResponseError } from '../../../lib/api';

/**
 * A desk form's problems before and after sending: the contract schema's messages first (the
 * server applies the same ones), then the server's own answer (e.g. a username that is taken).
 */
export const checkWith = (schema: AnyObjectSchema, values: object): FieldErrors =>
  yupValidate(schema)(values) ?? {};

export function answerProblems(err: unknown): { errors: FieldErrors; message: string } {
  if (err instanceof ApiResponseError) return { errors: err.errors ?? {}, message: err.message };
  return { errors: {}, message: err instanceof Error ? err.message : String(err) };
}
