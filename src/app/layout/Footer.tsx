import type { SystemStyleObject } from '#styled-system/types';
import {
  Box,
  Container,
  Flex,
  Grid,
  Heading,
  Image,
  Link,
  Stack,
  Text,
} from '../../components/staticUi';
import { lazy, Suspense, type ReactNode } from 'react';
import { Glyph } from '../../components/siteIcons/Glyph';
import { SiteIcon } from '../../components/SiteIcon';
import { SmartLink } from '../../components/SmartLink';
import { api } from '../../contract/api';
import type { SiteConfig } from '../../contract/site';
import { FraudWarning } from '../../components/trust/FraudWarning';
import { copyrightLine } from './copyright';
import { FooterLinks } from './FooterLinks';
import { FooterPanels } from './FooterPanels';
import { useT } from '../../i18n/useT';
import { useHydrated } from '../../lib/useHydrated';
import { kioskBridge } from '../../lib/kioskMode';

/** The firm's logo on a white plate, so it reads on the navy footer. */
// The kiosk's branch line is drawn at the kiosk only: website visitors never download it.
const KioskBranchNote = lazy(async () => ({
  default: (await import('../../features/kiosk/KioskBranchNote')).KioskBranchNote,
}));

const logoPlate = {
  h: 14,
  w: 'auto',
  bg: 'white',
  rounded: 'md',
  px: 3,
  py: 1.5,
} satisfies SystemStyleObject;

/** The small gold caption over the exchange links. */
const exchangesTitle = {
  fontSize: 'xs',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  color: 'gold.300',
  mb: 3,
  fontWeight: 'semibold',
} satisfies SystemStyleObject;

/** An exchange or regulator link as an outlined pill. */
const exchangeChip = {
  display: 'inline-block',
  px: 3,
  py: 1,
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'gray.200',
  borderWidth: '1px',
  borderColor: 'brand.700',
  rounded: 'full',
  _hover: { bg: 'brand.800', color: 'white', textDecoration: 'none' },
} satisfies SystemStyleObject;

/** A social network's round icon button. */
const socialButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: '10',
  rounded: 'full',
  bg: 'brand.800',
  color: 'white',
  _hover: { bg: 'gold.400', color: 'brand.900' },
} satisfies SystemStyleObject;

/** An app-store link dressed as the stores' own black badge. */
const appStoreBadge = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  px: 4,
  h: 11,
  rounded: 'md',
  bg: 'black',
  color: 'white',
  borderWidth: '1px',
  borderColor: 'gray.600',
  fontSize: 'sm',
  fontWeight: 'medium',
  _hover: { borderColor: 'gold.400', textDecoration: 'none' },
} satisfies SystemStyleObject;

/**
 * The site footer (docs/contract.md §2): contact details, the three link columns, the two collapsible
 * registration panels, exchange and regulator links, social and app-store links, the registration
 * note and the copyright line with the current year.
 */
