import type { ReactNode } from 'react';
import type { StaffRole } from '../../../contract/desk';
import { usePageTitle } from '../../../lib/usePageTitle';
import { NotOnYourDesk } from './NotOnYourDesk';
import { useSignedIn } from './session';

/**
 * A desk page only some roles open (the server checks the same roles on every call,
 * docs/contract.md §11): its title, then the page, or "not on your desk".
 */
export function RolePage({
  title,
  allow,
  children,
}: {
  title: string;
  allow: (roles: readonly StaffRole[]) => boolean;
  children: ReactNode;
}) {
  usePageTitle(`${title} · Staff desk`);
  const { roles } = useSignedIn();
  return allow(roles) ? children : <NotOnYourDesk />;
}
