import { css } from '#styled-system/css';
import { SiteDialog } from '../../components/SiteDialog';
import { Box, Button, Flex, Stack, Text } from '../../components/staticUi';
import { Dialog } from '../../components/staticUi/dialog';
import { useT } from '../../i18n/useT';
import { kioskLayers } from './layers';
import { useCountdown } from './useCountdown';

const RING_RADIUS = 88;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/**
 * "Are you still there?" over everything, counting down. Any tap on it (a click, so the touch
 * cannot fall through to the page below once it is gone) or any key keeps the session; at zero,
 * or with "Clear now", the session is wiped for the next visitor. Drawn with the site's static
 * styles in the site's dialog shell (docs/architecture.md §4).
 */
export function IdleOverlay({
  countdownMs,
  onStay,
  onExpire,
}: {
  countdownMs: number;
  onStay: () => void;
  onExpire: () => void;
}) {
  const t = useT();
  const msLeft = useCountdown(countdownMs, onExpire);
  const left = Math.ceil(msLeft / 1000);
  const dash = RING_LENGTH * (1 - msLeft / Math.max(1, countdownMs));

  return (
    <SiteDialog
      open
      onClose={onStay}
      role="alertdialog"
      keepOnOutsideTap
      closeButton={false}
      onActivity={onStay}
      layer={kioskLayers.idleOverlay}
      backdrop={css.raw({ bg: 'rgba(4, 15, 29, 0.86)', backdropFilter: 'blur(6px)' })}
      content={css.raw({
        maxW: '44rem',
        w: 'calc(100% - 4rem)',
        rounded: '3xl',
        overflow: 'hidden',
        shadow: '2xl',
        bg: 'white',
        textAlign: 'center',
      })}
    >
      <Box css={{ h: '2', bg: 'gold.400' }} />
      <Stack align="center" gap="8" css={{ px: { base: '8', md: '14' }, py: '12' }}>
        <Box
          css={{ position: 'relative', boxSize: '12rem' }}
          role="timer"
          aria-label={t('kiosk.idleTimer', { seconds: left })}
        >
          <svg viewBox="0 0 200 200" width="100%" height="100%" aria-hidden="true">
            <circle
              cx="100"
              cy="100"
              r={RING_RADIUS}
              fill="none"
              stroke="#EEF3FA"
              strokeWidth="14"
            />
            <circle
              cx="100"
              cy="100"
              r={RING_RADIUS}
              fill="none"
              stroke="#C9A227"
              strokeWidth="14"
              strokeLinecap="round"
              strokeDasharray={RING_LENGTH}
              strokeDashoffset={dash}
              transform="rotate(-90 100 100)"
            />
          </svg>
          <Flex
            css={{ position: 'absolute', inset: '0' }}
            align="center"
            justify="center"
            direction="column"
          >
            <Text
              css={{ color: 'brand.800', fontSize: '6xl', fontWeight: 'bold', lineHeight: '1' }}
              data-testid="kiosk-countdown"
            >
              {left}
            </Text>
            <Text css={{ color: 'gray.600', fontSize: 'md', mt: '1' }} aria-hidden="true">
              {t('kiosk.idleUnit', { seconds: left })}
            </Text>
          </Flex>
        </Box>
        <Stack gap="3">
          <Dialog.Title
            css={{ color: 'brand.800', fontSize: '5xl', lineHeight: '1.1', letterSpacing: 'tight' }}
          >
            {t('kiosk.idleTitle')}
          </Dialog.Title>
          <Dialog.Description css={{ color: 'gray.700', fontSize: '2xl', lineHeight: 'short' }}>
            {t('kiosk.idleBody', { seconds: left })}
          </Dialog.Description>
        </Stack>
        <Flex
          css={{ gap: '4', w: 'full' }}
          direction={{ base: 'column', md: 'row' }}
          justify="center"
        >
          <Button
            size="2xl"
            css={{ h: '20', px: '12', fontSize: '2xl', colorPalette: 'brand', bg: 'brand.800' }}
            onClick={onStay}
          >
            {t('kiosk.idleContinue')}
          </Button>
          <Button
            size="2xl"
            css={{
              color: 'brand.800',
              h: '20',
              px: '10',
              fontSize: 'xl',
              borderColor: 'brand.800',
            }}
            variant="outline"
            onClick={(event) => {
              event.stopPropagation();
              onExpire();
            }}
          >
            {t('kiosk.idleEndNow')}
          </Button>
        </Flex>
      </Stack>
    </SiteDialog>
  );
}
