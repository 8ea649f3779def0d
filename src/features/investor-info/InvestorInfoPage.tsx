import { Box, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../contract/routes';
import { DataTable } from '../../components/DataTable';
import { PageBanner } from '../../components/PageBanner';
import { siteAtom } from '../../lib/holdings';

/**
 * The five investor-information routes of SPEC §2 (one component): the page whose `path` in the
 * site data is the current URL. The browser keeps the space and ’ of '/Dos and Don’ts for
 * Investors' percent-encoded in the pathname, so it is decoded before comparing.
 */
export function InvestorInfoPage() {
  const { investorInfo } = useAtomValue(siteAtom);
  const path = decodedPath(useLocation().pathname);
  const page = investorInfo.find((p) => p.path === path);

  if (!page) {
    return (
      <>
        <PageBanner title="Investor information" />
        <Container maxW="3xl" py={16}>
          <Text color="gray.700">This investor-information page is not available.</Text>
        </Container>
      </>
    );
  }
  return (
    <>
      <PageBanner title={page.title} subtitle="Investor information" />
      <Container maxW="7xl" py={{ base: 8, md: 12 }}>
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 300px' }}
          gap={{ base: 10, lg: 12 }}
        >
          <Box minW={0}>
            {page.intro ? (
              <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700" mb={8} lineHeight="tall">
                {page.intro}
              </Text>
            ) : null}
            {page.tables.map((table, i) => (
              <DataTable key={table.caption ?? i} table={table} />
            ))}
          </Box>
          <Box
            as="nav"
            aria-label="Investor information"
            alignSelf="start"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="lg"
            p={5}
            bg="gray.50"
          >
            <Heading as="h2" size="sm" color="brand.800" mb={3}>
              Investor information
            </Heading>
            <Stack as="ul" gap={1} listStyleType="none">
              {[...investorInfo, { path: paths.investorCharter, title: 'Investor charter' }].map(
                (p) => (
                  <li key={p.path}>
                    <Link
                      asChild
                      display="block"
                      px={3}
                      py={2}
                      rounded="md"
                      color="brand.700"
                      fontWeight={p.path === page.path ? 'semibold' : 'normal'}
                      bg={p.path === page.path ? 'brand.50' : undefined}
                      _hover={{ bg: 'brand.50', textDecoration: 'none' }}
                    >
                      <RouterLink
                        to={p.path}
                        aria-current={p.path === page.path ? 'page' : undefined}
                      >
                        {p.title}
                      </RouterLink>
                    </Link>
                  </li>
                ),
              )}
            </Stack>
          </Box>
        </Grid>
      </Container>
    </>
  );
}

function decodedPath(pathname: string): string {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare the path as it is.
  }
  return path;
}
