import { Box, Heading, Text } from '../staticUi';
import { useId, type ReactNode } from 'react';

/** The white, bordered panel a page form sits in, with its h2 and a line saying what it is for. */
export function FormCard({
  title,
  intro,
  children,
  id,
}: {
  title: string;
  intro?: ReactNode;
  /** Anchor for in-page links to this card. */
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      css={{
        layerStyle: 'card',
        borderTopWidth: '4px',
        borderTopColor: 'brand.700',
        shadow: 'sm',
        p: { base: 5, md: 8 },
      }}
    >
      <Heading
        as="h2"
        id={headingId}
        size={{ base: 'xl', md: '2xl' }}
        css={{ color: 'brand.800', mb: 2 }}
      >
        {title}
      </Heading>
      {intro ? <Text css={{ color: 'gray.700', mb: 5 }}>{intro}</Text> : null}
      {children}
    </Box>
  );
}
