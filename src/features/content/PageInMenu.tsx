import type { ReactNode } from 'react';
import { BannerPage } from '../../components/BannerPage';
import { useSite } from '../../lib/lists';
import { menuGroupOf } from '../../lib/menuGroup';

/**
 * The frame of a content page linked from a header menu: its banner's subtitle is the menu group
 * that leads to `path` (site data), so it follows the menu instead of being written into the page.
 */
export function PageInMenu({
  path,
  title,
  children,
}: {
  path: string;
  title: string;
  children: ReactNode;
}) {
  const { menus } = useSite();
  return (
    <BannerPage title={title} subtitle={menuGroupOf(menus, path)?.label}>
      {children}
    </BannerPage>
  );
}
