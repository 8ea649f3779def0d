// The parts of Chakra's NativeSelect (a native <select> in Ark UI's field, Chakra's slot recipe) on
// Panda's static CSS, put together in ./nativeSelect.ts.
import { Field as ArkField, useFieldContext } from '@ark-ui/react/field';
import { createStyleContext } from '#styled-system/jsx';
import { nativeSelect } from '#styled-system/recipes';
import { forwardRef, type ComponentProps } from 'react';
import { ChevronDown } from './chevrons';

const { withProvider, withContext } = createStyleContext(nativeSelect);

const RecipeField = withContext(ArkField.Select, 'field');

/**
 * The select (Ark's field control marks it invalid with its field); a `placeholder` is a first
 * option with the empty value, as in Chakra's.
 */
export const NativeSelectField = forwardRef<
  HTMLSelectElement,
  ComponentProps<typeof RecipeField> & { placeholder?: string }
>(function NativeSelectField({ placeholder, children, ...props }, ref) {
  return (
    <RecipeField {...props} ref={ref}>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {children}
    </RecipeField>
  );
});

export const NativeSelectRoot = withProvider('div', 'root');
const RecipeIndicator = withContext('div', 'indicator');

/** The chevron, red with its field when invalid: Ark's field does not mark this part itself. */
export const NativeSelectIndicator = forwardRef<HTMLDivElement>(
  function NativeSelectIndicator(_props, ref) {
    const field = useFieldContext();
    return (
      <RecipeIndicator
        ref={ref}
        data-invalid={field?.invalid ? '' : undefined}
        data-disabled={field?.disabled ? '' : undefined}
      >
        <ChevronDown />
      </RecipeIndicator>
    );
  },
);
