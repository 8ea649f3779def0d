import type { SystemStyleObject } from '#styled-system/types';
import { forwardRef, lazy, Suspense } from 'react';
import { Glyph } from '../../components/siteIcons/Glyph';
import { TakeAwaySlot } from '../../components/kiosk/TakeAwaySlot';
import { QuietBoundary } from '../../components/QuietBoundary';
import { loadCopyButton } from './loadCopyButton';
import { Box, Button, Stack, Text } from '../../components/staticUi';
import { isKiosk } from '../../lib/kioskMode';
import { useT } from '../../i18n/useT';

// The receipt's two looks: a green panel with a strong left edge (the post went through; it is
// focused when it appears), and the number itself, large, monospaced and spaced out, so it is easy
// to copy down.
const look = {
  panel: {
    mb: 6,
    p: { base: 4, md: 5 },
    rounded: 'lg',
    bg: 'green.50',
    borderWidth: '1px',
    borderColor: 'green.300',
    borderLeftWidth: '6px',
    borderLeftColor: 'green.600',
    _focusVisible: { outline: '3px solid', outlineColor: 'focusRing' },
  },
  number: {
    fontFamily: 'mono',
    fontWeight: 'bold',
    fontSize: { base: '2xl', md: '3xl' },
    letterSpacing: 'wider',
    color: 'brand.900',
    wordBreak: 'break-all',
  },
} satisfies Record<string, SystemStyleObject>;

// Asked for as the form is sent (ComplaintForm), so it is in by the time the receipt shows. If it
// cannot load, the receipt goes without the button: the number is on screen to write down.
const CopyNumberButton = lazy(async () => ({ default: (await loadCopyButton()).CopyNumberButton }));

/**
 * The complaint number after a successful post, large and copyable, so the visitor can track the
 * complaint later. It stays until the next complaint (the green banner clears after 3 s). On a
 * kiosk the number is taken away on a printed receipt or a QR code instead of copied.
 */
export const ComplaintReceipt = forwardRef<
  HTMLDivElement,
  { complainNo: string; receivedAt: string; onTrack: () => void }
>(function ComplaintReceipt({ complainNo, receivedAt, onTrack }, ref) {
  const t = useT();
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-label={t('complaint.receiptLabel')}
      css={look.panel}
    >
      <Text css={{ color: 'green.800', fontWeight: 'semibold' }}>
        {t('complaint.receiptTitle')}
      </Text>
      <Text css={{ color: 'gray.700', fontSize: 'sm', mt: 1 }}>{t('complaint.receiptNumber')}</Text>
      <Text data-testid="complaint-number" css={look.number}>
        {complainNo}
      </Text>
      <Text css={{ color: 'gray.700', fontSize: 'sm', mb: 3 }}>
        {t(isKiosk ? 'complaint.receiptKeepKiosk' : 'complaint.receiptKeep')}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        {isKiosk ? null : (
          <QuietBoundary what="The copy button">
            <Suspense fallback={null}>
              <CopyNumberButton value={complainNo} />
            </Suspense>
          </QuietBoundary>
        )}
        <Button
          size="xl"
          variant="ghost"
          css={{ colorPalette: 'brand', width: { base: 'full', sm: 'auto' } }}
          onClick={onTrack}
        >
          <Glyph name="search" aria-hidden="true" /> {t('complaint.checkStatus')}
        </Button>
      </Stack>
      <TakeAwaySlot receipt={{ kind: 'complaint', number: complainNo, receivedAt }} />
    </Box>
  );
});
