import type { SystemStyleObject } from '#styled-system/types';
import { BannerPage } from '../../components/BannerPage';
import { DataTable } from '../../components/DataTable';
import { Box, Heading, Stack, Text } from '../../components/staticUi';
import { OfficialChannels } from '../../components/trust/OfficialChannels';
import { paths } from '../../contract/routes';
import { enTrust } from '../../i18n/catalogs/enTrust';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { useSite } from '../../lib/lists';
import { TrustLinks } from './TrustLinks';

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
    <BannerPage title={t('trust.registrationsTitle')} subtitle={t('trust.subtitle')} maxW="5xl">
      <Stack gap={{ base: 10, md: 12 }}>
        <Stack gap={4}>
          <Text color="gray.700" maxW="3xl">
            {t('trust.registrationsIntro')}
          </Text>
          <Box {...canonicalBox}>
            <Text fontSize="sm" color="gray.700">
              {t('trust.canonical')}
            </Text>
            <Text fontFamily="mono" fontWeight="bold" color="brand.900" wordBreak="break-all">
              {canonical}
            </Text>
          </Box>
        </Stack>
        <Box as="section" aria-labelledby="registrations">
          <Heading as="h2" id="registrations" size="xl" color="brand.800" mb={4}>
            {footer.registrations.title}
          </Heading>
          <DataTable
            table={{
              columns: [t('trust.registration'), t('trust.number')],
              rows: footer.registrations.items.map((i) => [i.label, i.value]),
            }}
            label={footer.registrations.title}
          />
          <Text fontSize="xs" color="gray.600">
            {firm.registrationNote}
          </Text>
        </Box>
        <Box as="section" aria-labelledby="official-channels">
          <Heading as="h2" id="official-channels" size="xl" color="brand.800" mb={2}>
            {trust.channels.title}
          </Heading>
          <Text color="gray.700" mb={5} maxW="3xl">
            {trust.channels.intro}
          </Text>
          <OfficialChannels rows={trust.channels.rows} />
        </Box>
        <TrustLinks
          links={[
            [paths.validatedAccounts, 'trust.payTitle'],
            [paths.reportFraud, 'trust.reportLink'],
          ]}
        />
      </Stack>
    </BannerPage>
  );
}
