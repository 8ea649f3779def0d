import type { ComponentType } from 'react';
import type { StaffRole } from '../../../contract/desk';
import { RolePage } from './RolePage';

/**
 * A desk page that is RolePage around one screen (which loads what it shows itself): its title,
 * the roles it is for, the screen.
 */
export function pageFor(
  title: string,
  allow: (roles: readonly StaffRole[]) => boolean,
  Screen: ComponentType,
) {
  return function Page() {
    return (
      <RolePage title={title} allow={allow}>
        <Screen />
      </RolePage>
    );
  };
}
