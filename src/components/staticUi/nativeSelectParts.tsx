// The parts of Chakra's NativeSelect (a native <select> in a field of ./fieldParts.tsx, Chakra's
// slot recipe) on Panda's static CSS, put together in ./nativeSelect.ts.
import { createStyleContext } from '#styled-system/jsx';
import { nativeSelect } from '#styled-system/recipes';
import { forwardRef, type ComponentProps } from 'react';
import { ChevronDown } from './chevrons';
import { useFieldContext as useArkFieldContext } from '@ark-ui/react/field';
import { useFieldContext } from './fieldContext';
import { FieldSelect } from './fieldParts';

const { withProvider, withContext } = createStyleContext(nativeSelect);

const RecipeField = withContext(FieldSelect, 'field');

/**
 * The select (the field's control marks it invalid with its field); a `placeholder` is a first
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

/** The chevron, red with its field when invalid: the field does not mark this part itself. */
export const NativeSelectIndicator = forwardRef<HTMLDivElement>(
  function NativeSelectIndicator(_props, ref) {
    // Its field: the public pages' own, or on the desk Chakra's (Ark's), as for the select.
    const own = useFieldContext();
    const desk = useArkFieldContext();
    const field = own ?? desk;
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
