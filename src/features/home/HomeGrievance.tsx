import { Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { linkButton } from '../../components/linkButton';
import { SmartLink } from '../../components/SmartLink';
import type { SiteConfig } from '../../contract/site';

/**
 * The grievance entry points with SEBI's SCORES and SMART ODR beside them: SEBI's 2023 circulars
 * ask for a visible link to the ODR portal on the home page (docs/contract.md §12).
 */
export function HomeGrievance({ grievance }: { grievance: SiteConfig['home']['grievance'] }) {
  return (
    <Container as="section" aria-labelledby="home-grievance" maxW="7xl" pt={{ base: 8, md: 10 }}>
      <Stack
        layerStyle="card"
        direction={{ base: 'column', lg: 'row' }}
        gap={{ base: 3, lg: 8 }}
        align={{ lg: 'center' }}
        p={{ base: 5, md: 6 }}
      >
        <Stack gap={1} flex="1">
          <Heading id="home-grievance" as="h2" size="md" color="brand.800">
            {grievance.title}
          </Heading>
          <Text fontSize="sm" color="gray.700">
            {grievance.text}
          </Text>
        </Stack>
        {/* At most half the row: a longer text (Hindi, Gujarati) keeps room, the links wrap. */}
        <Flex
          as="ul"
          listStyleType="none"
          wrap="wrap"
          gap={{ base: 2, md: 3 }}
          maxW={{ lg: '50%' }}
          justifyContent={{ lg: 'flex-end' }}
        >
          {grievance.links.map((link) => (
            <li key={link.label}>
              <SmartLink link={link} {...linkButton.chip} fontSize="sm" />
            </li>
          ))}
        </Flex>
      </Stack>
    </Container>
  );
}
