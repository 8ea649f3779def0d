import type { ComponentProps } from 'react';
import { cssList, Heading } from './staticUi';

type HeadingProps = ComponentProps<typeof Heading>;

/** A page section's h2 (contact details, a form's card): large, in navy. */
export function SectionHeading({ css, ...props }: HeadingProps) {
  return (
    <Heading
      as="h2"
      size={{ base: 'xl', md: '2xl' }}
      css={[{ color: 'brand.800' }, ...cssList(css)]}
      {...props}
    />
  );
}

/**
 * The small heading over a list of links (a menu section, a sidebar panel): navy capitals, spaced
 * out, so it reads as a label of the list rather than a heading of the page's text.
 */
export function ListHeading({ css, ...props }: HeadingProps) {
  return (
    <Heading
      size="sm"
      css={[
        { color: 'brand.800', textTransform: 'uppercase', letterSpacing: 'wide' },
        ...cssList(css),
      ]}
      {...props}
    />
  );
}
