import { SmartLink } from '../SmartLink';
import { Box, Heading, SimpleGrid, Stack, Text } from '../staticUi';
import type { OfficialChannel } from '../../contract/site';

/** The channels of one kind, in the order the site data gives them. */
function byKind(rows: OfficialChannel[]) {
  const groups = new Map<string, OfficialChannel[]>();
  for (const row of rows) groups.set(row.kind, [...(groups.get(row.kind) ?? []), row]);
  return [...groups];
}

/** The channels as cards, one per kind (Website, Trading app, Social media…). */
export function OfficialChannels({ rows }: { rows: OfficialChannel[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} css={{ gap: 5 }}>
      {byKind(rows).map(([kind, channels]) => (
        <Box as="section" key={kind} css={{ layerStyle: 'card', p: 5 }} aria-label={kind}>
          <Heading as="h3" size="md" css={{ color: 'brand.800', mb: 3 }}>
            {kind}
          </Heading>
          <Stack as="dl" gap={3}>
            {channels.map((c, n) => (
              <Box key={n}>
                <Text as="dt" css={{ color: 'gray.600', fontSize: 'sm' }}>
                  {c.label}
                </Text>
                <Text
                  as="dd"
                  css={{ color: 'brand.900', fontWeight: 'semibold', wordBreak: 'break-word' }}
                >
                  {c.href ? <SmartLink link={{ label: c.value, href: c.href }} /> : c.value}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
