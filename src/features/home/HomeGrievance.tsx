import { Container, Flex, Heading, Stack, Text } from '../../components/staticUi';
import { linkButton } from '../../components/linkButton';
import { SmartLink } from '../../components/SmartLink';
import type { SiteConfig } from '../../contract/site';

/**
 * The grievance entry points with SEBI's SCORES and SMART ODR beside them: SEBI's 2023 circulars
 * ask for a visible link to the ODR portal on the home page (docs/contract.md §12).
 */
export function HomeGrievance({ grievance }: { grievance: SiteConfig['home']['grievance'] }) {
  return (
    <Container
      as="section"
      aria-labelledby="home-grievance"
      css={{ maxW: '7xl', pt: { base: 8, md: 10 } }}
    >
      <Stack
        css={{ layerStyle: 'card', p: { base: 5, md: 6 } }}
        direction={{ base: 'column', xl: 'row' }}
        gap={{ base: 3, xl: 8 }}
        align={{ xl: 'center' }}
      >
        {/* Side by side only where both fit: the links would squeeze the text to a sliver. */}
        <Stack gap={1} css={{ flex: '1', minW: { xl: '22rem' } }}>
          <Heading id="home-grievance" as="h2" size="md" css={{ color: 'brand.800' }}>
            {grievance.title}
          </Heading>
          <Text css={{ color: 'gray.700', fontSize: 'sm' }}>{grievance.text}</Text>
        </Stack>
        <Flex
          as="ul"
          css={{
            listStyleType: 'none',
            gap: { base: 2, md: 3 },
            flex: { xl: '0 1 auto' },
            maxW: { xl: '40rem' },
          }}
          wrap="wrap"
          justify={{ xl: 'flex-end' }}
        >
          {grievance.links.map((link) => (
            <li key={link.label}>
              <SmartLink link={link} css={[{ fontSize: 'sm' }, linkButton.chip]} />
            </li>
          ))}
        </Flex>
      </Stack>
    </Container>
  );
}
