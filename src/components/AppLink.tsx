import { RouteLink } from './staticUi';

/**
 * A link to another page of this app: Chakra's link looks on the router's link, so following it
 * changes the route without loading the page again. The looks are the caller's.
 */
export const AppLink = RouteLink;
