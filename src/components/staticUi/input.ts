// Chakra's Input and Textarea (Ark UI's field controls, Chakra's recipes) on Panda's static CSS.
import { Field as ArkField } from '@ark-ui/react/field';
import { styled } from '#styled-system/jsx';
import { input, textarea } from '#styled-system/recipes';

/** A one-line text input, as Chakra's `Input`. */
export const Input = styled(ArkField.Input, input);

/** A multi-line text input, as Chakra's `Textarea` (`autoresize` grows it with its text). */
export const Textarea = styled(ArkField.Textarea, textarea);
