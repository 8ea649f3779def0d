import { Box, Button, Dialog, Flex, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { KioskQr } from '../../components/kiosk/KioskQr';
import { LuFileText, LuMail, LuPhone, LuSmartphone } from 'react-icons/lu';
import { KioskDialog } from './KioskDialog';
import { useT } from '../../i18n/useT';
import { displayAddress, type KioskLink } from './kioskLinks';

const QR_SIZE_PX = 320;

const scanText = {
  web: 'kiosk.scanToOpen',
  call: 'kiosk.scanToCall',
  mail: 'kiosk.scanToMail',
  document: 'kiosk.documentAtCounter',
} as const;

const icons = { web: LuSmartphone, call: LuPhone, mail: LuMail, document: LuFileText } as const;

/** The address under the code, for a visitor who would rather type it: monospace, broken anywhere. */
const addressLine = {
  fontSize: 'lg',
  fontFamily: 'mono',
  color: 'gray.700',
  bg: 'gray.50',
  px: 4,
  py: 2,
  rounded: 'md',
  wordBreak: 'break-all',
} satisfies SystemStyleObject;

/**
 * On the kiosk a link to another site, a phone number or an e-mail address becomes a QR code the
 * visitor takes away on their own phone; the kiosk itself never leaves the app. Files (forms,
 * PDFs) are not downloaded onto the kiosk: the counter hands out printed copies.
 */
export function QrLinkDialog({ link, onClose }: { link: KioskLink | null; onClose: () => void }) {
  return (
    <KioskDialog
      open={link !== null}
      onClose={onClose}
      size="lg"
      backdrop={{ bg: 'rgba(4, 15, 29, 0.72)', backdropFilter: 'blur(4px)' }}
      content={{ rounded: '2xl', overflow: 'hidden' }}
    >
      {link ? <LinkBody link={link} onClose={onClose} /> : null}
    </KioskDialog>
  );
}

function LinkBody({ link, onClose }: { link: KioskLink; onClose: () => void }) {
  const t = useT();
  const Icon = icons[link.kind];
  const qrLabel = t('kiosk.linkQr', { address: displayAddress(link) });
  const scannable = link.kind !== 'document';
  return (
    <>
      <Dialog.Header bg="brand.800" color="white" py={6} px={8}>
        <Flex align="center" gap={4}>
          <Flex
            align="center"
            justify="center"
            boxSize={12}
            rounded="full"
            bg="gold.400"
            color="brand.900"
            flexShrink={0}
            aria-hidden="true"
          >
            <Icon size={24} />
          </Flex>
          <Dialog.Title fontSize="2xl" lineHeight="short">
            {link.label}
          </Dialog.Title>
        </Flex>
      </Dialog.Header>
      <Dialog.Body px={8} py={8}>
        <Stack align="center" gap={6} textAlign="center">
          {scannable ? (
            <Box p={4} bg="white" rounded="xl" borderWidth="2px" borderColor="gray.200">
              <KioskQr value={link.href} size={QR_SIZE_PX} label={qrLabel} title={qrLabel} />
            </Box>
          ) : null}
          <Text fontSize="2xl" fontWeight="semibold" color="brand.800">
            {t(scanText[link.kind])}
          </Text>
          {scannable ? (
            <Text {...addressLine} data-testid="kiosk-link-address">
              {displayAddress(link)}
            </Text>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer px={8} pb={8} pt={0} justifyContent="center">
        <Button
          onClick={onClose}
          size="2xl"
          minW="14rem"
          colorPalette="brand"
          bg="brand.800"
          fontSize="xl"
        >
          {t('kiosk.linkClose')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
