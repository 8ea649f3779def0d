import { Glyph } from '../../components/siteIcons/Glyph';
import type { SiteConfig } from '../../contract/site';
import { SectionHeading } from '../../components/headings';
import { Box, Heading, Link, Stack, Text } from '../../components/staticUi';
import { useT } from '../../i18n/useT';

const telHref = (display: string) => `tel:${display.replace(/[^\d+]/g, '')}`;

/** The firm's offices, phone, e-mail and hours (site data), each a tap-to-call / tap-to-mail link. */
export function ContactDetails({ contact }: { contact: SiteConfig['contact'] }) {
  const t = useT();
  return (
    <Stack as="section" aria-labelledby="contact-details-heading" gap={5}>
      <SectionHeading id="contact-details-heading">{t('contact.getInTouch')}</SectionHeading>
      <Stack gap={3} css={{ fontSize: 'md' }}>
        <Link
          href={`tel:${contact.phone}`}
          css={{ color: 'brand.700', fontWeight: 'semibold', minH: 12 }}
        >
          <Glyph name="phone" aria-hidden="true" />
          {contact.phoneDisplay}
        </Link>
        <Link
          href={`mailto:${contact.supportEmail}`}
          css={{ color: 'brand.700', fontWeight: 'semibold', minH: 12, overflowWrap: 'anywhere' }}
        >
          <Glyph name="mail" aria-hidden="true" />
          {contact.supportEmail}
        </Link>
        <Text css={{ color: 'gray.700', display: 'flex', alignItems: 'center', gap: 2 }}>
          <Glyph name="clock" aria-hidden="true" />
          {contact.hours}
        </Text>
      </Stack>
      {contact.offices.map((office) => (
        <Box
          key={office.title}
          css={{
            p: 5,
            rounded: 'lg',
            bg: 'brand.50',
            borderLeftWidth: '4px',
            borderColor: 'gold.400',
          }}
        >
          <Heading
            as="h3"
            size="md"
            css={{ color: 'brand.800', mb: 2, display: 'flex', alignItems: 'center', gap: 2 }}
          >
            <Glyph name="map" aria-hidden="true" />
            {office.title}
          </Heading>
          {/* The heading names the office outside its <address>, which may hold no heading. */}
          <Box as="address" css={{ fontStyle: 'normal' }}>
            {office.lines.map((line) => (
              <Text key={line} css={{ color: 'gray.700' }}>
                {line}
              </Text>
            ))}
            {office.phone ? (
              <Link
                href={telHref(office.phone)}
                css={{ color: 'brand.700', mt: 2, display: 'inline-block' }}
              >
                {office.phone}
              </Link>
            ) : null}
            {office.email ? (
              <Text>
                <Link
                  href={`mailto:${office.email}`}
                  css={{ color: 'brand.700', overflowWrap: 'anywhere' }}
                >
                  {office.email}
                </Link>
              </Text>
            ) : null}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
