import { css } from '#styled-system/css';
import { KioskQr } from '../../components/kiosk/KioskQr';
import { SiteDialog } from '../../components/SiteDialog';
import { Glyph } from '../../components/siteIcons/Glyph';
import { Box, Button, Flex, Stack, Text } from '../../components/staticUi';
import { Dialog } from '../../components/staticUi/dialog';
import { useT } from '../../i18n/useT';
import { displayAddress, type KioskLink } from './kioskLinks';

const QR_SIZE_PX = 320;

const scanText = {
  web: 'kiosk.scanToOpen',
  call: 'kiosk.scanToCall',
  mail: 'kiosk.scanToMail',
  document: 'kiosk.documentAtCounter',
} as const;

// The site's icon sprite (its `mobile` is the smartphone).
const icons = { web: 'mobile', call: 'phone', mail: 'mail', document: 'document' } as const;

/** The address under the code, for a visitor who would rather type it: monospace, broken anywhere. */
const addressLine = css.raw({
  fontSize: 'lg',
  fontFamily: 'mono',
  color: 'gray.700',
  bg: 'gray.50',
  px: '4',
  py: '2',
  rounded: 'md',
  wordBreak: 'break-all',
});

/**
 * On the kiosk a link to another site, a phone number or an e-mail address becomes a QR code the
 * visitor takes away on their own phone; the kiosk itself never leaves the app. Files (forms,
 * PDFs) are not downloaded onto the kiosk: the counter hands out printed copies. Drawn with the
 * site's static styles in the site's dialog shell (docs/architecture.md §4).
 */
export function QrLinkDialog({ link, onClose }: { link: KioskLink | null; onClose: () => void }) {
  return (
    <SiteDialog
      open={link !== null}
      onClose={onClose}
      size="lg"
      closeButton={false}
      backdrop={css.raw({ bg: 'rgba(4, 15, 29, 0.72)', backdropFilter: 'blur(4px)' })}
      content={css.raw({ rounded: '2xl', overflow: 'hidden' })}
    >
      {link ? <LinkBody link={link} onClose={onClose} /> : null}
    </SiteDialog>
  );
}

function LinkBody({ link, onClose }: { link: KioskLink; onClose: () => void }) {
  const t = useT();
  const qrLabel = t('kiosk.linkQr', { address: displayAddress(link) });
  const scannable = link.kind !== 'document';
  return (
    <>
      <Dialog.Header css={{ color: 'white', bg: 'brand.800', py: '6', px: '8' }}>
        <Flex align="center" css={{ gap: '4' }}>
          <Flex
            align="center"
            justify="center"
            css={{
              color: 'brand.900',
              boxSize: '12',
              rounded: 'full',
              bg: 'gold.400',
              flexShrink: '0',
              fontSize: '24px',
            }}
            aria-hidden="true"
          >
            <Glyph name={icons[link.kind]} />
          </Flex>
          <Dialog.Title css={{ fontSize: '2xl', lineHeight: 'short' }}>{link.label}</Dialog.Title>
        </Flex>
      </Dialog.Header>
      <Dialog.Body css={{ px: '8', py: '8' }}>
        <Stack align="center" gap="6" css={{ textAlign: 'center' }}>
          {scannable ? (
            <Box
              css={{
                p: '4',
                bg: 'white',
                rounded: 'xl',
                borderWidth: '2px',
                borderColor: 'gray.200',
              }}
            >
              <KioskQr value={link.href} size={QR_SIZE_PX} label={qrLabel} title={qrLabel} />
            </Box>
          ) : null}
          <Text css={{ color: 'brand.800', fontSize: '2xl', fontWeight: 'semibold' }}>
            {t(scanText[link.kind])}
          </Text>
          {scannable ? (
            <Text css={addressLine} data-testid="kiosk-link-address">
              {displayAddress(link)}
            </Text>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer css={{ px: '8', pb: '8', pt: '0', justifyContent: 'center' }}>
        <Button
          onClick={onClose}
          size="2xl"
          css={{ minW: '14rem', colorPalette: 'brand', bg: 'brand.800', fontSize: 'xl' }}
        >
          {t('kiosk.linkClose')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
