import { DataTable } from '../../components/DataTable';
import { Text } from '../../components/staticUi';
import { enTrust } from '../../i18n/catalogs/enTrust';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { useSite } from '../../lib/lists';
import { CheckBeforeYouPay } from './CheckBeforeYouPay';
import { TrustPage, TrustSection } from './TrustPage';
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
    <TrustPage page="validatedAccounts">
      <TrustSection id="upi-handles" title={trust.upi.title} intro={trust.upi.intro}>
        <UpiHandles rows={trust.upi.rows} />
      </TrustSection>
      <TrustSection
        id="bank-accounts"
        title={t('trust.bankAccountsTitle')}
        intro={t('trust.bankAccountsIntro')}
      >
        <DataTable
          table={{ ...accounts, caption: undefined }}
          label={t('trust.bankAccountsTitle')}
        />
        <Text css={{ color: 'gray.700', fontSize: 'sm' }}>
          {investorCharter.clientBankAccountsNote}
        </Text>
      </TrustSection>
      <CheckBeforeYouPay />
    </TrustPage>
  );
}
