// What a JSON value must be for a schema to read it without coercing: the desk's bodies are
// checked this way before their rules run (docs/contract.md §11, "Bodies").
import type { AnyObjectSchema } from 'yup';
import type { FieldErrors } from './schemas';

/** Where a field's value is not the JSON type its schema takes. */
export const wrongTypeMsg = 'This field does not take a value of this kind';
/** Text no store can keep: PostgreSQL refuses a NUL character and half a surrogate pair. */
export const unstorableTextMsg = 'This field holds characters that cannot be saved';
const UNSTORABLE = /\p{Cs}/u;

/** A NUL character or half a surrogate pair: text PostgreSQL's jsonb cannot keep. */
export const isUnstorableText = (value: string): boolean =>
  value.includes('\0') || UNSTORABLE.test(value);

interface SchemaShape {
  type: string;
  spec: { nullable: boolean; strict?: boolean };
  fields?: Record<string, SchemaShape>;
  innerType?: SchemaShape;
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields whose value is the wrong JSON type for `schema`, by yup's path (`cta.label`,
 * `tags[0]`, `rows[2].name`): an array or object where text goes, text where a number goes, null
 * where none is allowed, text with characters no store keeps. yup would coerce some of these (`5` → `'5'`) and throw on others (a
 * string transform on an array: a 500), so none reaches it. Absent fields, and a `value` that is no
 * object at all (no field to name), are the rules' business.
 */
export function jsonTypeErrors(schema: AnyObjectSchema, value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (isPlainObject(value)) walk(schema as unknown as SchemaShape, value, '', errors);
  return errors;
}

function walk(schema: SchemaShape, value: unknown, path: string, errors: FieldErrors) {
  if (value === undefined) return;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  // A strict schema checks its own type, with its own message, and never coerces.
  const wrong = () => {
    if (!schema.spec.strict) errors[path] = wrongTypeMsg;
  };
  if (value === null) {
    if (!schema.spec.nullable) wrong();
    return;
  }
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') wrong();
      else if (isUnstorableText(value)) errors[path] = unstorableTextMsg;
      return;
    case 'number':
      if (typeof value !== 'number') wrong();
      return;
    case 'boolean':
      if (typeof value !== 'boolean') wrong();
      return;
    case 'array':
      if (!Array.isArray(value)) wrong();
      else if (schema.innerType) {
        value.forEach((item, i) => walk(schema.innerType!, item, `${path}[${i}]`, errors));
      }
      return;
    case 'object':
      if (!isPlainObject(value)) wrong();
      else {
        for (const [key, field] of Object.entries(schema.fields ?? {})) {
          if (Object.hasOwn(value, key)) walk(field, value[key], at(key), errors);
        }
      }
      return;
    default:
      // mixed, lazy and the like say nothing about the type.
      return;
  }
}
