import { Box, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuMegaphone } from 'react-icons/lu';
import { kioskStartText } from '../../contract/kioskScreens';
import { kioskNoticesAtom } from './kioskNotices';

/** The start screen's slot for central notices: nothing at all when there are none. */
export function KioskNotices() {
  const notices = useAtomValue(kioskNoticesAtom);
  if (notices.length === 0) return null;
  return (
    <Stack
      as="section"
      aria-label={kioskStartText.noticesLabel}
      gap={3}
      data-testid="kiosk-notices"
    >
      {notices.map((notice, i) => (
        <Box
          key={`${i}-${notice.title}`}
          display="flex"
          gap={4}
          alignItems="start"
          bg="whiteAlpha.100"
          borderLeftWidth="6px"
          borderColor="gold.400"
          rounded="xl"
          px={6}
          py={4}
          color="white"
        >
          <Box color="gold.300" pt={1} aria-hidden="true">
            <LuMegaphone size={28} />
          </Box>
          <Box>
            <Text fontSize="xl" fontWeight="semibold">
              {notice.title}
            </Text>
            {notice.body ? (
              <Text fontSize="lg" color="whiteAlpha.800">
                {notice.body}
              </Text>
            ) : null}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
