import type { MenuGroup } from '../contract/site';

/**
 * The header menu group that links to `path` (e.g. 'Markets' for /stock-market), so a page's
 * banner subtitle and related links follow the site data instead of being written into the page.
 */
export function menuGroupOf(menus: MenuGroup[], path: string): MenuGroup | undefined {
  return menus.find((group) => group.items.some((item) => item.href === path));
}
