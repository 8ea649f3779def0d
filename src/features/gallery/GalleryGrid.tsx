import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The gallery's grid of cards (albums or photos): a list of one, two or three columns. */
export function GalleryGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      columns={{ base: 1, sm: 2, lg: 3 }}
      gap={6}
      listStyleType="none"
    >
      {children}
    </SimpleGrid>
  );
}
