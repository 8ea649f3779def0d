import { Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The top of a desk screen: its name as the page's one h1, then what the screen is for. */
export function ScreenHeading({
  title,
  children,
  mb = 5,
}: {
  title: ReactNode;
  /** What the screen is for, in a sentence or two. */
  children: ReactNode;
  /** The space under the words (0 where the screen's own layout spaces its parts). */
  mb?: number;
}) {
  return (
    <>
      <Heading as="h1" size="2xl" color="brand.800" mb={1}>
        {title}
      </Heading>
      <Text color="gray.600" mb={mb}>
        {children}
      </Text>
    </>
  );
}
