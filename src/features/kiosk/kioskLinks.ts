// Which links leave the kiosk, and what the kiosk offers instead (a QR code, or the counter).

/** web: another site; call/mail: tel:/mailto:; document: a file the server would download. */
export type KioskLinkKind = 'web' | 'call' | 'mail' | 'document';

export interface KioskLink {
  kind: KioskLinkKind;
  href: string;
  label: string;
}

/**
 * 'app': an in-app route (follow it). 'blocked': something a kiosk must never open and that a
 * phone could not use either (javascript:, file:, data:…).
 */
export function classifyHref(
  href: string,
  appOrigin: string,
  hints: { download?: boolean; newTab?: boolean } = {},
): KioskLinkKind | 'app' | 'blocked' {
  let url: URL;
  try {
    url = new URL(href, appOrigin);
  } catch {
    return 'blocked';
  }
  switch (url.protocol) {
    case 'tel:':
      return 'call';
    case 'mailto:':
      return 'mail';
    case 'http:':
    case 'https:':
      break;
    default:
      return 'blocked';
  }
  if (url.origin !== appOrigin) return 'web';
  if (hints.download || hints.newTab || url.pathname.startsWith('/api/')) return 'document';
  return 'app';
}

/** The words a visitor saw on the link: its accessible name, text, or image description. */
export function anchorLabel(anchor: HTMLAnchorElement): string {
  const text =
    anchor.getAttribute('aria-label') ??
    anchor.getAttribute('title') ??
    (anchor.textContent?.trim() || anchor.querySelector('img')?.getAttribute('alt'));
  return text?.replace(/\s+/g, ' ').trim() || anchor.href;
}

/** The address as a visitor reads it under the QR code: no "tel:", no "mailto:". */
export function displayAddress(link: KioskLink): string {
  if (link.kind === 'call') return decodeURIComponent(link.href.replace(/^tel:/i, ''));
  if (link.kind === 'mail')
    return decodeURIComponent(link.href.replace(/^mailto:/i, '').split('?')[0]!);
  return link.href;
}
