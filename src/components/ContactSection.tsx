import { Box, Heading, Text } from './staticUi';
import type { ReactNode } from 'react';

/** A section of the contact page: named by its h2 heading, with a line of introduction if any. */
export function ContactSection({
  id,
  title,
  intro,
  children,
}: {
  /** Names the heading's id (`<id>-heading`), which labels the section. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`}>
      <Heading
        id={`${id}-heading`}
        as="h2"
        size={{ base: 'xl', md: '2xl' }}
        css={{ color: 'brand.800', mb: 2 }}
      >
        {title}
      </Heading>
      {intro ? <Text css={{ color: 'gray.700', mb: 4 }}>{intro}</Text> : null}
      {children}
    </Box>
  );
}
