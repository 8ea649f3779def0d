// Chakra's Input and Textarea (Ark UI's field controls as ./fieldParts.tsx draws them, Chakra's
// recipes) on Panda's static CSS.
import { styled } from '#styled-system/jsx';
import { input, textarea } from '#styled-system/recipes';
import { FieldInput, FieldTextarea } from './fieldParts';

/** A one-line text input, as Chakra's `Input`. */
export const Input = styled(FieldInput, input);

/** A multi-line text input, as Chakra's `Textarea` (`autoresize` grows it with its text). */
export const Textarea = styled(FieldTextarea, textarea);
