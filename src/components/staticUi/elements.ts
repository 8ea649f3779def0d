// Chakra's one-element components on Panda's static CSS (docs/architecture.md §4).
import { styled } from '#styled-system/jsx';
import { createElement, type ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { routeHref } from '../../lib/links';
import { heading, link, spinner } from '#styled-system/recipes';

/** A paragraph, as Chakra's `Text`. */
export const Text = styled('p');
/** A span, as Chakra's `Span`. */
export const Span = styled('span');
/** A link to another site or a file, as Chakra's `Link`. */
export const Link = styled('a', link);
/** The router's link with its route percent-encoded, as an href must be (the Nu checker reports it). */
function EncodedRouterLink({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return createElement(RouterLink, { to: typeof to === 'string' ? routeHref(to) : to, ...props });
}

/** A link to a page of the site, as Chakra's `Link` around the router's. */
export const RouteLink = styled(EncodedRouterLink, link);
/** Text for screen readers only, as Chakra's `VisuallyHidden`. */
export const VisuallyHidden = styled('span', { base: { srOnly: true } });
/** A heading, `h2` unless `as` says otherwise, as Chakra's `Heading`. */
export const Heading = styled('h2', heading);
/** A turning ring, as Chakra's `Spinner`. */
export const Spinner = styled('span', spinner);
