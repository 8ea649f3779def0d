import { AppLink } from '../../components/AppLink';
import { paths } from '../../contract/routes';
import { linkButton } from '../../components/linkButton';
import { PageBanner } from '../../components/PageBanner';
import { ListHeading } from '../../components/headings';
import { SiteLinkList } from '../../components/SiteLinkList';
import { Box, Container, Heading, SimpleGrid, Text } from '../../components/staticUi';
import { useSite } from '../../lib/lists';
import { enPages } from '../../i18n/catalogs/enPages';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enPages);

/** Any unknown URL: says so plainly and offers the way home and into every menu section. */
export function NotFoundPage() {
  const { menus } = useSite();
  const t = useT();
  return (
    <>
      {/* PageBanner also sets document.title, so the tab and history read "Page not found". */}
      <PageBanner title={t('pages.notFound')} subtitle={t('pages.error404')} />
      <Container css={{ maxW: '7xl', py: { base: 10, md: 16 } }}>
        <Box css={{ maxW: '2xl', mb: { base: 10, md: 14 } }}>
          <Heading as="h2" size="2xl" css={{ color: 'brand.800', mb: 3 }}>
            {t('pages.notFoundHeading')}
          </Heading>
          <Text css={{ color: 'gray.700', fontSize: 'lg', mb: 6 }}>{t('pages.notFoundText')}</Text>
          <AppLink to={paths.home} css={linkButton.primary}>
            {t('frame.homePage')}
          </AppLink>
        </Box>
        <Box as="nav" aria-label={t('pages.sections')}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} css={{ gap: 8 }}>
            {menus.map((group) => (
              <Box key={group.label}>
                <ListHeading as="h3" css={{ mb: 3 }}>
                  {group.label}
                </ListHeading>
                <SiteLinkList links={group.items} gap={1.5} />
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      </Container>
    </>
  );
}
