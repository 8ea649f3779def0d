import { Box, Container, Flex, HStack, Image, Text } from '../../components/staticUi';
import { SiteIcon } from '../../components/SiteIcon';
import { SmartLink } from '../../components/SmartLink';
import { api } from '../../contract/api';
import { paths } from '../../contract/routes';
import type { SiteConfig } from '../../contract/site';
import { LanguageSelect } from './LanguageSelect';
import { MenuButton } from './MenuButton';
import { MainNav } from './MainNav';
import { TopBar } from './TopBar';
import { AppLink } from '../../components/AppLink';

/**
 * The site header (docs/contract.md §2): navy top bar, the firm's logo and name with the three trading
 * buttons, and the navy menu bar with the six dropdown groups. Below `lg` the menu bar and buttons
 * move into the slide-out MobileMenu.
 */
export function Header({ site }: { site: SiteConfig }) {
  const { firm } = site;
  return (
    <Box as="header" css={{ position: 'relative', zIndex: 'docked' }}>
      <TopBar site={site} />
      <Box css={{ bg: 'white', borderBottomWidth: '1px', borderColor: 'gray.200' }}>
        <Container css={{ maxW: '7xl', py: { base: 3, md: 4 } }}>
          <Flex align="center" justify="space-between" css={{ gap: 4 }}>
            {/* The logo keeps its size; where the row is short of room (a portrait kiosk, Hindi
                or Gujarati labels) the trading buttons wrap onto a second line instead of
                sliding over it (docs/architecture.md §5). */}
            <HStack gap={{ base: 3, xl: 5 }} css={{ flexShrink: 0 }}>
              <AppLink to={paths.home} css={{ rounded: 'sm', flexShrink: 0 }}>
                {/* The logo is the firm's wordmark, so its text alternative is the name. */}
                <Image
                  src={api.siteImage(firm.logo)}
                  alt={`${firm.name} – home`}
                  css={{ h: { base: 10, md: 14 }, w: 'auto' }}
                />
              </AppLink>
              <Box
                css={{
                  display: { base: 'none', xl: 'block' },
                  borderStartWidth: '1px',
                  borderColor: 'gray.300',
                  ps: 5,
                  maxW: 'xs',
                }}
              >
                <Text
                  css={{
                    color: 'brand.800',
                    fontSize: 'sm',
                    fontWeight: 'semibold',
                    lineHeight: 'short',
                  }}
                >
                  {firm.legalName}
                </Text>
                <Text css={{ color: 'gray.600', fontSize: 'xs', lineHeight: 'short', mt: 0.5 }}>
                  {firm.tagline}
                </Text>
              </Box>
            </HStack>

            <HStack
              gap={2}
              css={{ display: { base: 'none', lg: 'flex' }, minW: 0, flexWrap: 'wrap' }}
              justify="flex-end"
            >
              {site.headerButtons.map((button, i) => (
                <SmartLink
                  key={button.label}
                  link={button}
                  css={[
                    headerButtonStyle,
                    i === 0
                      ? outlineStyle
                      : i === site.headerButtons.length - 1
                        ? goldStyle
                        : solidStyle,
                  ]}
                >
                  <SiteIcon name={button.icon} />
                  {button.label}
                </SmartLink>
              ))}
            </HStack>
            <HStack gap={{ base: 2, lg: 0 }} css={{ flexShrink: 0 }}>
              <LanguageSelect />
              <MenuButton site={site} />
            </HStack>
          </Flex>
        </Container>
      </Box>
      <MainNav menus={site.menus} />
    </Box>
  );
}

// The three trading buttons are links (they leave for the trading platforms), styled as buttons.
const headerButtonStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  h: 10,
  px: 4,
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  borderWidth: '1px',
  transition: 'background-color 0.15s',
} as const;

const outlineStyle = {
  borderColor: 'brand.800',
  color: 'brand.800',
  _hover: { bg: 'brand.50', textDecoration: 'none' },
} as const;

/** A filled button: its border is its background, so it stands as tall as the outlined one. */
const filled = (bg: string, color: string, hoverBg: string) =>
  ({ bg, borderColor: bg, color, _hover: { bg: hoverBg, textDecoration: 'none' } }) as const;

const solidStyle = filled('brand.800', 'white', 'brand.600');
const goldStyle = filled('gold.400', 'brand.900', 'gold.300');
