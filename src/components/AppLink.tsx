import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink, type To } from 'react-router-dom';

type Props = { to: To } & Omit<LinkProps, 'href' | 'asChild'>;

/**
 * A link to another page of this app: Chakra's link looks on the router's link, so following it
 * changes the route without loading the page again. The looks are the caller's.
 */
export function AppLink({ to, children, ...props }: Props) {
  return (
    <Link asChild {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
