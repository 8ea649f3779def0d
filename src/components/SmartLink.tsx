import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { openDialogAtom } from '../lib/dialogs';
import type { NavLink } from '../contract/site';
import { isAppRoute, isExternalHref } from '../lib/links';
import { useExternalLinkHandler } from '../lib/externalLinks';
import { AppLink } from './AppLink';

type Props = { link: NavLink; children?: ReactNode } & Omit<LinkProps, 'href' | 'children'>;

/**
 * Renders a NavLink from the site data as what it is: a route of this app, an external site (new
 * tab on the web; the kiosk shows a QR code instead), a tel:/mailto: link, a button that opens a
 * site dialog, or plain text when it has no target (docs/contract.md §2: some tiles have no target).
 */
export function SmartLink({ link, children, ...props }: Props) {
  const openDialog = useSetAtom(openDialogAtom);
  const onExternal = useExternalLinkHandler();
  const label = children ?? link.label;

  if (link.action) {
    const action = link.action;
    return (
      <ChakraLink as="button" type="button" onClick={() => openDialog(action)} {...props}>
        {label}
      </ChakraLink>
    );
  }
  if (!link.href) {
    return (
      <ChakraLink as="span" aria-disabled="true" cursor="default" {...props}>
        {label}
      </ChakraLink>
    );
  }
  if (isAppRoute(link.href)) {
    return (
      <AppLink to={link.href} {...props}>
        {label}
      </AppLink>
    );
  }
  const href = link.href;
  if (isExternalHref(href)) {
    return (
      <ChakraLink
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(e) => onExternal(e, href, link.label)}
        {...props}
      >
        {label}
      </ChakraLink>
    );
  }
  return (
    <ChakraLink href={href} {...props}>
      {label}
    </ChakraLink>
  );
}
