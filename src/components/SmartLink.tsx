import { useSetAtom } from 'jotai';
import type { ComponentProps, ReactNode } from 'react';
import { openDialogAtom } from '../lib/dialogs';
import type { NavLink } from '../contract/site';
import { isAppRoute, isExternalHref } from '../lib/links';
import { useExternalLinkHandler } from '../lib/externalLinks';
import { AppLink } from './AppLink';
import { cssList, Link } from './staticUi';

type Props = { link: NavLink; children?: ReactNode } & Omit<
  ComponentProps<typeof Link>,
  'href' | 'children'
>;

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
      <Link as="button" type="button" onClick={() => openDialog(action)} {...props}>
        {label}
      </Link>
    );
  }
  if (!link.href) {
    return (
      <Link
        as="span"
        aria-disabled="true"
        {...props}
        css={[{ cursor: 'default' }, ...cssList(props.css)]}
      >
        {label}
      </Link>
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
      <Link
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(e) => onExternal(e, href, link.label)}
        {...props}
      >
        {label}
      </Link>
    );
  }
  return (
    <Link href={href} {...props}>
      {label}
    </Link>
  );
}
