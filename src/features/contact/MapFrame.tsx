import { SmartLink } from '../../components/SmartLink';
import type { Address } from '../../contract/site';
import { isKiosk } from '../../lib/kioskMode';
import { KioskMapSlot } from '../../components/kiosk/KioskMapSlot';
import { useT } from '../../i18n/useT';
import { ContactSection } from '../../components/ContactSection';
import { ExternalFrame } from '../../components/ExternalFrame';

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
    <ContactSection
      id="map"
      title={t('contact.findUs')}
      intro={office ? `${office.title}: ${office.lines.join(', ')}` : undefined}
    >
      {isKiosk ? (
        <KioskMapSlot mapLink={mapLink} place={place} />
      ) : (
        <>
          <ExternalFrame
            src={embedUrl}
            title={t('contact.mapTitle', { place })}
            css={{ h: { base: '280px', md: '400px' }, rounded: 'lg', bg: 'gray.100' }}
          />
          <SmartLink
            link={{ label: t('contact.largerMap'), href: mapLink }}
            css={{
              color: 'brand.700',
              fontWeight: 'semibold',
              display: 'inline-flex',
              minH: 12,
              alignItems: 'center',
            }}
          />
        </>
      )}
    </ContactSection>
  );
}