export function Footer({ site }: { site: SiteConfig }) {
  const { firm, contact, footer } = site;
  const t = useT();

  return (
    <Box as="footer" css={{ color: 'gray.300', bg: 'brand.950', mt: 'auto' }}>
      <Container css={{ maxW: '7xl', pt: { base: 12, md: 16 }, pb: 8 }}>
        <Grid
          templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '1.5fr 1fr 1fr 1fr' }}
          gap={{ base: 10, lg: 12 }}
        >
          <Stack gap={5}>
            <Box>
              <Image src={api.siteImage(firm.logo)} alt="" css={logoPlate} />
              <Text css={{ color: 'white', fontWeight: 'semibold', mt: 4 }}>{firm.legalName}</Text>
            </Box>
            <Text css={{ color: 'gray.400', fontSize: 'sm' }}>{firm.tagline}</Text>
            <Box>
              <Heading as="h2" css={{ srOnly: true }}>
                {t('layout.contactDetails')}
              </Heading>
              <Stack gap={4} css={{ fontSize: 'sm' }}>
                {contact.offices.map((office) => (
                  <Box as="address" key={office.title} css={{ fontStyle: 'normal' }}>
                    <Text css={{ color: 'white', fontWeight: 'semibold' }}>{office.title}</Text>
                    {office.lines.map((line) => (
                      <Text key={line}>{line}</Text>
                    ))}
                  </Box>
                ))}
                <Stack gap={2}>
                  <FooterContact icon={<Glyph name="phone" />} href={`tel:${contact.phone}`}>
                    {contact.phoneDisplay}
                  </FooterContact>
                  <FooterContact
                    icon={<Glyph name="mail" />}
                    href={`mailto:${contact.supportEmail}`}
                  >
                    {contact.supportEmail}
                  </FooterContact>
                  <FooterContact icon={<Glyph name="clock" />}>{contact.hours}</FooterContact>
                </Stack>
              </Stack>
            </Box>
          </Stack>
          <FooterLinks title={t('layout.quickLinks')} links={footer.quickLinks} />
          <FooterLinks title={t('layout.otherLinks')} links={footer.otherLinks} />
          <FooterLinks title={t('layout.usefulLinks')} links={footer.usefulLinks} />
        </Grid>

        <Box css={{ mt: { base: 10, md: 12 } }}>
          <FraudWarning warning={site.trust.fraudWarning} dark />
        </Box>

        <Box css={{ mt: 6 }}>
          <FooterPanels panels={[footer.grievance, footer.registrations]} />
        </Box>

        <Flex
          css={{ mt: 10, pt: 8, borderTopWidth: '1px', borderColor: 'brand.800', gap: 8 }}
          direction={{ base: 'column', lg: 'row' }}
          justify="space-between"
        >
          <nav aria-label={t('layout.exchangesNav')}>
            <Text css={exchangesTitle}>{t('layout.exchanges')}</Text>
            <Flex as="ul" css={{ listStyleType: 'none', gap: 2 }} wrap="wrap">
              {footer.exchangeLinks.map((link) => (
                <li key={link.label}>
                  <SmartLink link={link} css={exchangeChip} />
                </li>
              ))}
            </Flex>
          </nav>

          <Stack gap={4} align={{ base: 'flex-start', lg: 'flex-end' }}>
            <Flex as="ul" css={{ listStyleType: 'none', gap: 2 }} aria-label={t('layout.followUs')}>
              {site.social.map((link) => (
                <li key={link.label}>
                  <SmartLink
                    link={link}
                    aria-label={link.label}
                    title={link.label}
                    css={socialButton}
                  >
                    <SiteIcon name={link.icon} css={{ boxSize: 4 }} />
                  </SmartLink>
                </li>
              ))}
            </Flex>
            <Flex
              as="ul"
              css={{ listStyleType: 'none', gap: 3 }}
              wrap="wrap"
              aria-label={t('layout.getApp')}
            >
              {site.appStores.map((link) => (
                <li key={link.label}>
                  <SmartLink link={link} css={appStoreBadge}>
                    <SiteIcon name={link.icon} css={{ boxSize: 5 }} />
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </Flex>
          </Stack>
        </Flex>

        <Text css={{ color: 'gray.400', mt: 8, fontSize: 'xs', lineHeight: 'tall' }}>
          {firm.registrationNote}
        </Text>
      </Container>
      <Box css={{ bg: 'black', py: 4, pb: { base: 20, md: 4 } }}>
        <Container css={{ maxW: '7xl' }}>
          {kioskBridge && (
            <Suspense fallback={null}>
              <KioskBranchNote />
            </Suspense>
          )}
          <CopyrightLine text={firm.copyright} />
        </Container>
      </Box>
    </Box>
  );
}

/**
 * The copyright line with the visitor's year. The server's picture has the server's year, which
 * the app takes over as it is; the visitor's clock's year (a year turns at a different moment on
 * each) is drawn anew once the app has taken the page over (docs/performance.md).
 */
function CopyrightLine({ text }: { text: string }) {
  const hydrated = useHydrated();
  return (
    <Text
      key={hydrated ? 'visitor' : 'server'}
      suppressHydrationWarning
      css={{ color: 'gray.400', fontSize: 'xs', textAlign: { base: 'start', md: 'center' } }}
    >
      {copyrightLine(text, new Date().getFullYear())}
    </Text>
  );
}

function FooterContact({
  icon,
  href,
  children,
}: {
  icon: ReactNode;
  href?: string;
  children: ReactNode;
}) {
  const content = (
    <>
      <Box as="span" aria-hidden="true" css={{ color: 'gold.300', display: 'inline-flex' }}>
        {icon}
      </Box>
      {children}
    </>
  );
  return href ? (
    <Link
      href={href}
      css={{
        color: 'gray.300',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 2,
        _hover: { color: 'white' },
      }}
    >
      {content}
    </Link>
  ) : (
    <Text css={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>{content}</Text>
  );
}
