// The state a field's parts (./fieldParts.tsx) share through its Root, and the hook that reads it.
import { createContext, useContext, type Dispatch, type SetStateAction } from 'react';

/** What the field's parts share: its ids and state, and whether its texts are on the page. */
export interface FieldState {
  ids: { root: string; control: string; label: string; errorText: string; helperText: string };
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  hasHelperText: boolean;
  setHasHelperText: Dispatch<SetStateAction<boolean>>;
  hasErrorText: boolean;
  setHasErrorText: Dispatch<SetStateAction<boolean>>;
}

export const FieldContext = createContext<FieldState | null>(null);

/** The enclosing field, or null for a control drawn on its own. */
export const useFieldContext = (): FieldState | null => useContext(FieldContext);
