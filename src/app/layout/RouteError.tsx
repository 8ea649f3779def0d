import { Box, Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuHouse } from 'react-icons/lu';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { paths } from '../../contract/routes';

export const ROUTE_ERROR_TITLE = 'Something went wrong';

/**
 * The router's error page: a plain apology and the way home. The error goes to the console for
 * support staff; visitors never see a stack trace.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Page error', error);
    document.title = ROUTE_ERROR_TITLE;
  }, [error]);

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
        borderColor="gold.400"
      >
        <Heading as="h1" size="2xl" color="brand.900">
          {ROUTE_ERROR_TITLE}
        </Heading>
        <Text color="gray.600">
          This page could not be shown. Please go back to the home page and try again; if the
          problem continues, contact our support desk.
        </Text>
        <Box>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={paths.home} reloadDocument>
              <LuHouse aria-hidden="true" />
              Go to the home page
            </RouterLink>
          </Button>
        </Box>
      </VStack>
    </Center>
  );
}
