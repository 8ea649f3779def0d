import { Box, Stack, Text } from '@chakra-ui/react';
import { LuMegaphone } from 'react-icons/lu';
import { useT } from '../../i18n/useT';
import { useKioskNotices } from './useKioskNotices';

/**
 * The start screen's notices as head office set them (docs/contract.md §14): one card a line,
 * nothing at all when there are none.
 */
export function KioskNotices() {
  const notices = useKioskNotices();
  const t = useT();
  if (notices.length === 0) return null;
  return (
    <Stack as="section" aria-label={t('kiosk.noticesLabel')} gap={3} data-testid="kiosk-notices">
      {notices.map((notice, i) => (
        <Box
          key={i}
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
          <Text fontSize="xl" fontWeight="semibold">
            {notice}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
