import type { ReactNode } from 'react';
import { EmailField } from './EmailField';
import { PhoneField } from './PhoneField';
import { SelectField } from './SelectField';
import { TextareaField } from './TextareaField';
import { TextField } from './TextField';

/** A field component whose `name` must be a field of the form's schema input `T`. */
type Named<C extends (props: never) => ReactNode, T> = (
  props: Omit<Parameters<C>[0], 'name'> & { name: keyof T & string },
) => ReactNode;

/**
 * The form field components typed for one form: `fieldsFor<ComplaintInput>()` gives fields whose
 * `name` is checked against the contract schema, so a misspelt name fails the type check.
 */
export function fieldsFor<T extends object>() {
  return {
    TextField: TextField as Named<typeof TextField, T>,
    EmailField: EmailField as Named<typeof EmailField, T>,
    PhoneField: PhoneField as Named<typeof PhoneField, T>,
    SelectField: SelectField as Named<typeof SelectField, T>,
    TextareaField: TextareaField as Named<typeof TextareaField, T>,
  };
}
