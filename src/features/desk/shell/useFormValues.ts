import { useState } from 'react';

/** The names of a form's text values. */
type TextName<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A desk form's values as one object, and `bind(name)`: one text value's field, its name, value
 * and setter, spread into an InputField or a TextareaField.
 */
export function useFormValues<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const bind = (name: TextName<V>) => ({
    name,
    value: values[name] as string,
    onValue: (value: string) => setValues((v) => ({ ...v, [name]: value })),
  });
  return { values, setValues, bind };
}
