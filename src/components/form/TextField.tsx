import type { ComponentProps } from 'react';
import { Input } from '../staticUi/input';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';
import { controlLook } from './controlStyle';
import { useFormField } from './useFormField';

type InputAttributes = Pick<
  ComponentProps<typeof Input>,
  'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'placeholder' | 'enterKeyHint'
>;

interface Suggestions {
  /** Values offered as the visitor types (a `<datalist>`); any other text is still accepted. */
  suggestions?: readonly string[];
  /** What a suggestion shows beside its value (e.g. in the visitor's language); none if undefined. */
  suggestionLabel?: (value: string) => string | undefined;
}

/** A one-line input bound to a react-final-form field. */
export function TextField({
  name,
  type = 'text',
  suggestions,
  suggestionLabel,
  ...props
}: FieldFrameProps & InputAttributes & Suggestions & { name: string }) {
  const { input, error } = useFormField(name);
  const { label, required, helperText, wide, ...inputProps } = props;
  const listId = suggestions ? `${name}-suggestions` : undefined;
  return (
    <FieldFrame label={label} required={required} helperText={helperText} wide={wide} error={error}>
      {(a11y) => (
        <>
          <Input
            {...input}
            type={type}
            size="xl"
            css={controlLook}
            {...inputProps}
            list={listId}
            {...a11y}
          />
          {suggestions ? (
            <datalist id={listId}>
              {suggestions.map((s) => (
                <option key={s} value={s} label={suggestionLabel?.(s)} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
