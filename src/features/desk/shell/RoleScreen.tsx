import type { ReactNode } from 'react';
import type { StaffRole } from '../../../contract/desk';
import { LoadState } from './LoadState';
import { RolePage } from './RolePage';
import { ScreenHeading } from './ScreenHeading';
import { useLoad } from './useLoad';

interface Screen<T> {
  title: string;
  /** What the screen is for (ScreenHeading). */
  intro: ReactNode;
  /** Loads what the screen shows; `loadKey` names it (useLoad). */
  load: () => Promise<T>;
  loadKey: string;
  /** The screen once loaded; `reload` after a change. */
  children: (data: T, reload: () => void) => ReactNode;
}

function LoadedScreen<T>({ title, intro, load, loadKey, children }: Screen<T>) {
  const [loaded, reload] = useLoad(load, loadKey);
  return (
    <>
      <ScreenHeading title={title}>{intro}</ScreenHeading>
      <LoadState load={loaded} retry={reload}>
        {(data) => children(data, reload)}
      </LoadState>
    </>
  );
}

/**
 * A desk screen only some roles open that shows one loaded resource: its heading and intro, then
 * the resource (or the load's state). Nothing is loaded for a role the screen is not for.
 */
export function RoleScreen<T>({
  allow,
  ...screen
}: Screen<T> & { allow: (roles: readonly StaffRole[]) => boolean }) {
  return (
    <RolePage title={screen.title} allow={allow}>
      <LoadedScreen {...screen} />
    </RolePage>
  );
}
