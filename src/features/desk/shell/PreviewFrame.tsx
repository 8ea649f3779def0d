// One framed preview on a desk editor: what a public component draws, under a small title, inert
// to clicks so that a link in it never leaves the desk.
import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PreviewFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={`Preview: ${title}`} mb={6}>
      <Text fontSize="xs" fontWeight="semibold" color="gray.500" textTransform="uppercase" mb={2}>
        {title}
      </Text>
      <Box
        borderWidth="1px"
        borderColor="gray.200"
        rounded="lg"
        overflow="hidden"
        bg="white"
        boxShadow="sm"
        // Clicks inside the preview must not leave the desk.
        onClickCapture={(e) => e.preventDefault()}
      >
        {children}
      </Box>
    </Box>
  );
}
