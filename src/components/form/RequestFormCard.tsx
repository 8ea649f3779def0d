import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { MessageResponse } from '../../contract/api';
import { useT } from '../../i18n/useT';
import { FormCard } from './FormCard';
import { RequestForm, type FormWords, type RequestFormProps } from './PostForm';

/** The forms whose card says `<words>.formTitle` over `<words>.formIntro` as well. */
export type CardWords = Exclude<FormWords, 'freeze'>;

/**
 * A page's request form in its card, titled `<words>.formTitle` over `<words>.formIntro`. A
 * failure to reach the server stays on screen by default, so the visitor can try again; `after`
 * stands under the form (a kiosk's take-away receipt).
 */
export function RequestFormCard<S extends AnyObjectSchema, A extends MessageResponse>({
  id,
  after,
  keepErrors = 'network',
  ...form
}: Omit<RequestFormProps<S, A>, 'words' | 'name' | 'submitLabel'> & {
  words: CardWords;
  /** Anchor for in-page links to the card. */
  id?: string;
  after?: ReactNode;
}) {
  const t = useT();
  return (
    <FormCard id={id} title={t(`${form.words}.formTitle`)} intro={t(`${form.words}.formIntro`)}>
      <RequestForm {...form} keepErrors={keepErrors} />
      {after}
    </FormCard>
  );
}
