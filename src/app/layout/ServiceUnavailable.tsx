import { Box, Button, Center, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuRefreshCw, LuServerCrash } from 'react-icons/lu';
import { msg } from '../../contract/messages';

/**
 * The whole-page answer when the firm's data cannot be loaded. Retry reloads the page: the failed
 * answer is cached in the site atom, and a fresh start is what a visitor expects from "try again".
 */
export function ServiceUnavailable() {
  useEffect(() => {
    document.title = msg.siteUnavailable;
  }, []);
  return (
    <Center as="main" minH="100dvh" bg="brand.50" px={6}>
      <VStack
        gap={5}
        maxW="md"
        textAlign="center"
        bg="white"
        p={{ base: 8, md: 10 }}
        rounded="xl"
        shadow="md"
        borderTopWidth="4px"
        borderColor="brand.800"
      >
        <Box bg="brand.50" color="brand.700" rounded="full" p={4}>
          <Icon boxSize={8} aria-hidden="true">
            <LuServerCrash />
          </Icon>
        </Box>
        <Box role="alert">
          <Heading as="h1" size="xl" color="brand.900" mb={3}>
            {msg.siteUnavailable}
          </Heading>
          <Text color="gray.600">
            We could not load the site just now. Your accounts and orders are not affected.
          </Text>
        </Box>
        <Button colorPalette="brand" size="lg" onClick={() => window.location.reload()}>
          <LuRefreshCw aria-hidden="true" />
          Retry
        </Button>
      </VStack>
    </Center>
  );
}
