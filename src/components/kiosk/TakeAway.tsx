import { Box, Button, Flex, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { KioskQr } from './KioskQr';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Glyph } from '../siteIcons/Glyph';
import type { PrintResult } from '../../contract/kiosk';
import type { ReceiptData } from '../../contract/receipt';
import { useT } from '../../i18n/useT';
import { kioskBridge } from '../../lib/kioskMode';
import { Receipt } from './Receipt';
import { useTrackingUrl } from './useTrackingUrl';

const QR_SIZE_PX = 184;

/** A white panel: the QR code and the print button side by side, centred, wrapping when narrow. */
const panel = {
  mt: 5,
  gap: 6,
  p: 6,
  rounded: 'xl',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'brand.100',
  shadow: 'sm',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
} satisfies SystemStyleObject;

/** The shell prints silently on the kiosk's printer; a browser kiosk opens its print dialog. */
async function printReceipt(): Promise<PrintResult> {
  if (kioskBridge?.print) return kioskBridge.print();
  window.print();
  return { ok: true };
}

type PrintState = 'idle' | 'printing' | 'printed' | 'failed';

/**
 * What a kiosk visitor takes away once a request is accepted (docs/contract.md §14): a printed
 * receipt and, for a complaint, a QR code that opens its status on their phone. Never a copy
 * button: the kiosk's clipboard is nobody's.
 */
export function TakeAway({ receipt }: { receipt: ReceiptData }) {
  const t = useT();
  const [state, setState] = useState<PrintState>('idle');
  const tracking = useTrackingUrl(receipt.number ?? '');
  const print = async () => {
    setState('printing');
    const result = await printReceipt().catch((): PrintResult => ({
      ok: false,
      reason: 'unavailable',
    }));
    setState(result.ok ? 'printed' : 'failed');
  };
  const message =
    state === 'printed' ? t('kiosk.printed') : state === 'failed' ? t('kiosk.printFailed') : '';

  const hasQr = receipt.kind === 'complaint' && Boolean(receipt.number);
  return (
    <Flex data-testid="kiosk-take-away" {...panel}>
      {hasQr ? (
        <Box p={3} layerStyle="card" bg="white" data-testid="kiosk-tracking-qr">
          <KioskQr value={tracking} size={QR_SIZE_PX} label={t('kiosk.trackQr')} />
        </Box>
      ) : null}
      {/* Beside the QR code where there is room, below it in a narrow column (portrait). */}
      <Stack gap={4} flex="1 1 20rem" minW={0}>
        {hasQr ? (
          <Text fontSize="xl" fontWeight="semibold" color="brand.800" lineHeight="short">
            {t('kiosk.scanToTrack')}
          </Text>
        ) : null}
        <Button
          size="2xl"
          h={20}
          px={10}
          fontSize="2xl"
          colorPalette="brand"
          bg="brand.800"
          onClick={() => void print()}
          loading={state === 'printing'}
          loadingText={t('kiosk.printing')}
          alignSelf="stretch"
        >
          <Glyph name="printer" aria-hidden="true" /> {t('kiosk.printButton')}
        </Button>
        <Text
          aria-live="polite"
          fontSize="lg"
          fontWeight="semibold"
          color={state === 'failed' ? 'red.700' : 'green.800'}
          minH="1.5em"
        >
          {message}
        </Text>
      </Stack>
      {createPortal(
        <div className="kiosk-receipt-print">
          <Receipt receipt={receipt} />
        </div>,
        document.body,
      )}
    </Flex>
  );
}
