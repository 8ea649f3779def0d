import { HStack, Text } from '../../components/staticUi';
import { Glyph } from '../../components/siteIcons/Glyph';
import { useT } from '../../i18n/useT';
import { kioskBridge } from '../../lib/kioskMode';
import { useKioskBranchName } from '../../lib/kioskSettings';

/** The kiosk's branch, in the footer (head office's name, else the kiosk's). Nothing on the website. */
export function KioskBranchNote() {
  const branchName = useKioskBranchName();
  const t = useT();
  if (!kioskBridge) return null;
  return (
    <HStack
      justify="center"
      gap={2}
      css={{ color: 'gold.300', fontWeight: 'semibold', mb: 1 }}
      data-testid="kiosk-branch"
    >
      <Glyph name="map" aria-hidden="true" />
      <Text>
        <Text as="span" css={{ srOnly: true }}>
          {t('kiosk.branchLabel')}:{' '}
        </Text>
        {branchName}
      </Text>
    </HStack>
  );
}
