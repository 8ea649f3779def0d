import type { SystemStyleObject } from '#styled-system/types';
import { usePageTitle } from '../lib/usePageTitle';
import { enPages } from '../i18n/catalogs/enPages';
import { registerEnglish } from '../i18n/runtime';
import { useT } from '../i18n/useT';
import { Box, Breadcrumb, Container, Heading, Text } from './staticUi';

registerEnglish(enPages);

/** White words on the brand's navy, fading lighter to the right. */
const banner = {
  bgGradient: 'to-r',
  gradientFrom: 'brand.900',
  gradientTo: 'brand.600',
  color: 'white',
  py: { base: 8, md: 12 },
} satisfies SystemStyleObject;

/**
 * The banner at the top of every inner page: the page's one h1, an optional subtitle (e.g. the
 * parent menu group) and a breadcrumb back to Home.
 */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  usePageTitle(title);
  const t = useT();
  return (
    <Box as="section" aria-label={t('pages.bannerLabel')} css={banner}>
      <Container css={{ maxW: '7xl' }}>
        <Breadcrumb.Root css={{ mb: 3 }} size="sm">
          <Breadcrumb.List css={{ color: 'brand.100' }}>
            <Breadcrumb.Item>
              <Breadcrumb.Link to="/" css={{ color: 'brand.100', _hover: { color: 'white' } }}>
                {t('pages.home')}
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink css={{ color: 'white' }}>{title}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <Heading
          as="h1"
          size={{ base: '2xl', md: '4xl' }}
          css={{ fontWeight: 'bold', letterSpacing: 'tight' }}
        >
          {title}
        </Heading>
        {subtitle ? (
          <Text css={{ color: 'gold.200', mt: 2, fontSize: { base: 'md', md: 'lg' } }}>
            {subtitle}
          </Text>
        ) : null}
      </Container>
    </Box>
  );
}
