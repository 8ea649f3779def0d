import { Box, Button, Flex } from '@chakra-ui/react';
import { LuHouse } from 'react-icons/lu';
import { useT } from '../../i18n/useT';
import { OVER_DIALOGS_ATTR } from '../../lib/dialogs';
import { barButton } from './barButton';
import { EndSessionButton } from './EndSessionButton';
import { kioskLayers } from './layers';

/**
 * Height of the bar; the page ends with as much room, so the bar never covers its last lines, and
 * the on-screen keyboard docks above it, so the bar stays in reach while the visitor types.
 */
export const BAR_HEIGHT = '6.5rem';
/** Where the bar's strip and its row of buttons both lie: along the screen's bottom edge. */
const docked = { position: 'fixed', insetX: 0, bottom: 0, h: BAR_HEIGHT } as const;
/** Room at the bar's right end for the site's floating chat button (bottom right). */
const CHAT_CORNER = '7rem';

/**
 * The kiosk's two ways out of any task screen, docked at the bottom edge in a bar of their own
 * (docs/architecture.md §5): "Back to start" keeps the session, "Finish & clear screen" wipes it.
 * Both stay in reach over an open dialog, which counts the bar as its own (OVER_DIALOGS_ATTR).
 */
export function KioskActionBar({ onStart, onEnd }: { onStart: () => void; onEnd: () => void }) {
  const t = useT();
  return (
    <>
      <Box h={BAR_HEIGHT} flexShrink={0} aria-hidden="true" />
      <Box
        {...docked}
        zIndex={kioskLayers.barStrip}
        bg="white"
        borderTopWidth="1px"
        borderColor="gray.200"
        shadow="0 -8px 24px rgba(7, 26, 49, 0.12)"
        aria-hidden="true"
      />
      {/* The buttons ride above an open dialog (its backdrop dims the strip, not them); the
          rest of the row lets taps through, to the chat button in its corner. Going back to
          start or clearing the screen unmounts the page and its dialogs. */}
      <Flex
        as="nav"
        aria-label={t('kiosk.actionBar')}
        {...docked}
        zIndex={kioskLayers.barButtons}
        pointerEvents="none"
        align="center"
        justify="space-between"
        gap={6}
        ps={8}
        pe={CHAT_CORNER}
        css={{ '& > *': { pointerEvents: 'auto' } }}
        data-testid="kiosk-action-bar"
        {...{ [OVER_DIALOGS_ATTR]: '' }}
      >
        <Button onClick={onStart} {...barButton} colorPalette="brand" bg="brand.800">
          <LuHouse aria-hidden="true" />
          {t('kiosk.backToStart')}
        </Button>
        <EndSessionButton onEnd={onEnd} />
      </Flex>
    </>
  );
}
