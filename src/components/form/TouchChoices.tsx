import type { FieldInputProps } from 'react-final-form';
import { Box, Grid } from '../staticUi';
import type { DescribedBy } from './FieldFrame';

/**
 * A choice list as the kiosk shows it (docs/contract.md §2, kiosk): every option a row at least
 * 48 px high, worded in the visitor's language, where a native select's picker draws rows of
 * about 24 px in English. Native radio buttons underneath, so the keyboard, a screen reader and
 * the form's "first field to fix" (found by `name`) work as with the select; the value posted is
 * the option itself, the contract's own English.
 */
export function TouchChoices({
  input,
  options,
  label,
  optionLabel,
  invalid,
  ...a11y
}: DescribedBy & {
  input: FieldInputProps<string>;
  options: readonly string[];
  /** The field's label, naming the group. */
  label: string;
  optionLabel: (option: string) => string;
  invalid: boolean;
}) {
  return (
    <Grid
      role="radiogroup"
      aria-label={label}
      aria-required="true"
      aria-invalid={invalid || undefined}
      {...a11y}
      // Never wider than the field's column, whatever the kiosk's text size.
      templateColumns="repeat(auto-fill, minmax(min(14rem, 100%), 1fr))"
      gap={2}
    >
      {options.map((option) => {
        const checked = input.value === option;
        return (
          <Box
            as="label"
            key={option}
            css={{
              color: 'gray.900',
              display: 'flex',
              alignItems: 'center',
              gap: 3,
              minH: '3.25rem',
              px: 4,
              py: 2,
              rounded: 'lg',
              borderWidth: '2px',
              borderColor: checked ? 'brand.700' : invalid ? 'red.600' : 'gray.400',
              bg: checked ? 'brand.50' : 'white',
              fontSize: 'lg',
              fontWeight: checked ? 'semibold' : 'normal',
              cursor: 'pointer',
              position: 'relative',
              _focusWithin: {
                outline: '3px solid',
                outlineColor: 'brand.500',
                outlineOffset: '2px',
              },
            }}
            data-part="choice"
            data-checked={checked || undefined}
          >
            {/* The radio button is the whole row (a finger's target), drawn by the dot beside. */}
            <input
              type="radio"
              name={input.name}
              value={option}
              checked={checked}
              onChange={() => input.onChange(option)}
              onFocus={input.onFocus}
              onBlur={input.onBlur}
              style={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                margin: 0,
                opacity: 0,
                cursor: 'pointer',
              }}
            />
            <Box
              aria-hidden="true"
              css={{
                flexShrink: 0,
                boxSize: '1.5rem',
                rounded: 'full',
                borderWidth: checked ? '0.45rem' : '2px',
                borderColor: checked ? 'brand.700' : 'gray.500',
                bg: 'white',
              }}
            />
            {optionLabel(option)}
          </Box>
        );
      })}
    </Grid>
  );
}
