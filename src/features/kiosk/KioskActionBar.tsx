import { Box, Button, Flex } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuHouse } from 'react-icons/lu';
import { useT } from '../../i18n/useT';
import { OVER_DIALOGS_ATTR } from '../../lib/dialogs';
import { AccessControls } from './AccessControls';
import { barButton } from './barButton';
import { EndSessionButton } from './EndSessionButton';
import { kioskLayers } from './layers';

/** Where the bar publishes its height (`<html style>`), measured: its rows wrap as text grows. */
const BAR_HEIGHT_VAR = '--kiosk-bar-height';
/** The bar's height with one row of buttons at the kiosk's usual text size. */
const ONE_ROW = '6.5rem';
/**
 * Height of the bar; the page ends with as much room, so the bar never covers its last lines, and
 * the on-screen keyboard docks above it, so the bar stays in reach while the visitor types.
 */
export const BAR_HEIGHT = `var(${BAR_HEIGHT_VAR}, ${ONE_ROW})`;
/** Where the bar's strip and its row of buttons both lie: along the screen's bottom edge. */
const docked = { position: 'fixed', insetX: 0, bottom: 0 } as const;
/** Room at the bar's right end for the site's floating chat button (bottom right). */
const CHAT_CORNER = '7rem';

/**
 * The kiosk's two ways out of any task screen, docked at the bottom edge in a bar of their own
 * (docs/architecture.md §5): "Back to start" keeps the session, "Finish & clear screen" wipes it;
 * the reading aids between them. All stay in reach over an open dialog, which counts the bar as
 * its own (OVER_DIALOGS_ATTR).
 */
export function KioskActionBar({ onStart, onEnd }: { onStart: () => void; onEnd: () => void }) {
  const t = useT();
  const bar = useRef<HTMLDivElement>(null);
  // A larger text size (or a longer language) wraps the buttons onto more rows: the strip, the
  // page's room and the keyboard's dock follow the bar's height.
  useEffect(() => {
    const node = bar.current;
    if (!node) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty(BAR_HEIGHT_VAR, `${node.offsetHeight}px`),
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.removeProperty(BAR_HEIGHT_VAR);
    };
  }, []);
  return (
    <>
      <Box h={BAR_HEIGHT} flexShrink={0} aria-hidden="true" />
      <Box
        {...docked}
        h={BAR_HEIGHT}
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
        ref={bar}
        as="nav"
        aria-label={t('kiosk.actionBar')}
        {...docked}
        minH={ONE_ROW}
        zIndex={kioskLayers.barButtons}
        pointerEvents="none"
        align="center"
        justify="space-between"
        wrap="wrap"
        columnGap={6}
        rowGap={3}
        py={5}
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
        <AccessControls tone="light" />
        <EndSessionButton onEnd={onEnd} />
      </Flex>
    </>
  );
}
