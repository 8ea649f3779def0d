/** True for links that leave this site (http/https), as opposed to routes, tel: and mailto:. */
export const isExternalHref = (href: string) => /^https?:\/\//i.test(href);

/** True for a route of this app; '/api/…' links are files served by the server, not routes. */
export const isAppRoute = (href: string) => href.startsWith('/') && !href.startsWith('/api/');
