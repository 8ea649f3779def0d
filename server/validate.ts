import type { Context } from 'koa';
import type { AnyObjectSchema, InferType } from 'yup';
import { validateWith } from '../src/contract/schemas';
import { errorMessageFor, translateFor } from './i18n';

/**
 * Validates the JSON body with a contract schema, or throws 400 `{ message, errors }`, worded in
 * the request's Accept-Language (docs/contract.md §5a). A body that
 * is not a JSON object (another content type, an array, a string) is a 400 too, never a 500.
 * The cleaned value has unknown fields dropped, so only what the schema names is ever stored.
 */
export async function validBody<S extends AnyObjectSchema>(
  ctx: Context,
  schema: S,
): Promise<InferType<S>> {
  if (!ctx.request.is('json')) ctx.throw(400, 'Expected a JSON object');
  const body: unknown = ctx.request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    ctx.throw(400, 'Expected a JSON object');
  }
  const result = await validateWith(
    schema,
    schemaFieldsOf(schema, flatValues(body as Record<string, unknown>)),
    errorMessageFor(ctx),
  );
  if (!result.ok) {
    ctx.throw(400, translateFor(ctx)('validation.invalidRequest'), { errors: result.errors });
  }
  return result.value;
}

/**
 * Only the schema's own fields go to yup: it looks a key up as `fields[key]`, so a key named like
 * an Object.prototype member (`constructor`, `toString`, `__proto__`) found a function there and
 * threw (a 500 for every such request). Unknown fields are dropped anyway.
 */
function schemaFieldsOf(
  schema: AnyObjectSchema,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const known: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (Object.hasOwn(schema.fields, key)) known[key] = value;
  }
  return known;
}

/**
 * Every form field is a single value. A nested object or array where one is expected (only a
 * hand-made request sends one) counts as no value: yup's string transforms would throw on it
 * (a 500), and the field's own rules then answer "required" where it is required.
 */
function flatValues(body: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'object' || value === null) flat[key] = value;
  }
  return flat;
}
