import type { Context } from 'koa';
import type { AnyObjectSchema, InferType } from 'yup';
import { isUnstorableText, unstorableTextMsg } from '../../src/contract/jsonTypes';
import { validateStrictly, validateWith, type FieldErrors } from '../../src/contract/schemas';
import type { MessageKey } from '../../src/i18n/catalogs/en';
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
  const fields = schemaFieldsOf(schema, flatValues(jsonObject(ctx)));
  // Refused before the rules, on every engine alike: PostgreSQL cannot keep such text (a 503
  // once it reached the store), and the embedded engine must not keep what the other refuses.
  const unstorable = Object.entries(fields).filter(
    ([, value]) => typeof value === 'string' && isUnstorableText(value),
  );
  if (unstorable.length > 0) {
    return answered(ctx, {
      ok: false,
      errors: Object.fromEntries(unstorable.map(([key]) => [key, unstorableTextMsg])),
    });
  }
  return answered(ctx, await validateWith(schema, fields, errorMessageFor(ctx)));
}

/**
 * validBody for the staff desk (docs/contract.md §11): every field must already be its schema's
 * JSON type (an array or object for text, text for a number: a 400 naming the field), since the
 * desk's own screens never send another.
 */
export async function validDeskBody<S extends AnyObjectSchema>(
  ctx: Context,
  schema: S,
): Promise<InferType<S>> {
  const body = jsonObject(ctx);
  return answered(
    ctx,
    await validateStrictly(schema, schemaFieldsOf(schema, body), errorMessageFor(ctx)),
  );
}

/**
 * validDeskBody for a public schema whose messages are catalogue keys (the investor's own voice,
 * src/contract/investorVoice.ts): each worded in the request's language, with the rule's values.
 */
export async function validKeyedBody<S extends AnyObjectSchema>(
  ctx: Context,
  schema: S,
): Promise<InferType<S>> {
  const translate = translateFor(ctx);
  const body = jsonObject(ctx);
  return answered(
    ctx,
    await validateStrictly(schema, schemaFieldsOf(schema, body), (error) =>
      translate(error.message as MessageKey, error.params),
    ),
  );
}

/** The request's JSON object; another content type, an array or a string is a 400. */
export function jsonObject(ctx: Context): Record<string, unknown> {
  const body: unknown = ctx.request.body;
  if (!ctx.request.is('json') || typeof body !== 'object' || body === null || Array.isArray(body)) {
    return ctx.throw(400, 'Expected a JSON object');
  }
  return body as Record<string, unknown>;
}

function answered<T>(
  ctx: Context,
  result: { ok: true; value: T } | { ok: false; errors: FieldErrors },
): T {
  if (!result.ok) {
    return ctx.throw(400, translateFor(ctx)('validation.invalidRequest'), {
      errors: result.errors,
    });
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
