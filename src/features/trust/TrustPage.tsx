import type { ReactNode } from 'react';
import { AppLink } from '../../components/AppLink';
import { BannerPage } from '../../components/BannerPage';
import { linkButton } from '../../components/linkButton';
import { Box, Flex, Heading, Stack, Text } from '../../components/staticUi';
import { paths } from '../../contract/routes';
import type { MessageKey } from '../../i18n/catalogs/en';
import { useT } from '../../i18n/useT';

/**
 * The trust pages (issue 46): each one's address, the title its banner shows (the pages drawn
 * with TrustPage) and the words of a link to it.
 */
const TRUST_PAGES = {
  registrations: {
    path: paths.registrations,
    title: 'trust.registrationsTitle',
    link: 'trust.registrationsLink',
  },
  validatedAccounts: {
    path: paths.validatedAccounts,
    title: 'trust.payTitle',
    link: 'trust.payTitle',
  },
  reportFraud: { path: paths.reportFraud, link: 'trust.reportLink' },
} as const satisfies Record<string, { path: string; title?: MessageKey; link: MessageKey }>;

/**
 * A trust page's frame (/registrations, /validated-accounts): its banner, its sections, and under
 * them a row of chips linking to the other trust pages.
 */
export function TrustPage({
  page,
  children,
}: {
  page: 'registrations' | 'validatedAccounts';
  children: ReactNode;
}) {
  const t = useT();
  return (
    <BannerPage title={t(TRUST_PAGES[page].title)} subtitle={t('trust.subtitle')} maxW="5xl">
      <Stack gap={{ base: 10, md: 12 }}>
        {children}
        <Flex as="ul" css={{ listStyleType: 'none', gap: 3 }} wrap="wrap">
          {Object.entries(TRUST_PAGES)
            .filter(([other]) => other !== page)
            .map(([, { path, link }]) => (
              <li key={path}>
                <AppLink to={path} css={linkButton.chip}>
                  {t(link)}
                </AppLink>
              </li>
            ))}
        </Flex>
      </Stack>
    </BannerPage>
  );
}

/**
 * A section of a trust page (/registrations, /validated-accounts): named by its h2 (the heading's
 * id is `id`), with a line of introduction if any, then its table or list.
 */
export function TrustSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="xl" css={{ color: 'brand.800', mb: intro ? 2 : 4 }}>
        {title}
      </Heading>
      {intro ? <Text css={{ color: 'gray.700', mb: 5, maxW: '3xl' }}>{intro}</Text> : null}
      {children}
    </Box>
  );
}
