import { useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import { useCheckedSubmit } from './useCheckedSubmit';

/** The keys of a form's values that hold text (what InputField and TextareaField edit). */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * A desk form whose values live in one object, sent through useCheckedSubmit (checked with the
 * contract's schema first). `bind(name)` is what InputField and TextareaField take for one text
 * value: the text, its change and its problem; `errorAt` names the problem's key where the schema
 * checks the value under another name. `send` may set the values after a save (to clear them).
 */
export function useDeskForm<F extends object, V extends object>(
  initial: F,
  schema: AnyObjectSchema,
  send: (values: V, setValues: (values: F) => void) => Promise<void>,
) {
  const [values, setValues] = useState(initial);
  const checked = useCheckedSubmit(schema, (sent: V) => send(sent, setValues));
  const bind = (name: TextKey<F>, errorAt: string = name) => ({
    value: values[name] as string,
    onValue: (value: string) => setValues({ ...values, [name]: value }),
    error: checked.errors[errorAt],
  });
  return { ...checked, values, setValues, bind };
}
