// Written by `npm run icons` from ./glyphs.ts: do not edit.

/** The icon names a site's content may give. */
export const SITE_ICON_NAMES: ReadonlySet<string> = new Set([
  'chart',
  'candles',
  'shield',
  'bank',
  'building',
  'phone',
  'mobile',
  'users',
  'globe',
  'briefcase',
  'document',
  'rupee',
  'handshake',
  'clock',
  'lock',
  'trending',
  'pie',
  'umbrella',
  'book',
  'refresh',
  'x-circle',
  'user-plus',
  'mail',
  'map',
  'news',
  'scale',
  'education',
  'headset',
  'coins',
  'savings',
  'wallet',
  'check',
  'whatsapp',
  'facebook',
  'x',
  'linkedin',
  'youtube',
  'instagram',
  'google-play',
  'app-store',
]);

/** The neutral mark drawn for a name the site does not know. */
export const FALLBACK_ICON = 'check';

/** Every symbol of ./sprite.svg: the content icons, then the frame's own. */
export type SpriteIconName =
  | 'chart'
  | 'candles'
  | 'shield'
  | 'bank'
  | 'building'
  | 'phone'
  | 'mobile'
  | 'users'
  | 'globe'
  | 'briefcase'
  | 'document'
  | 'rupee'
  | 'handshake'
  | 'clock'
  | 'lock'
  | 'trending'
  | 'pie'
  | 'umbrella'
  | 'book'
  | 'refresh'
  | 'x-circle'
  | 'user-plus'
  | 'mail'
  | 'map'
  | 'news'
  | 'scale'
  | 'education'
  | 'headset'
  | 'coins'
  | 'savings'
  | 'wallet'
  | 'check'
  | 'whatsapp'
  | 'facebook'
  | 'x'
  | 'linkedin'
  | 'youtube'
  | 'instagram'
  | 'google-play'
  | 'app-store'
  | 'arrow-right'
  | 'calendar-days'
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'circle-check'
  | 'copy'
  | 'download'
  | 'external-link'
  | 'house'
  | 'languages'
  | 'megaphone'
  | 'menu'
  | 'pause'
  | 'play'
  | 'printer'
  | 'search'
  | 'server-crash'
  | 'tick';
