import type { FraudReportInput } from '../../contract/schemas';
import { BannerPage } from '../../components/BannerPage';
import { fieldsFor } from '../../components/form/fieldsFor';
import { RequestFormCard } from '../../components/form/RequestFormCard';
import { contractSchema } from '../../components/form/useValidation';
import { Stack } from '../../components/staticUi';
import { enForms } from '../../i18n/catalogs/enForms';
import { enTrust } from '../../i18n/catalogs/enTrust';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { useSite } from '../../lib/lists';
import { sendFraudReport } from './api';
import { FraudWarning } from '../../components/trust/FraudWarning';

registerEnglish(enForms);
registerEnglish(enTrust);

const { TextField, EmailField, PhoneField, TextareaField } = fieldsFor<FraudReportInput>();

/**
 * /report-fraud (ours, issue 46; docs/contract.md §2, §5): the fraud warning of the site data over
 * the form that posts to /api/report-fraud; the answer's banner carries the FRD- number.
 */
export function FraudReportPage() {
  const t = useT();
  const { trust } = useSite();
  return (
    <BannerPage
      title={t('fraudReport.pageTitle')}
      subtitle={t('fraudReport.pageSubtitle')}
      maxW="4xl"
    >
      <Stack gap={8}>
        <FraudWarning warning={trust.fraudWarning} report={false} region={false} />
        <RequestFormCard
          kind="fraudReport"
          words="fraudReport"
          loadSchema={contractSchema('fraudReportSchema')}
          send={sendFraudReport}
        >
          <TextField name="name" label={t('fraudReport.name')} required autoComplete="name" />
          <PhoneField name="contactNo" required />
          <EmailField name="email" helperText={t('fraudReport.emailHelp')} />
          <TextField
            name="impersonator"
            label={t('fraudReport.impersonator')}
            required
            autoComplete="off"
            helperText={t('fraudReport.impersonatorHelp')}
          />
          <TextareaField name="details" label={t('fraudReport.details')} required />
        </RequestFormCard>
      </Stack>
    </BannerPage>
  );
}
