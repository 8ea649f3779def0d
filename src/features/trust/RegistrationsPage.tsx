import type { SystemStyleObject } from '#styled-system/types';
import { DataTable } from '../../components/DataTable';
import { Box, Stack, Text } from '../../components/staticUi';
import { OfficialChannels } from '../../components/trust/OfficialChannels';
import { paths } from '../../contract/routes';
import { enTrust } from '../../i18n/catalogs/enTrust';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { useSite } from '../../lib/lists';
import { TrustPage, TrustSection } from './TrustPage';

registerEnglish(enTrust);

/** The page's own address, the one the firm puts on every social handle: large and copyable. */
const canonicalBox = {
  bg: 'brand.50',
  borderWidth: '1px',
  borderColor: 'brand.200',
  rounded: 'lg',
  p: { base: 4, md: 5 },
} satisfies SystemStyleObject;

/**
 * /registrations (ours, issue 46; docs/contract.md §2): every registration (the footer's list) and
 * every official channel of the site data, under one address for every social handle to link to
 * (SEBI HO/(79)2026-MIRSD-PODMMC).
 */
export function RegistrationsPage() {
  const { firm, footer, trust } = useSite();
  const t = useT();
  // The public website's address (the server draws the page too, where no window's origin is).
  const canonical = `${(firm.website ?? '').replace(/\/+$/, '')}${paths.registrations}`;
  return (
    <TrustPage page="registrations">
      <Stack gap={4}>
        <Text css={{ color: 'gray.700', maxW: '3xl' }}>{t('trust.registrationsIntro')}</Text>
        <Box css={canonicalBox}>
          <Text css={{ color: 'gray.700', fontSize: 'sm' }}>{t('trust.canonical')}</Text>
          <Text
            css={{
              color: 'brand.900',
              fontFamily: 'mono',
              fontWeight: 'bold',
              wordBreak: 'break-all',
            }}
          >
            {canonical}
          </Text>
        </Box>
      </Stack>
      <TrustSection id="registrations" title={footer.registrations.title}>
        <DataTable
          table={{
            columns: [t('trust.registration'), t('trust.number')],
            rows: footer.registrations.items.map((i) => [i.label, i.value]),
          }}
          label={footer.registrations.title}
        />
        <Text css={{ color: 'gray.600', fontSize: 'xs' }}>{firm.registrationNote}</Text>
      </TrustSection>
      <TrustSection
        id="official-channels"
        title={trust.channels.title}
        intro={trust.channels.intro}
      >
        <OfficialChannels rows={trust.channels.rows} />
      </TrustSection>
    </TrustPage>
  );
}
