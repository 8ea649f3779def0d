import type { Context } from 'koa';
import type { AnyObjectSchema, InferType } from 'yup';
import { msg } from '../src/contract/messages';
import { validateWith } from '../src/contract/schemas';

/** Validates the JSON body with a contract schema, or throws 400 `{ message, errors }`. */
export async function validBody<S extends AnyObjectSchema>(
  ctx: Context,
  schema: S,
): Promise<InferType<S>> {
  const body: unknown = ctx.request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    ctx.throw(400, 'Expected a JSON object');
  }
  const result = await validateWith(schema, body);
  if (!result.ok) ctx.throw(400, msg.invalidRequest, { errors: result.errors });
  return result.value;
}
