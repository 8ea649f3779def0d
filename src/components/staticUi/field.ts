// Chakra's Field (Ark UI's field parts, Chakra's slot recipe) on Panda's static CSS: the label, the
// control (./input.ts, ./nativeSelect.ts), the helper and the error text wired by id and aria as
// Chakra wires them.
import { Field as ArkField } from '@ark-ui/react/field';
import { createStyleContext } from '#styled-system/jsx';
import { field } from '#styled-system/recipes';

const { withProvider, withContext } = createStyleContext(field);

/** A form control with its label, helper text and error, as Chakra's `Field`. */
export const Field = {
  Root: withProvider(ArkField.Root, 'root'),
  Label: withContext(ArkField.Label, 'label'),
  /** Chakra's `*` after a required field's label, hidden from screen readers (the control says it). */
  RequiredIndicator: withContext(ArkField.RequiredIndicator, 'requiredIndicator'),
  HelperText: withContext(ArkField.HelperText, 'helperText'),
  ErrorText: withContext(ArkField.ErrorText, 'errorText'),
};
