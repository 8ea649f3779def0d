import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { SmartLink } from '../../components/SmartLink';
import type { Address } from '../../contract/site';
import { isKiosk } from '../../lib/kioskMode';
import { KioskMapSlot } from '../../components/kiosk/KioskMapSlot';
import { useT } from '../../i18n/useT';

const Frame = chakra('iframe');

/** The map of the main office, loaded only when scrolled to, with a link to a full-size map. */
export function MapFrame({
  embedUrl,
  mapLink,
  office,
}: {
  embedUrl: string;
  mapLink: string;
  office: Address | undefined;
}) {
  const t = useT();
  const place = office ? office.title : t('contact.ourOffice');
  return (
    <Box as="section" aria-labelledby="map-heading">
      <Heading id="map-heading" as="h2" size={{ base: 'xl', md: '2xl' }} color="brand.800" mb={2}>
        {t('contact.findUs')}
      </Heading>
      {office ? (
        <Text color="gray.700" mb={4}>
          {office.title}: {office.lines.join(', ')}
        </Text>
      ) : null}
      {isKiosk ? (
        <KioskMapSlot mapLink={mapLink} place={place} />
      ) : (
        <>
          <Frame
            src={embedUrl}
            title={t('contact.mapTitle', { place })}
            loading="lazy"
            referrerPolicy="no-referrer"
            w="full"
            h={{ base: '280px', md: '400px' }}
            border="0"
            rounded="lg"
            bg="gray.100"
            display="block"
          />
          <SmartLink
            link={{ label: t('contact.largerMap'), href: mapLink }}
            color="brand.700"
            fontWeight="semibold"
            display="inline-flex"
            minH={12}
            alignItems="center"
          />
        </>
      )}
    </Box>
  );
}
