import type { ComponentProps } from 'react';
import { Glyph } from './siteIcons/Glyph';
import { FALLBACK_ICON, SITE_ICON_NAMES, type SpriteIconName } from './siteIcons/names';
import { Icon } from './staticUi';

/**
 * One of the site's icons by the name its content gives (a neutral mark for a name it does not
 * know), drawn from the icon sprite: the page's JavaScript carries the names, not the drawings.
 */
export function SiteIcon({
  name,
  ...props
}: { name: string | undefined } & Omit<ComponentProps<typeof Icon>, 'children'>) {
  const known = name && SITE_ICON_NAMES.has(name) ? (name as SpriteIconName) : FALLBACK_ICON;
  return (
    <Icon aria-hidden="true" {...props}>
      <Glyph name={known} />
    </Icon>
  );
}
