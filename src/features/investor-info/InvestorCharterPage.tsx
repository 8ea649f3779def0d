import type { SystemStyleObject } from '#styled-system/types';
import { lazy, useState } from 'react';
import { Glyph } from '../../components/siteIcons/Glyph';
import { api } from '../../contract/api';
import { EnglishFallback } from '../../components/EnglishFallback';
import { DataTable } from '../../components/DataTable';
import { AppLink } from '../../components/AppLink';
import { ComplaintsDataLink } from '../../components/ComplaintsDataLink';
import { BannerPage } from '../../components/BannerPage';
import { OnceOpened } from '../../components/OnceOpened';
import { SafeHtml } from '../../components/SafeHtml';
import {
  Box,
  Button,
  cssList,
  Grid,
  Heading,
  Image,
  Stack,
  Text,
  type ButtonProps,
} from '../../components/staticUi';
import { useSite } from '../../lib/lists';
import { menuGroupOf } from '../../lib/menuGroup';
import { paths } from '../../contract/routes';
import { contactCell } from './contactCell';
import { enInvestor } from '../../i18n/catalogs/enInvestor';
import { enTrust } from '../../i18n/catalogs/enTrust';
import { registerEnglish } from '../../i18n/runtime';
import { Trans } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';

registerEnglish(enInvestor);
registerEnglish(enTrust);

type Popup = 'bankAccounts' | 'keyPersonnel';

/** The charter's picture, under the popup buttons from md up (a phone shows the text instead). */
const asidePicture = {
  rounded: 'xl',
  w: 'full',
  display: { base: 'none', md: 'block' },
} satisfies SystemStyleObject;

// The two tables' dialog loads when a visitor first opens one (OnceOpened).
const TableDialog = lazy(async () => ({ default: (await import('./TableDialog')).TableDialog }));

/**
 * The investor-information page of docs/contract.md §2 (route of our choosing, /investor-charter): the charter,
 * the complaint statistics and two popups with the client bank accounts and key personnel. Its
 * banner names the page and its menu group, not the spec's placeholder 'content Test'
 * (docs/contract.md §2).
 */
export function InvestorCharterPage() {
  const { investorCharter: charter, menus } = useSite();
  const [popup, setPopup] = useState<Popup | null>(null);
  const close = () => setPopup(null);
  const stats = charter.complaintStats;
  const t = useT();
  // The popup names are the spec's in English (docs/contract.md §2), 'Personnels' included.
  const bankAccountsTitle = t('investor.bankAccounts');
  const keyPersonnelTitle = t('investor.keyPersonnel');

  return (
    <>
      <BannerPage
        title={t('investor.charterTitle')}
        subtitle={menuGroupOf(menus, paths.investorCharter)?.label}
      >
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }}
          gap={{ base: 8, lg: 12 }}
        >
          <Box css={{ minW: 0, order: { base: 2, lg: 1 } }}>
            <EnglishFallback pick={(o) => o.investorCharter?.html}>
              <SafeHtml html={charter.html} />
              {/* The charter text introduces these tables under its own "Complaint statistics". */}
              <Box
                role="group"
                aria-label={t('investor.statsAsOf', { date: stats.asOf })}
                css={{ mt: 8 }}
              >
                <DataTable table={stats.bySource} />
                <DataTable table={stats.monthlyTrend} />
                <DataTable table={stats.annualTrend} />
              </Box>
              {/* The tables above are the specification's, kept as they are; the live ones are ours. */}
              <Text css={{ fontSize: 'sm' }}>
                <Trans id="investor.currentFigures" components={{ 0: <ComplaintsDataLink /> }} />
              </Text>
              <Text css={{ fontSize: 'sm', mt: 2 }}>
                <Trans
                  id="investor.accessibilityLine"
                  components={{
                    0: (
                      <AppLink
                        to={paths.accessibility}
                        css={{ color: 'brand.700', fontWeight: 'semibold' }}
                      />
                    ),
                  }}
                />
              </Text>
            </EnglishFallback>
          </Box>
          <Stack
            as="aside"
            aria-label={t('investor.accountsAndPeople')}
            css={{
              order: { base: 1, lg: 2 },
              alignSelf: 'start',
              position: { lg: 'sticky' },
              top: { lg: 24 },
            }}
            gap={6}
          >
            <Box
              css={{
                borderWidth: '1px',
                borderColor: 'gray.200',
                rounded: 'xl',
                p: 5,
                bg: 'gray.50',
              }}
            >
              <Heading as="h2" size="sm" css={{ color: 'brand.800', mb: 3 }}>
                {t('investor.accountsHeading')}
              </Heading>
              <Stack gap={3}>
                <PopupButton onClick={() => setPopup('bankAccounts')}>
                  <Glyph name="bank" aria-hidden="true" />
                  {bankAccountsTitle}
                </PopupButton>
                <PopupButton variant="outline" onClick={() => setPopup('keyPersonnel')}>
                  <Glyph name="users" aria-hidden="true" />
                  {keyPersonnelTitle}
                </PopupButton>
              </Stack>
            </Box>
            <Image src={api.siteImage(charter.image)} alt="" css={asidePicture} />
          </Stack>
        </Grid>
      </BannerPage>
      <OnceOpened open={popup === 'bankAccounts'} what="The bank accounts dialog">
        <TableDialog
          title={bankAccountsTitle}
          table={charter.clientBankAccounts}
          note={charter.clientBankAccountsNote}
          more={
            <AppLink
              to={paths.validatedAccounts}
              css={{
                color: 'brand.700',
                display: 'inline-block',
                mt: 3,
                fontWeight: 'semibold',
                textDecoration: 'underline',
              }}
            >
              {t('trust.payLink')}
            </AppLink>
          }
          open={popup === 'bankAccounts'}
          onClose={close}
        />
      </OnceOpened>
      <OnceOpened open={popup === 'keyPersonnel'} what="The key personnel dialog">
        <TableDialog
          title={keyPersonnelTitle}
          table={charter.keyPersonnel}
          open={popup === 'keyPersonnel'}
          onClose={close}
          renderCell={contactCell}
        />
      </OnceOpened>
    </>
  );
}

/** The link inside a translated sentence: Trans gives it its words as children. */

/** A button that opens one of the page's two tables: wide, left-aligned, its label may wrap. */
function PopupButton({ css, ...props }: ButtonProps) {
  return (
    <Button
      css={[
        {
          colorPalette: 'brand',
          justifyContent: 'flex-start',
          whiteSpace: 'normal',
          textAlign: 'left',
          h: 'auto',
          py: 3,
        },
        ...cssList(css),
      ]}
      size="lg"
      {...props}
    />
  );
}
