/** True for links that leave this site (http/https), as opposed to routes, tel: and mailto:. */
export const isExternalHref = (href: string) => /^https?:\/\//i.test(href);
