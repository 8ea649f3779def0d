import { Box, Container, Flex, Heading, Text } from '../../components/staticUi';
import { Glyph } from '../../components/siteIcons/Glyph';
import { paths } from '../../contract/routes';
import { SmartLink } from '../../components/SmartLink';
import { PageBanner } from '../../components/PageBanner';
import { useSite } from '../../lib/lists';
import { menuGroupOf } from '../../lib/menuGroup';
import { enPages } from '../../i18n/catalogs/enPages';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enPages);

/**
 * The spec's title-only placeholders (/daily-tips, /research -report): the banner, one honest line
 * about where the material is published, and the other pages of the same menu group so the visitor
 * is never at a dead end. `page` names the route (`paths`) and the words (`content.<page>`, the
 * title, and `content.<page>Line`).
 */
export function TitleOnlyPage({ page }: { page: 'dailyTips' | 'researchReport' }) {
  const { menus } = useSite();
  const path = paths[page];
  const group = menuGroupOf(menus, path);
  const t = useT();
  const related = group?.items.filter((item) => item.href !== path) ?? [];
  return (
    <>
      <PageBanner title={t(`content.${page}`)} subtitle={group?.label} />
      <Container css={{ maxW: '4xl', py: { base: 10, md: 16 } }}>
        <Text css={{ color: 'gray.700', fontSize: { base: 'lg', md: 'xl' }, lineHeight: 'tall' }}>
          {t(`content.${page}Line`)}
        </Text>
        {related.length > 0 ? (
          <Box as="nav" aria-labelledby="related-links" css={{ mt: 10 }}>
            <Heading as="h2" id="related-links" size="md" css={{ color: 'brand.800', mb: 4 }}>
              {t('pages.moreIn', { group: group?.label })}
            </Heading>
            <Box
              as="ul"
              css={{ listStyleType: 'none', columnCount: { base: 1, md: 2 }, columnGap: 8 }}
            >
              {related.map((item) => (
                <Box as="li" key={item.label} css={{ mb: 2, breakInside: 'avoid' }}>
                  <Flex align="center" css={{ gap: 2 }}>
                    <Glyph
                      name="arrow-right"
                      aria-hidden="true"
                      style={{ color: 'var(--chakra-colors-gold-500)' }}
                    />
                    <SmartLink link={item} css={{ color: 'brand.600', fontWeight: 'medium' }} />
                  </Flex>
                </Box>
              ))}
            </Box>
          </Box>
        ) : null}
      </Container>
    </>
  );
}
