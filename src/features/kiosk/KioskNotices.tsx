import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { LuMegaphone } from 'react-icons/lu';
import { useKioskNotices } from './useKioskNotices';

/** The notices for the start screen, one card; nothing at all when there are none. */
export function KioskNotices() {
  const notices = useKioskNotices();
  if (notices.length === 0) return null;
  return (
    <Box
      as="section"
      aria-label="Notices"
      data-testid="kiosk-notices"
      rounded="xl"
      bg="gold.50"
      borderWidth="1px"
      borderColor="gold.300"
      borderLeftWidth="8px"
      borderLeftColor="gold.500"
      px={8}
      py={6}
    >
      <Stack gap={4}>
        {notices.map((notice, i) => (
          <Flex key={i} gap={4} align="start">
            <Box color="gold.700" pt={1} flexShrink={0}>
              <LuMegaphone size={26} aria-hidden="true" />
            </Box>
            <Text fontSize="2xl" color="brand.900" lineHeight="short">
              {notice}
            </Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
