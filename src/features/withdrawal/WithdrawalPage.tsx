import { Alert, Stack } from '@chakra-ui/react';
import { SEGMENT_SUGGESTIONS } from '../../contract/choices';
import { withdrawalSchema, type WithdrawalInput } from '../../contract/schemas';
import { FormCard } from '../../components/form/FormCard';
import { PostForm } from '../../components/form/PostForm';
import { TakeAwaySlot } from '../../components/kiosk/TakeAwaySlot';
import { useAcceptedReceipt } from '../../components/kiosk/useAcceptedReceipt';
import { BannerPage } from '../../components/BannerPage';
import { sendWithdrawal } from './api';
import { fieldsFor } from '../../components/form/fieldsFor';
import { enForms } from '../../i18n/catalogs/enForms';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { AmountField } from './AmountField';

registerEnglish(enForms);

const { TextField, EmailField, PhoneField } = fieldsFor<WithdrawalInput>();

// The spec's payload carries a `password` with an initial value that nothing uses. It is sent
// empty (the server accepts and never stores it) and no password field is shown to the visitor.
const initialValues = { password: '' };

/** /withdrawl-form (docs/contract.md §3): a request to withdraw funds, posted to /api/withdrow. */
export function WithdrawalPage() {
  const { receipt, accepted } = useAcceptedReceipt('withdrawal');
  const t = useT();
  return (
    <BannerPage
      title={t('withdrawal.pageTitle')}
      subtitle={t('withdrawal.pageSubtitle')}
      maxW="4xl"
    >
      <Stack gap={6}>
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('withdrawal.notice')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <FormCard title={t('withdrawal.formTitle')} intro={t('withdrawal.formIntro')}>
          <PostForm
            schema={withdrawalSchema}
            send={sendWithdrawal}
            name={t('withdrawal.formName')}
            submitLabel={t('withdrawal.submit')}
            keepErrors="network"
            onSuccess={accepted}
            initialValues={initialValues}
          >
            <TextField
              name="clinetCode"
              label={t('form.clientCode')}
              required
              autoComplete="off"
              autoCapitalize="characters"
              helperText={t('form.clientCodeHelp')}
            />
            <TextField name="name" label={t('withdrawal.name')} required autoComplete="name" />
            <EmailField
              name="email"
              label={t('form.registeredEmail')}
              helperText={t('withdrawal.emailHelp')}
            />
            <PhoneField name="contactNumber" label={t('form.registeredMobile')} required />
            <TextField
              name="segment"
              label={t('withdrawal.segment')}
              required
              suggestions={SEGMENT_SUGGESTIONS}
              autoComplete="off"
              helperText={t('withdrawal.segmentHelp')}
            />
            <TextField
              name="panNo"
              label={t('withdrawal.pan')}
              required
              autoComplete="off"
              autoCapitalize="characters"
              helperText={t('withdrawal.panHelp')}
            />
            <AmountField />
          </PostForm>
          <TakeAwaySlot receipt={receipt} />
        </FormCard>
      </Stack>
    </BannerPage>
  );
}
