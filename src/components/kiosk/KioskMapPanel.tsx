import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { KioskQr } from './KioskQr';
import { Glyph } from '../siteIcons/Glyph';
import { useT } from '../../i18n/useT';

const QR_SIZE_PX = 200;

/**
 * Stands in for the map frame on the kiosk: the visitor scans the map link and takes the
 * directions along on their phone. Nothing in it can be tapped away from the app.
 */
export function KioskMapPanel({ mapLink, place }: { mapLink: string; place: string }) {
  const t = useT();
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={8}
      p={8}
      rounded="lg"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.100"
      direction={{ base: 'column', md: 'row' }}
      data-testid="kiosk-map-panel"
    >
      <Stack gap={3}>
        <Flex align="center" gap={3} color="brand.800">
          <Glyph name="map" width={28} height={28} aria-hidden="true" />
          <Text fontSize="2xl" fontWeight="bold">
            {t('kiosk.mapTitle')}
          </Text>
        </Flex>
        <Text fontSize="lg" color="gray.700">
          {place}
        </Text>
        <Text fontSize="xl" fontWeight="semibold" color="brand.700">
          {t('kiosk.mapBody')}
        </Text>
      </Stack>
      <Box p={3} layerStyle="card" flexShrink={0}>
        <KioskQr value={mapLink} size={QR_SIZE_PX} label={t('kiosk.mapQr', { place })} />
      </Box>
    </Flex>
  );
}
