import { Box, Heading } from '../../components/staticUi';
import type { ReactNode } from 'react';

/** A home-page section's title: the short gold rule above an h2 whose id labels the section. */
export function HomeSectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Box>
      <Box css={{ w: 12, h: 1, bg: 'gold.400', rounded: 'full', mb: 4 }} />
      <Heading
        as="h2"
        id={id}
        css={{ color: 'brand.900', fontSize: { base: '2xl', md: '3xl' }, letterSpacing: 'tight' }}
      >
        {children}
      </Heading>
    </Box>
  );
}
