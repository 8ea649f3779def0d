import { BannerPage } from '../../components/BannerPage';
import { DataTable } from '../../components/DataTable';
import { Box, Heading, Stack, Text } from '../../components/staticUi';
import { paths } from '../../contract/routes';
import { enTrust } from '../../i18n/catalogs/enTrust';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { useSite } from '../../lib/lists';
import { CheckBeforeYouPay } from './CheckBeforeYouPay';
import { TrustLinks } from './TrustLinks';
import { UpiHandles } from '../../components/trust/UpiHandles';

registerEnglish(enTrust);

/**
 * /validated-accounts (ours, issue 46; docs/contract.md §2): where an investor may pay the firm —
 * its validated `@valid` UPI handles with their QR codes, its client bank accounts (the investor
 * charter's table) — and SEBI Check to look up anyone else's.
 */
export function ValidatedAccountsPage() {
  const { trust, investorCharter } = useSite();
  const t = useT();
  const accounts = investorCharter.clientBankAccounts;
  return (
    <BannerPage title={t('trust.payTitle')} subtitle={t('trust.subtitle')} maxW="5xl">
      <Stack gap={{ base: 10, md: 12 }}>
        <Box as="section" aria-labelledby="upi-handles">
          <Heading as="h2" id="upi-handles" size="xl" color="brand.800" mb={2}>
            {trust.upi.title}
          </Heading>
          <Text color="gray.700" mb={5} maxW="3xl">
            {trust.upi.intro}
          </Text>
          <UpiHandles rows={trust.upi.rows} />
        </Box>
        <Box as="section" aria-labelledby="bank-accounts">
          <Heading as="h2" id="bank-accounts" size="xl" color="brand.800" mb={2}>
            {t('trust.bankAccountsTitle')}
          </Heading>
          <Text color="gray.700" mb={5} maxW="3xl">
            {t('trust.bankAccountsIntro')}
          </Text>
          <DataTable
            table={{ ...accounts, caption: undefined }}
            label={t('trust.bankAccountsTitle')}
          />
          <Text fontSize="sm" color="gray.700">
            {investorCharter.clientBankAccountsNote}
          </Text>
        </Box>
        <CheckBeforeYouPay />
        <TrustLinks
          links={[
            [paths.registrations, 'trust.registrationsLink'],
            [paths.reportFraud, 'trust.reportLink'],
          ]}
        />
      </Stack>
    </BannerPage>
  );
}
