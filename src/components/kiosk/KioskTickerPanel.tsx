import { Box, Container, HStack, Text } from '../staticUi';
import { Glyph } from '../siteIcons/Glyph';
import { useT } from '../../i18n/useT';

/**
 * Stands in for the market-ticker frame on the kiosk: a third-party frame is full of links that
 * would leave the app, and live quotes on an unattended screen invite trading advice it cannot
 * give. Static and non-interactive.
 */
export function KioskTickerPanel({ title }: { title: string }) {
  const t = useT();
  return (
    <Box
      as="aside"
      aria-label={title}
      css={{
        color: 'brand.100',
        bg: 'brand.900',
        borderBottomWidth: '1px',
        borderColor: 'brand.700',
      }}
    >
      <Container css={{ maxW: '7xl', py: 3 }}>
        <HStack gap={4}>
          <HStack gap={2} css={{ color: 'gold.300', fontWeight: 'bold', flexShrink: 0 }}>
            <Glyph name="chart" aria-hidden="true" />
            <Text css={{ textTransform: 'uppercase', letterSpacing: 'wider', fontSize: 'sm' }}>
              {t('kiosk.tickerTitle')}
            </Text>
          </HStack>
          <Text css={{ fontSize: 'sm' }}>{t('kiosk.tickerBody')}</Text>
        </HStack>
      </Container>
    </Box>
  );
}
