import { Stack } from '../staticUi';
import { Alert } from '../staticUi/alert';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { MessageResponse } from '../../contract/api';
import type { ReceiptKind } from '../../contract/receipt';
import { enForms } from '../../i18n/catalogs/enForms';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { BannerPage } from '../BannerPage';
import { TakeAwaySlot } from '../kiosk/TakeAwaySlot';
import { useAcceptedReceipt } from '../kiosk/useAcceptedReceipt';
import type { PostFormProps } from './PostForm';
import { RequestFormCard } from './RequestFormCard';

registerEnglish(enForms);

/** The requests whose answer carries no number; each has its page's words under its own name. */
type NumberlessRequest = Extract<ReceiptKind, 'feedback' | 'withdrawal'>;

/**
 * The page of a public request form whose answer carries no number (feedback, withdrawal): the
 * banner, an optional notice, the form in its card and, on a kiosk, the receipt of the last
 * accepted request under it. The words are the forms catalogue's `<kind>.pageTitle`, `.formTitle`,
 * `.submit`… A failure to reach the server stays on screen, so the visitor can try again.
 */
export function RequestFormPage<S extends AnyObjectSchema, A extends MessageResponse>({
  kind,
  notice,
  ...form
}: Pick<PostFormProps<S, A>, 'loadSchema' | 'send' | 'initialValues' | 'children'> & {
  kind: NumberlessRequest;
  /** What the visitor should know before filling the form, shown above it. */
  notice?: ReactNode;
}) {
  const { receipt, accepted } = useAcceptedReceipt(kind);
  const t = useT();
  const card = (
    <RequestFormCard
      {...form}
      kind={kind}
      words={kind}
      onSuccess={accepted}
      after={<TakeAwaySlot receipt={receipt} />}
    />
  );
  return (
    <BannerPage title={t(`${kind}.pageTitle`)} subtitle={t(`${kind}.pageSubtitle`)} maxW="4xl">
      {notice ? (
        <Stack gap={6}>
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{notice}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          {card}
        </Stack>
      ) : (
        card
      )}
    </BannerPage>
  );
}
