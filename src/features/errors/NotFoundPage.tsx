import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../contract/routes';
import { linkButton } from '../../components/linkButton';
import { PageBanner } from '../../components/PageBanner';
import { SmartLink } from '../../components/SmartLink';
import { useSite } from '../../lib/lists';

/** Any unknown URL: says so plainly and offers the way home and into every menu section. */
export function NotFoundPage() {
  const { menus } = useSite();
  return (
    <>
      {/* PageBanner also sets document.title, so the tab and history read "Page not found". */}
      <PageBanner title="Page not found" subtitle="Error 404" />
      <Container maxW="7xl" py={{ base: 10, md: 16 }}>
        <Box maxW="2xl" mb={{ base: 10, md: 14 }}>
          <Heading as="h2" size="2xl" color="brand.800" mb={3}>
            We couldn&apos;t find that page
          </Heading>
          <Text color="gray.700" fontSize="lg" mb={6}>
            The address may be mistyped, or the page may have moved. You can start again from the
            home page or choose a section below.
          </Text>
          <Link asChild {...linkButton.primary}>
            <RouterLink to={paths.home}>Go to the home page</RouterLink>
          </Link>
        </Box>
        <Box as="nav" aria-label="Site sections">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={8}>
            {menus.map((group) => (
              <Box key={group.label}>
                <Heading
                  as="h3"
                  size="sm"
                  color="brand.800"
                  textTransform="uppercase"
                  letterSpacing="wide"
                  mb={3}
                >
                  {group.label}
                </Heading>
                <Stack as="ul" gap={1.5} listStyleType="none">
                  {group.items.map((item) => (
                    <li key={item.label}>
                      <SmartLink link={item} color="brand.600" />
                    </li>
                  ))}
                </Stack>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      </Container>
    </>
  );
}
