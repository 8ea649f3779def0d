// The parts of Chakra's Field (./field.ts, ./input.ts, ./nativeSelectParts.tsx): the markup, ids,
// aria and data attributes of Ark UI's field, without Ark's factory, prop merging and DOM helpers.
// Every visitor form, the complaint lookup and the disclosure and fund pages draw these on their
// first visit, where Ark's field would add some 4 KB gzip (docs/performance.md).
import { useFieldContext as useArkFieldContext } from '@ark-ui/react/field';
import { autoresizeTextarea } from '@zag-js/auto-resize';
import { FieldContext, useFieldContext, type FieldState } from './fieldContext';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type Dispatch,
  type ForwardedRef,
  type SetStateAction,
} from 'react';

function useField(): FieldState {
  const field = useFieldContext();
  if (!field) throw new Error('a Field part outside its Root');
  return field;
}

/** Ark's part marks (its anatomy's names in kebab case), which selectors and tests may read. */
const part = (name: string) => ({ 'data-scope': 'field', 'data-part': name });
/** A data attribute present (empty) when `on`, absent otherwise, as Ark writes them. */
const flag = (on: boolean) => (on ? '' : undefined);

/** `own` under the caller's `props`, where a prop the caller leaves undefined keeps Ark's value. */
function merged<P extends object>(own: Record<string, unknown>, props: P): P {
  const result: Record<string, unknown> = { ...own };
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    result[key] =
      key === 'style' ? { ...(own.style as CSSProperties), ...(value as CSSProperties) } : value;
  }
  return result as P;
}

