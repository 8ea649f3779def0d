import type { SystemStyleObject } from '#styled-system/types';
import type { ReactNode } from 'react';
import { Glyph } from '../../components/siteIcons/Glyph';
import { SiteIcon } from '../../components/SiteIcon';
import { SmartLink } from '../../components/SmartLink';
import type { SiteConfig } from '../../contract/site';
import { useT } from '../../i18n/useT';
import { useBlinkBeat } from '../../lib/useBlinkBeat';
import { Box, Container, Flex, HStack, Link, Text } from '../../components/staticUi';

const textStyle = {
  color: 'brand.100',
  fontSize: 'xs',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1.5,
  whiteSpace: 'nowrap',
} as const;
const linkStyle = {
  ...textStyle,
  _hover: { color: 'white', textDecoration: 'underline' },
} as const;

/**
 * The navy strip above the header (docs/contract.md §2): hours, phone, support e-mail, the blinking Support
 * Live link, E-voting, trading sign-in and the blinking red freeze link. On a phone only the
 * essentials stay (call, sign in, freeze); the rest is in the slide-out menu.
 */
export function TopBar({ site }: { site: SiteConfig }) {
  const { contact, topBar } = site;
  const t = useT();
  useBlinkBeat();
  return (
    <Box
      css={{
        color: 'brand.100',
        bg: 'brand.900',
        borderBottomWidth: '1px',
        borderColor: 'brand.700',
      }}
    >
      <Container css={{ maxW: '7xl', py: { base: 1.5, md: 2 } }}>
        <Flex align="center" justify="space-between" css={{ gap: { base: 2, md: 4 } }} wrap="wrap">
          <StripList label={t('layout.contactUs')} gap={{ base: 3, md: 5 }}>
            <Box as="li" css={{ display: { base: 'none', xl: 'block' } }}>
              <Text css={textStyle}>
                <Glyph name="clock" aria-hidden="true" />
                {contact.hours}
              </Text>
            </Box>
            <Box as="li">
              <Link href={`tel:${contact.phone}`} css={linkStyle}>
                <Glyph name="phone" aria-hidden="true" />
                {contact.phoneDisplay}
              </Link>
            </Box>
            <Box as="li" css={{ display: { base: 'none', md: 'block' } }}>
              <Link href={`mailto:${contact.supportEmail}`} css={linkStyle}>
                <Glyph name="mail" aria-hidden="true" />
                {contact.supportEmail}
              </Link>
            </Box>
          </StripList>

          <StripList label={t('layout.quickAccess')} gap={{ base: 3, md: 4 }}>
            <Box as="li" css={{ display: { base: 'none', md: 'block' } }}>
              <SmartLink link={topBar.supportLive} css={[linkStyle, supportLiveBlink]}>
                <SiteIcon name={topBar.supportLive.icon} />
                {topBar.supportLive.label}
              </SmartLink>
            </Box>
            <Box as="li" css={{ display: { base: 'none', md: 'block' } }}>
              <SmartLink link={topBar.eVoting} css={linkStyle}>
                <SiteIcon name={topBar.eVoting.icon} />
                {topBar.eVoting.label}
              </SmartLink>
            </Box>
            <Box as="li">
              <SmartLink link={topBar.signIn} css={[linkStyle, { fontWeight: 'semibold' }]}>
                <SiteIcon name={topBar.signIn.icon} />
                {topBar.signIn.label}
              </SmartLink>
            </Box>
            <Box as="li" css={{ display: { base: 'none', md: 'block' } }}>
              <FreezeLink site={site} />
            </Box>
          </StripList>

          <Box css={{ display: { base: 'block', md: 'none' }, w: 'full' }}>
            <FreezeLink site={site} />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}

/** The spec's blinking Support Live link (useBlinkBeat): gold and white, both readable on navy. */
const supportLiveBlink = {
  fontWeight: 'semibold',
  '[data-blink=lit] &': { color: 'gold.300' },
  '[data-blink=dim] &': { color: 'white' },
} satisfies SystemStyleObject;

/** The red freeze-your-account pill: full width on a phone, where it has a row of its own. */
const freezePill = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1.5,
  w: { base: 'full', md: 'auto' },
  px: 3,
  py: 1,
  rounded: 'full',
  bg: 'red.600',
  color: 'white',
  fontSize: 'xs',
  fontWeight: 'semibold',
  textDecoration: 'none',
  // The spec's blink (useBlinkBeat): two reds that both keep the white text's contrast.
  '[data-blink=lit] &': { bg: 'red.700' },
  '[data-blink=dim] &': { bg: 'red.900' },
  _hover: { bg: 'red.700', textDecoration: 'underline' },
} as const;

function FreezeLink({ site }: { site: SiteConfig }) {
  const freeze = site.topBar.freeze;
  return (
    <SmartLink link={freeze} css={freezePill}>
      <SiteIcon name={freeze.icon} />
      {freeze.label}
    </SmartLink>
  );
}

/**
 * One of the strip's two rows of links, a named list so screen readers can tell them apart. Panda
 * reads its `gap` where it is written, at the two StripList tags.
 */
function StripList({
  label,
  gap,
  children,
}: {
  label: string;
  gap: SystemStyleObject['gap'];
  children: ReactNode;
}) {
  return (
    <HStack as="ul" css={{ listStyleType: 'none' }} gap={gap} aria-label={label}>
      {children}
    </HStack>
  );
}
