import type { SystemStyleObject } from '#styled-system/types';
import { forwardRef } from 'react';
import { Glyph } from '../../components/siteIcons/Glyph';
import { TakeAwaySlot } from '../../components/kiosk/TakeAwaySlot';
import { Box, Button, Stack, Text, VisuallyHidden } from '../../components/staticUi';
import { Clipboard } from '../../components/staticUi/clipboard';
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
    _focusVisible: { outline: '3px solid', outlineColor: 'gold.400' },
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
      {...look.panel}
    >
      <Text fontWeight="semibold" color="green.800">
        {t('complaint.receiptTitle')}
      </Text>
      <Text fontSize="sm" color="gray.700" mt={1}>
        {t('complaint.receiptNumber')}
      </Text>
      <Text data-testid="complaint-number" {...look.number}>
        {complainNo}
      </Text>
      <Text fontSize="sm" color="gray.700" mb={3}>
        {t(isKiosk ? 'complaint.receiptKeepKiosk' : 'complaint.receiptKeep')}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        {isKiosk ? null : (
          <Clipboard.Root value={complainNo}>
            <Clipboard.Context>
              {({ copied }) => (
                <>
                  <Clipboard.Trigger asChild>
                    {/* The name follows what the button says (Ark's own is "Copy to clipboard"). */}
                    <Button
                      aria-label={t(copied ? 'complaint.copied' : 'complaint.copy')}
                      size="xl"
                      variant="outline"
                      colorPalette="green"
                      bg="white"
                      width={{ base: 'full', sm: 'auto' }}
                    >
                      {copied ? (
                        <Glyph name="tick" aria-hidden="true" />
                      ) : (
                        <Glyph name="copy" aria-hidden="true" />
                      )}
                      {t(copied ? 'complaint.copied' : 'complaint.copy')}
                    </Button>
                  </Clipboard.Trigger>
                  <VisuallyHidden aria-live="polite">
                    {copied ? t('complaint.copiedNote') : ''}
                  </VisuallyHidden>
                </>
              )}
            </Clipboard.Context>
          </Clipboard.Root>
        )}
        <Button
          size="xl"
          variant="ghost"
          colorPalette="brand"
          onClick={onTrack}
          width={{ base: 'full', sm: 'auto' }}
        >
          <Glyph name="search" aria-hidden="true" /> {t('complaint.checkStatus')}
        </Button>
      </Stack>
      <TakeAwaySlot receipt={{ kind: 'complaint', number: complainNo, receivedAt }} />
    </Box>
  );
});
