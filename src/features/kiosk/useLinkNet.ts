import { useEffect } from 'react';
import { anchorLabel, classifyHref, type KioskLink } from './kioskLinks';

/**
 * The safety net under the external-link handler: any other link that would leave the app (a
 * tel:/mailto: link, a file download, a link in stored HTML, window.open) shows `onLink` instead.
 * It listens after React (bubble phase on the document), so links the handler already took are
 * left alone.
 */
export function useLinkNet(onLink: (link: KioskLink) => void): void {
  useEffect(() => {
    const origin = window.location.origin;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href) return;
      const kind = classifyHref(href, origin, {
        download: anchor.hasAttribute('download'),
        newTab: anchor.target === '_blank',
      });
      if (kind === 'app') return;
      event.preventDefault();
      if (kind !== 'blocked') onLink({ kind, href: anchor.href, label: anchorLabel(anchor) });
    };
    document.addEventListener('click', onClick);

    const open = window.open;
    window.open = (url?: string | URL) => {
      const href = url ? String(url) : '';
      const kind = classifyHref(href, origin);
      if (kind !== 'app' && kind !== 'blocked') {
        onLink({ kind, href: new URL(href, origin).href, label: new URL(href, origin).hostname });
      }
      return null;
    };
    return () => {
      document.removeEventListener('click', onClick);
      window.open = open;
    };
  }, [onLink]);
}