export interface FieldRootProps extends ComponentProps<'div'> {
  ids?: Partial<Pick<FieldState['ids'], 'control' | 'label' | 'errorText' | 'helperText'>>;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

export const FieldRoot = forwardRef<HTMLDivElement, FieldRootProps>(function FieldRoot(
  { id, ids, invalid = false, required = false, disabled = false, readOnly = false, ...props },
  ref,
) {
  const uid = useId();
  const control = id ?? uid;
  const [hasHelperText, setHasHelperText] = useState(false);
  const [hasErrorText, setHasErrorText] = useState(false);
  const field = useMemo<FieldState>(
    () => ({
      ids: {
        // Ark names the root by `ids.control` (and the control by `id`): kept, so ids stay as they were.
        root: ids?.control ?? `field::${control}`,
        control,
        label: ids?.label ?? `field::${control}::label`,
        errorText: ids?.errorText ?? `field::${control}::error-text`,
        helperText: ids?.helperText ?? `field::${control}::helper-text`,
      },
      invalid,
      required,
      disabled,
      readOnly,
      hasHelperText,
      setHasHelperText,
      hasErrorText,
      setHasErrorText,
    }),
    [
      control,
      ids?.control,
      ids?.label,
      ids?.errorText,
      ids?.helperText,
      invalid,
      required,
      disabled,
      readOnly,
      hasHelperText,
      hasErrorText,
    ],
  );
  return (
    <FieldContext.Provider value={field}>
      <div
        {...merged(
          {
            ...part('root'),
            id: field.ids.root,
            role: 'group',
            'data-disabled': flag(disabled),
            'data-invalid': flag(invalid),
            'data-readonly': flag(readOnly),
          },
          props,
        )}
        ref={ref}
      />
    </FieldContext.Provider>
  );
});

export const FieldLabel = forwardRef<HTMLLabelElement, ComponentProps<'label'>>(
  function FieldLabel(props, ref) {
    const field = useFieldContext();
    const own = field
      ? {
          ...part('label'),
          id: field.ids.label,
          'data-disabled': flag(field.disabled),
          'data-invalid': flag(field.invalid),
          'data-readonly': flag(field.readOnly),
          'data-required': flag(field.required),
          htmlFor: field.ids.control,
        }
      : {};
    return <label {...merged(own, props)} ref={ref} />;
  },
);

/** Says its text is on the page while it is (Ark watches the DOM for the same). */
function usePresence(setPresent: Dispatch<SetStateAction<boolean>>) {
  useLayoutEffect(() => {
    setPresent(true);
    return () => setPresent(false);
  }, [setPresent]);
}

export const FieldHelperText = forwardRef<HTMLSpanElement, ComponentProps<'span'>>(
  function FieldHelperText(props, ref) {
    const field = useField();
    usePresence(field.setHasHelperText);
    const own = {
      id: field.ids.helperText,
      ...part('helper-text'),
      'data-disabled': flag(field.disabled),
    };
    return <span {...merged(own, props)} ref={ref} />;
  },
);

/** The error, on the page only while the field is invalid. */
export const FieldErrorText = forwardRef<HTMLSpanElement, ComponentProps<'span'>>(
  function FieldErrorText(props, ref) {
    const field = useField();
    return field.invalid ? <ErrorText field={field} props={props} innerRef={ref} /> : null;
  },
);

function ErrorText({
  field,
  props,
  innerRef,
}: {
  field: FieldState;
  props: ComponentProps<'span'>;
  innerRef: ForwardedRef<HTMLSpanElement>;
}) {
  usePresence(field.setHasErrorText);
  const own = { id: field.ids.errorText, ...part('error-text'), 'aria-live': 'polite' };
  return <span {...merged(own, props)} ref={innerRef} />;
}

/** Chakra's `*` after a required field's label, hidden from screen readers (the control says it). */
export const FieldRequiredIndicator = forwardRef<HTMLSpanElement, ComponentProps<'span'>>(
  function FieldRequiredIndicator({ children, ...props }, ref) {
    const field = useField();
    if (!field.required) return null;
    return (
      <span {...merged({ 'aria-hidden': true, ...part('required-indicator') }, props)} ref={ref}>
        {children ?? '*'}
      </span>
    );
  },
);

/** What a control takes from its field: id, required, the invalid state and its descriptions. */
function controlProps(field: FieldState | null, name: string): Record<string, unknown> {
  if (!field) return {};
  return {
    'aria-describedby': field.hasHelperText ? field.ids.helperText : undefined,
    'aria-errormessage': field.hasErrorText && field.invalid ? field.ids.errorText : undefined,
    'aria-invalid': field.invalid ? 'true' : undefined,
    'data-invalid': flag(field.invalid),
    'data-required': flag(field.required),
    'data-readonly': flag(field.readOnly),
    id: field.ids.control,
    required: field.required,
    disabled: field.disabled,
    readOnly: field.readOnly,
    ...part(name),
  };
}

export const FieldInput = forwardRef<HTMLInputElement, ComponentProps<'input'>>(
  function FieldInput(props, ref) {
    return <input {...merged(controlProps(useFieldContext(), 'input'), props)} ref={ref} />;
  },
);

export const FieldSelect = forwardRef<HTMLSelectElement, ComponentProps<'select'>>(
  function FieldSelect(props, ref) {
    const field = useFieldContext();
    // The desk puts the public select (OptionSelect) in Chakra's own field, which is Ark's: wired
    // by that field as before.
    const deskField = useArkFieldContext();
    const own = field ? controlProps(field, 'select') : (deskField?.getSelectProps() ?? {});
    return <select {...merged(own, props)} ref={ref} />;
  },
);

/** A multi-line control; `autoresize` grows it with its text (zag's, as Ark's textarea does). */
export const FieldTextarea = forwardRef<
  HTMLTextAreaElement,
  ComponentProps<'textarea'> & { autoresize?: boolean }
>(function FieldTextarea({ autoresize, ...props }, ref) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  const field = useFieldContext();
  useEffect(() => (autoresize ? autoresizeTextarea(own.current) : undefined), [autoresize]);
  const attach = useCallback(
    (element: HTMLTextAreaElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const base = {
    ...controlProps(field, 'textarea'),
    style: { resize: autoresize ? 'none' : undefined },
  };
  return <textarea {...merged(base, props)} ref={attach} />;
});
