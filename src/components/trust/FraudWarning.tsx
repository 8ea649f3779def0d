import { useId } from 'react';
import { AppLink } from '../AppLink';
import { Glyph } from '../siteIcons/Glyph';
import { Box, Flex, Heading, Stack, Text } from '../staticUi';
import { paths } from '../../contract/routes';
import type { SiteConfig } from '../../contract/site';

/**
 * The fraud warning of the site data (issue 46): what the firm never asks for and the link to
 * report someone posing as it. On the navy footer (`dark`) and on the fraud report's page. Its words are all site data: it is on every page's first visit and brings no
 * catalogue along.
 */
export function FraudWarning({
  warning,
  dark = false,
  report = true,
  region = true,
}: {
  warning: SiteConfig['trust']['fraudWarning'];
  dark?: boolean;
  /** The link to the report form (left out on the form's own page). */
  report?: boolean;
  /**
   * A region landmark named by its heading; the report page's own copy is none, or the page would
   * hold two landmarks of one name, the footer's and its own (axe: landmark-unique, issue 45).
   */
  region?: boolean;
}) {
  // Its own id: the footer's warning and the report page's are both on that page.
  const headingId = useId();
  return (
    <Box
      as={region ? 'section' : 'div'}
      // The page's own copy is a named group, no landmark: still found by its heading's name.
      role={region ? undefined : 'group'}
      aria-labelledby={headingId}
      css={{
        rounded: 'lg',
        borderWidth: '1px',
        borderLeftWidth: '6px',
        borderColor: dark ? 'brand.700' : 'red.200',
        borderLeftColor: dark ? 'gold.400' : 'red.600',
        bg: dark ? 'brand.900' : 'red.50',
        p: { base: 5, md: 6 },
      }}
    >
      <Flex align="center" css={{ color: dark ? 'gold.300' : 'red.700', gap: 2, mb: 2 }}>
        <Glyph name="shield" aria-hidden="true" />
        <Heading as="h2" id={headingId} size="md" css={{ color: dark ? 'white' : 'red.800' }}>
          {warning.title}
        </Heading>
      </Flex>
      <Text css={{ color: dark ? 'gray.300' : 'gray.800', fontSize: 'sm', mb: 3 }}>
        {warning.text}
      </Text>
      <Text css={{ color: dark ? 'white' : 'gray.900', fontSize: 'sm', fontWeight: 'semibold' }}>
        {warning.lead}
      </Text>
      <Stack
        as="ul"
        css={{
          color: dark ? 'gray.300' : 'gray.800',
          listStyleType: 'disc',
          ps: 5,
          mt: 1,
          fontSize: 'sm',
        }}
        gap={1}
      >
        {warning.neverAsk.map((item) => (
          <li key={item.label}>{item.label}</li>
        ))}
      </Stack>
      {report ? (
        <AppLink
          to={paths.reportFraud}
          css={{
            color: dark ? 'gold.300' : 'red.800',
            display: 'inline-block',
            mt: 4,
            fontWeight: 'semibold',
            textDecoration: 'underline',
          }}
        >
          {warning.report}
        </AppLink>
      ) : null}
    </Box>
  );
}
