import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/catalogs/en';
import { enForms } from '../../i18n/catalogs/enForms';
import { registerEnglish } from '../../i18n/runtime';
import type { Translate } from '../../i18n/validation';
import { EmailField } from './EmailField';
import { PhoneField } from './PhoneField';
import { SelectField } from './SelectField';
import { TextareaField } from './TextareaField';
import { TextField } from './TextField';

// The fields' own words (labels, help texts) are in the forms' English part.
registerEnglish(enForms);

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

/**
 * A select's options worded in the visitor's language (docs/architecture.md §9): `keys` holds one
 * catalogue key per option, in the options' order (a missing one fails the type check); the posted
 * value stays the contract's own English.
 */
export function optionWords<const O extends readonly string[]>(
  options: O,
  keys: { readonly [I in keyof O]: MessageKey },
) {
  return (t: Translate) =>
    (option: string): string => {
      const key = keys[options.indexOf(option)];
      return key === undefined ? option : t(key);
    };
}
