import { AppLink } from '../../components/AppLink';
import { SEGMENT_SUGGESTIONS } from '../../contract/choices';
import { paths } from '../../contract/routes';
import type { WithdrawalInput } from '../../contract/schemas';
import { ClientCodeField } from '../../components/form/ClientCodeField';
import { codeInput } from '../../components/form/codeInput';
import { RequestFormPage } from '../../components/form/RequestFormPage';
import { contractSchema } from '../../components/form/useValidation';
import { sendWithdrawal } from './api';
import { fieldsFor } from '../../components/form/fieldsFor';
import { enForms } from '../../i18n/catalogs/enForms';
import { enTrust } from '../../i18n/catalogs/enTrust';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { AmountField } from './AmountField';

registerEnglish(enForms);
registerEnglish(enTrust);

const { TextField, EmailField, PhoneField } = fieldsFor<WithdrawalInput>();

// The spec's payload carries a `password` with an initial value that nothing uses. It is sent
// empty (the server accepts and never stores it) and no password field is shown to the visitor.
const initialValues = { password: '' };

/** /withdrawl-form (docs/contract.md §3): a request to withdraw funds, posted to /api/withdrow. */
export function WithdrawalPage() {
  const t = useT();
  return (
    <RequestFormPage
      kind="withdrawal"
      notice={
        <>
          {t('withdrawal.notice')}{' '}
          <AppLink
            to={paths.validatedAccounts}
            css={{ fontWeight: 'semibold', textDecoration: 'underline' }}
          >
            {t('trust.payLink')}
          </AppLink>
        </>
      }
      loadSchema={contractSchema('withdrawalSchema')}
      send={sendWithdrawal}
      initialValues={initialValues}
    >
      <ClientCodeField<WithdrawalInput> name="clinetCode" />
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
        {...codeInput}
        helperText={t('withdrawal.panHelp')}
      />
      <AmountField />
    </RequestFormPage>
  );
}
