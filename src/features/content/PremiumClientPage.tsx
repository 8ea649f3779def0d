import { Box, Heading, SimpleGrid, Text } from '../../components/staticUi';
import { SiteIcon } from '../../components/SiteIcon';
import { SmartLink } from '../../components/SmartLink';
import { useSite } from '../../lib/lists';
import { paths } from '../../contract/routes';
import { PageInMenu } from './PageInMenu';
import { ProseWithImage } from './ProseWithImage';
import { enPages } from '../../i18n/catalogs/enPages';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enPages);

/** /premuium-client (the spec's spelling): premium client services, all from the site data. */
export function PremiumClientPage() {
  const { premiumClient } = useSite();
  const t = useT();
  return (
    <PageInMenu path={paths.premiumClient} title={premiumClient.title}>
      <ProseWithImage html={premiumClient.html} image={premiumClient.image} />
      {premiumClient.features.length > 0 ? (
        <Box as="section" aria-labelledby="premium-features" css={{ mt: { base: 10, md: 14 } }}>
          <Heading as="h2" id="premium-features" size="xl" css={{ color: 'brand.800', mb: 6 }}>
            {t('content.premiumFeatures')}
          </Heading>
          <SimpleGrid
            as="ul"
            columns={{ base: 1, md: 2, lg: 3 }}
            css={{ gap: 5, listStyleType: 'none' }}
          >
            {premiumClient.features.map((feature) => (
              <Box as="li" key={feature.label} css={{ layerStyle: 'card', p: 6, shadow: 'xs' }}>
                <Box
                  css={{
                    color: 'brand.600',
                    display: 'inline-flex',
                    p: 3,
                    rounded: 'lg',
                    bg: 'brand.50',
                    mb: 4,
                  }}
                >
                  <SiteIcon name={feature.icon} css={{ boxSize: 6 }} />
                </Box>
                <Heading as="h3" size="md" css={{ color: 'brand.800', mb: 2 }}>
                  {feature.href || feature.action ? (
                    <SmartLink link={feature} css={{ color: 'brand.800' }} />
                  ) : (
                    feature.label
                  )}
                </Heading>
                {feature.description ? (
                  <Text css={{ color: 'gray.600' }}>{feature.description}</Text>
                ) : null}
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      ) : null}
    </PageInMenu>
  );
}
