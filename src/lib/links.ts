/** True for links that leave this site (http/https), as opposed to routes, tel: and mailto:. */
export const isExternalHref = (href: string) => /^https?:\/\//i.test(href);

/** True for a route of this app; '/api/…' links are files served by the server, not routes. */
export const isAppRoute = (href: string) => href.startsWith('/') && !href.startsWith('/api/');

/**
 * A route as an href may carry it: spaces and non-ASCII characters percent-encoded, a `%` already
 * there kept (two contract routes hold a space and a curly apostrophe; docs/contract.md §2).
 */
export const routeHref = (path: string) =>
  path.replace(/[^\x21-\x7e]|["<>\\^`{|}]/gu, (c) => encodeURIComponent(c));
