import { liftOnHover } from '../../components/cardLift';
import { SiteIcon } from '../../components/SiteIcon';
import { SmartLink } from '../../components/SmartLink';
import { Box, Container, Heading, SimpleGrid, Text } from '../../components/staticUi';
import type { NavLink } from '../../contract/site';
import { useT } from '../../i18n/useT';

/**
 * The eight category tiles (docs/contract.md §2). A tile with a target is one big link (its title is the
 * link, stretched over the card); a tile without one is a plain card, never a dead link.
 */
export function HomeTiles({ tiles }: { tiles: NavLink[] }) {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="home-tiles-title" css={{ position: 'relative', zIndex: 1 }}>
      <Container css={{ maxW: '7xl', pt: { base: 8, md: 12 } }}>
        <Heading as="h2" id="home-tiles-title" css={{ srOnly: true }}>
          {t('home.onlineServices')}
        </Heading>
        <SimpleGrid
          as="ul"
          css={{ listStyleType: 'none', gap: { base: 3, md: 4 } }}
          columns={{ base: 2, md: 4 }}
        >
          {tiles.map((tile) => (
            <Tile key={tile.label} tile={tile} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Tile({ tile }: { tile: NavLink }) {
  const linked = Boolean(tile.href || tile.action);
  return (
    <Box
      as="li"
      css={[
        {
          position: 'relative',
          layerStyle: 'card',
          borderTopWidth: '3px',
          borderTopColor: linked ? 'gold.400' : 'gray.300',
          shadow: 'sm',
          p: { base: 4, md: 5 },
          _focusWithin: linked ? { shadow: 'lg' } : undefined,
        },
        linked ? liftOnHover.lg : {},
      ]}
      data-tile={tile.label}
    >
      <Box
        css={{
          color: linked ? 'brand.700' : 'gray.600',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxSize: { base: '10', md: '12' },
          rounded: 'lg',
          bg: linked ? 'brand.50' : 'gray.100',
          mb: 3,
        }}
      >
        <SiteIcon name={tile.icon} css={{ boxSize: { base: 5, md: 6 } }} />
      </Box>
      <Heading
        as="h3"
        css={{ color: 'brand.900', fontSize: { base: 'sm', md: 'md' }, lineHeight: 'short', mb: 1 }}
      >
        {linked ? (
          <SmartLink
            link={tile}
            css={{
              color: 'inherit',
              textAlign: 'start',
              _hover: { textDecoration: 'none' },
              _before: { content: '""', position: 'absolute', inset: 0, rounded: 'lg' },
            }}
          />
        ) : (
          tile.label
        )}
      </Heading>
      {tile.description ? (
        <Text css={{ color: 'gray.600', fontSize: { base: 'xs', md: 'sm' }, lineHeight: 'short' }}>
          {tile.description}
        </Text>
      ) : null}
    </Box>
  );
}
