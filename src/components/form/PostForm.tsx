import { styled } from '#styled-system/jsx';
import { HStack, SimpleGrid, Text } from '../staticUi';
import type { FormApi } from 'final-form';
import { useEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { AnyObjectSchema, InferType, ValidationError } from 'yup';
import type { MessageResponse } from '../../contract/api';
import type { RequestKindName } from '../../contract/requests';
import { useLingui } from '@lingui/react';
import { Trans } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { enForms } from '../../i18n/catalogs/enForms';
import { registerEnglish } from '../../i18n/runtime';
import { PrivacyNotice } from './PrivacyNotice';
import { StatusBanner } from './StatusBanner';
import { SubmitButton } from './SubmitButton';
import { toSubmitErrors } from './submitErrors';
import { useSubmitBanner, type KeepErrors } from './useSubmitBanner';
import { loadValidation, useValidation, type SchemaLoader, type Validation } from './useValidation';

registerEnglish(enForms);

type Values = Record<string, unknown>;

const noErrors = () => undefined;

export interface PostFormProps<S extends AnyObjectSchema, A extends MessageResponse> {
  /** Loads the contract schema, which validates on blur and submit and shapes the posted payload. */
  loadSchema: SchemaLoader<S>;
  /** The apiClient call that posts the payload. */
  send: (payload: InferType<S>) => Promise<A>;
  /** Accessible name of the form (e.g. "Complaint form"). */
  name: string;
  submitLabel: string;
  /**
   * The request kind the form sends, whose privacy notice it shows (docs/contract.md §16): every
   * public form collects personal data. `'staff'` for a form staff fill in for an investor.
   */
  privacy: RequestKindName | 'staff';
  /** Which failures stay on screen instead of clearing after BANNER_CLEAR_MS. */
  keepErrors?: KeepErrors;
  /** Values the form starts with and returns to after a successful post. */
  initialValues?: Values;
  /** Called with the server's answer after a successful post, before the form resets. */
  onSuccess?: (answer: A) => void;
  /** Two columns on wider screens (one on phones). */
  columns?: 1 | 2;
  /** Extra buttons beside the submit button (e.g. Cancel in a dialog). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A visitor form that posts to the server (docs/contract.md §4, §8): validates with the contract schema on blur
 * and submit, posts the cleaned payload once (the button is disabled while posting), resets on
 * success, shows the success / error banner, and puts the server's 400 messages under the fields.
 */
export function PostForm<S extends AnyObjectSchema, A extends MessageResponse>({
  loadSchema,
  send,
  name,
  submitLabel,
  privacy,
  keepErrors = 'none',
  initialValues,
  onSuccess,
  columns = 2,
  actions,
  children,
}: PostFormProps<S, A>) {
  const banner = useSubmitBanner(keepErrors);
  const t = useT();
  // English is the schema's own wording; other languages translate it (docs/contract.md §5a).
  const english = useLingui().i18n.locale === 'en';
  const loaded = useValidation(loadSchema);
  // The rules load when the visitor first touches the form (a focus, a tap, an input: autofill
  // types without focusing), not with the page: a visit that only reads fetches no yup.
  const wake = () => void loadValidation(loadSchema);
  const formRef = useRef<HTMLFormElement>(null);
  // Touched before the page was taken over (the server's picture): no focus event comes now.
  useEffect(() => {
    if (formRef.current?.matches(':focus-within')) void loadValidation(loadSchema);
  }, [loadSchema]);
  // The translation comes with the validation's chunk (useValidation), which alone needs it.
  const validatorOf = useMemo(
    () => (validation: Validation<AnyObjectSchema>) =>
      validation.validator(
        validation.schema,
        english ? undefined : (error: ValidationError) => validation.translateError(error, t),
      ),
    [t, english],
  );
  // Synchronous from the start: until the schema is there a blur shows nothing, and a submit waits
  // for it (below). An async validator would leave its errors behind in final-form's asyncErrors
  // after the sync one replaced it, and a valid form would never post.
  const validate = useMemo(() => (loaded ? validatorOf(loaded) : noErrors), [loaded, validatorOf]);

  const onSubmit = async (values: Values, form: FormApi<Values>) => {
    banner.clear();
    const schema = (await loadValidation(loadSchema))?.schema;
    const payload = (schema ? schema.cast(values, { stripUnknown: true }) : values) as InferType<S>;
    try {
      const answer = await send(payload);
      banner.success(answer.message);
      onSuccess?.(answer);
      form.restart(initialValues);
      return undefined;
    } catch (err) {
      console.error('API request error', err);
      banner.failure(err);
      return toSubmitErrors(err, t);
    }
  };

  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      validateOnBlur
      initialValues={initialValues}
      subscription={{ submitting: true }}
    >
      {({ handleSubmit, submitting, form }) => {
        const submit = async (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const el = event.currentTarget;
          if (!loaded) {
            // Submitted before the schema arrived: validate with it before anything posts.
            const validation = await loadValidation(loadSchema);
            if (validation) form.setConfig('validate', validatorOf(validation));
          }
          await handleSubmit();
          // Take the visitor to the first field to fix (found from the form's state, not from the
          // DOM, which React may not have updated yet).
          const state = form.getState();
          const bad = { ...state.errors, ...state.submitErrors };
          const invalid = state.submitFailed
            ? [...el.querySelectorAll<HTMLElement>('[name]')].find(
                (input) => input.getAttribute('name')! in bad,
              )
            : undefined;
          invalid?.focus();
        };
        return (
          <styled.form
            ref={formRef}
            noValidate
            onSubmit={submit}
            onFocus={wake}
            onPointerDown={wake}
            onInput={wake}
            aria-label={name}
            aria-busy={submitting}
          >
            <Text css={{ color: 'gray.600', fontSize: 'sm', mb: 4 }}>
              <Trans
                id="form.requiredNote"
                components={{
                  0: <Text as="span" css={{ color: 'red.600', fontWeight: 'bold' }} />,
                }}
              />
            </Text>
            <SimpleGrid columns={{ base: 1, md: columns }} css={{ gap: 5 }}>
              {children}
            </SimpleGrid>
            {privacy === 'staff' ? null : <PrivacyNotice kind={privacy} />}
            <StatusBanner banner={banner.banner} onDismiss={banner.clear} />
            <HStack css={{ mt: 6, flexDirection: { base: 'column-reverse', sm: 'row' } }} gap={3}>
              {actions}
              <SubmitButton submitting={submitting === true} label={submitLabel} />
            </HStack>
          </styled.form>
        );
      }}
    </Form>
  );
}

/**
 * The catalogue prefixes of the visitor forms worded by their kind: `<words>.formName` names the
 * form, `<words>.submit` its button (a prefix missing either fails the type check).
 */
export type FormWords =
  'complaint' | 'feedback' | 'withdrawal' | 'barrier' | 'fraudReport' | 'dataRequest' | 'freeze';

/** By its words' prefix, or named and labelled as given (the contact forms share their button). */
type Wording =
  | { words: FormWords; name?: undefined; submitLabel?: undefined }
  | { words?: undefined; name: string; submitLabel: string };

export type RequestFormProps<S extends AnyObjectSchema, A extends MessageResponse> = Omit<
  PostFormProps<S, A>,
  'privacy' | 'name' | 'submitLabel'
> & {
  /** The request kind the form sends: its privacy notice is shown (docs/contract.md §16). */
  kind: RequestKindName;
} & Wording;

/**
 * A public request form, in a page or a dialog (docs/contract.md §3): the PostForm of `kind`,
 * named and labelled from the forms catalogue by its words.
 */
export function RequestForm<S extends AnyObjectSchema, A extends MessageResponse>({
  kind,
  words,
  name,
  submitLabel,
  ...form
}: RequestFormProps<S, A>) {
  const t = useT();
  const named =
    words === undefined
      ? { name, submitLabel }
      : { name: t(`${words}.formName`), submitLabel: t(`${words}.submit`) };
  return <PostForm {...form} {...named} privacy={kind} />;
}
