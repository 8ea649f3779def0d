import { Box, Button, Flex } from '@chakra-ui/react';
import { LuHouse } from 'react-icons/lu';
import { kioskStartText } from '../../contract/kioskScreens';
import { EndSessionButton } from './EndSessionButton';

/** Height of the bar; the page ends with as much room, so the bar never covers its last lines. */
const BAR_HEIGHT = '6.5rem';
/** Room at the bar's right end for the site's floating chat button (bottom right). */
const CHAT_CORNER = '7rem';

/**
 * The kiosk's two ways out of any task screen, docked at the bottom edge in a bar of their own
 * (docs/architecture.md §5): "Back to start" keeps the session, "Finish & clear screen" wipes it.
 */
export function KioskActionBar({ onStart, onEnd }: { onStart: () => void; onEnd: () => void }) {
  return (
    <>
      <Box h={BAR_HEIGHT} flexShrink={0} aria-hidden="true" />
      <Flex
        as="nav"
        aria-label="Kiosk"
        position="fixed"
        insetX={0}
        bottom={0}
        h={BAR_HEIGHT}
        // Above the page, under the site's chat button in the corner the bar leaves free for it.
        zIndex="calc(var(--chakra-z-index-sticky) - 1)"
        align="center"
        justify="space-between"
        gap={6}
        ps={8}
        pe={CHAT_CORNER}
        bg="white"
        borderTopWidth="1px"
        borderColor="gray.200"
        shadow="0 -8px 24px rgba(7, 26, 49, 0.12)"
        data-testid="kiosk-action-bar"
      >
        <Button
          onClick={onStart}
          h={16}
          px={8}
          rounded="full"
          fontSize="lg"
          fontWeight="semibold"
          colorPalette="brand"
          bg="brand.800"
        >
          <LuHouse aria-hidden="true" />
          {kioskStartText.backToStart}
        </Button>
        <EndSessionButton onEnd={onEnd} />
      </Flex>
    </>
  );
}
