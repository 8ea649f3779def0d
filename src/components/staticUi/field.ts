// Chakra's Field (Ark UI's field parts as ./fieldParts.tsx draws them, Chakra's slot recipe) on
// Panda's static CSS: the label, the control (./input.ts, ./nativeSelect.ts), the helper and the
// error text wired by id and aria as Chakra wires them.
import { createStyleContext } from '#styled-system/jsx';
import { field } from '#styled-system/recipes';
import {
  FieldErrorText,
  FieldHelperText,
  FieldLabel,
  FieldRequiredIndicator,
  FieldRoot,
} from './fieldParts';

const { withProvider, withContext } = createStyleContext(field);

/** A form control with its label, helper text and error, as Chakra's `Field`. */
export const Field = {
  Root: withProvider(FieldRoot, 'root'),
  Label: withContext(FieldLabel, 'label'),
  /** Chakra's `*` after a required field's label, hidden from screen readers (the control says it). */
  RequiredIndicator: withContext(FieldRequiredIndicator, 'requiredIndicator'),
  HelperText: withContext(FieldHelperText, 'helperText'),
  ErrorText: withContext(FieldErrorText, 'errorText'),
};
