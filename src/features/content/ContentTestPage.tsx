import { Box, Container, Heading, Stack, Text } from '../../components/staticUi';
import { AppLink } from '../../components/AppLink';
import { paths } from '../../contract/routes';
import { PageBanner } from '../../components/PageBanner';
import { useSite } from '../../lib/lists';
import { enInvestor } from '../../i18n/catalogs/enInvestor';
import { enPages } from '../../i18n/catalogs/enPages';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enPages);
registerEnglish(enInvestor);

// docs/contract.md §2 names /content-test a placeholder content page and uses 'content Test' as its title and
// subtitle; rather than filler text it points visitors to the investor information it stands for.
const PLACEHOLDER_TITLE = 'content Test';

export function ContentTestPage() {
  const { investorInfo } = useSite();
  const t = useT();
  return (
    <>
      <PageBanner title={PLACEHOLDER_TITLE} subtitle={PLACEHOLDER_TITLE} />
      <Container css={{ maxW: '4xl', py: { base: 10, md: 16 } }}>
        <Text css={{ color: 'gray.700', fontSize: { base: 'lg', md: 'xl' }, lineHeight: 'tall' }}>
          {t('content.testIntro')}
        </Text>
        <Box as="nav" aria-labelledby="investor-pages" css={{ mt: 10 }}>
          <Heading as="h2" id="investor-pages" size="md" css={{ color: 'brand.800', mb: 4 }}>
            {t('investor.info')}
          </Heading>
          <Stack as="ul" gap={2} css={{ listStyleType: 'disc', ps: 5 }}>
            <li>
              <AppLink
                to={paths.investorCharter}
                css={{ color: 'brand.600', fontWeight: 'medium' }}
              >
                {t('investor.charter')}
              </AppLink>
            </li>
            {investorInfo.map((page) => (
              <li key={page.path}>
                <AppLink to={page.path} css={{ color: 'brand.600', fontWeight: 'medium' }}>
                  {page.title}
                </AppLink>
              </li>
            ))}
          </Stack>
        </Box>
      </Container>
    </>
  );
}
