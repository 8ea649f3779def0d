import type { SystemStyleObject } from '#styled-system/types';
import { Box, Container, Heading, SimpleGrid, Text } from '../../components/staticUi';
import { Glyph } from '../../components/siteIcons/Glyph';
import { SiteIcon } from '../../components/SiteIcon';
import { SmartLink } from '../../components/SmartLink';
import type { SiteConfig } from '../../contract/site';
import { isExternalHref } from '../../lib/links';
import { useT } from '../../i18n/useT';
import { HomeSectionTitle } from './HomeSectionTitle';

// A pointer over the card and keyboard focus inside it raise it alike.
const raised = { shadow: 'md', borderColor: 'brand.300' };

/** A service's card: white on the tint, its icon beside the words on a phone and above from sm. */
const serviceCard = {
  position: 'relative',
  bg: 'white',
  rounded: 'lg',
  borderWidth: '1px',
  borderColor: 'brand.100',
  p: { base: 4, sm: 6 },
  display: 'flex',
  flexDirection: { base: 'row', sm: 'column' },
  gap: { base: 4, sm: 0 },
  transition: 'box-shadow 0.2s, border-color 0.2s',
  _hover: raised,
  _focusWithin: raised,
} satisfies SystemStyleObject;

/** The card's title link; its ::before covers the whole card, so the card is one tap target. */
const cardLink = {
  color: 'inherit',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1.5,
  _hover: { textDecoration: 'none', color: 'brand.600' },
  _before: { content: '""', position: 'absolute', inset: 0, rounded: 'lg' },
} satisfies SystemStyleObject;

/**
 * The services block (docs/contract.md §2): one card per service, linking to its content page
 * (/cms/{contentId}); Mutual Funds leaves for the partner site in a new tab.
 */
export function ServicesBlock({ services }: { services: SiteConfig['home']['services'] }) {
  const t = useT();
  return (
    <Box
      as="section"
      aria-labelledby="home-services-title"
      css={{ bg: 'brand.50', py: { base: 12, md: 20 } }}
    >
      <Container css={{ maxW: '7xl' }}>
        <Box css={{ maxW: '3xl', mb: { base: 8, md: 12 } }}>
          <HomeSectionTitle id="home-services-title">{services.title}</HomeSectionTitle>
          <Text css={{ color: 'gray.600', fontSize: { base: 'md', md: 'lg' }, mt: 3 }}>
            {services.intro}
          </Text>
        </Box>
        <SimpleGrid
          as="ul"
          css={{ listStyleType: 'none', gap: { base: 3, md: 5 } }}
          columns={{ base: 1, sm: 2, lg: 4 }}
        >
          {services.cards.map((card) => {
            const external = !!card.href && isExternalHref(card.href);
            return (
              <Box as="li" key={card.label} css={serviceCard}>
                <Box css={{ color: 'gold.500', mb: { base: 0, sm: 4 }, flexShrink: 0 }}>
                  <SiteIcon name={card.icon} css={{ boxSize: { base: 6, sm: 7 } }} />
                </Box>
                <Box>
                  <Heading
                    as="h3"
                    css={{ color: 'brand.900', fontSize: 'md', mb: { base: 1, sm: 2 } }}
                  >
                    <SmartLink link={card} css={cardLink}>
                      {card.label}
                      {external ? (
                        <>
                          <Glyph
                            name="external-link"
                            aria-hidden="true"
                            width="0.85em"
                            height="0.85em"
                          />
                          <Box as="span" css={{ srOnly: true }}>
                            {t('frame.newTab')}
                          </Box>
                        </>
                      ) : null}
                    </SmartLink>
                  </Heading>
                  <Text css={{ color: 'gray.600', fontSize: 'sm' }}>{card.description}</Text>
                </Box>
              </Box>
            );
          })}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
