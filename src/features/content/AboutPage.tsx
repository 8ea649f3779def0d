import { Box, SimpleGrid, Text } from '../../components/staticUi';
import { paths } from '../../contract/routes';
import { useSite } from '../../lib/lists';
import { PageInMenu } from './PageInMenu';
import { ProseWithImage } from './ProseWithImage';

/** /about (linked from the header): the firm's story and its key figures, from the site data. */
export function AboutPage() {
  const { about } = useSite();
  return (
    <PageInMenu path={paths.about} title={about.title}>
      <ProseWithImage html={about.html} image={about.image} />
      {about.highlights.length > 0 ? (
        <SimpleGrid
          as="dl"
          columns={{ base: 2, md: 4 }}
          css={{ gap: { base: 4, md: 6 }, mt: { base: 10, md: 14 } }}
        >
          {about.highlights.map((h) => (
            <Box
              key={h.label}
              css={{
                p: { base: 4, md: 6 },
                rounded: 'lg',
                bg: 'brand.50',
                borderTopWidth: '4px',
                borderColor: 'gold.400',
              }}
            >
              <Text
                as="dt"
                css={{
                  color: 'brand.800',
                  fontSize: { base: 'xl', md: '2xl' },
                  fontWeight: 'bold',
                  lineHeight: 'short',
                }}
              >
                {h.label}
              </Text>
              <Text as="dd" css={{ color: 'gray.700', fontSize: 'sm', mt: 1 }}>
                {h.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
    </PageInMenu>
  );
}
