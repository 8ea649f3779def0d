import type { HeadingProps } from '@chakra-ui/react';

/** A page section's h2 (contact details, a form's card): large, in navy. */
export const sectionHeading = {
  size: { base: 'xl', md: '2xl' },
  color: 'brand.800',
} satisfies HeadingProps;

/**
 * The small heading over a list of links (a menu section, a sidebar panel): navy capitals, spaced
 * out, so it reads as a label of the list rather than a heading of the page's text.
 */
export const listHeading = {
  size: 'sm',
  color: 'brand.800',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
} satisfies HeadingProps;
