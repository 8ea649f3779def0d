import type { ComponentProps, MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useExternalLinkHandler } from '../lib/externalLinks';
import { isAppRoute, isExternalHref } from '../lib/links';
import { richTextCss } from './richTextCss';
import { Box, cssList } from './staticUi';

/**
 * Each table of a rich text scrolls sideways in its own box (richTextCss): focusable, a keyboard
 * user scrolls it with the arrow keys (WCAG 2.1.1; axe: scrollable-region-focusable, found at
 * 320 px, issue 45). The stored HTML carries no tabindex (the allow-list keeps it out); the drawing
 * adds it, on the server's picture and in the app alike.
 */
const withFocusableTables = (html: string) =>
  html.replace(/<table(?=[\s>])/gi, '<table tabindex="0"');

/**
 * Draws stored HTML (content pages, news bodies, the site's rich text) that is safe already: the
 * server's answers carry it sanitized with the shared allow-list (src/contract/htmlFields.ts), and
 * the desk's preview sanitizes an editor's unsaved text itself (lib/storedHtml). No script, event
 * handler, style, form or other site's image is in it. Links inside behave like the app's own
 * links: routes navigate without a reload, other sites go through the external-link handler (new
 * tab on the web, a QR code on the kiosk).
 */
export function SafeHtml({ html, css, ...props }: { html: string } & ComponentProps<typeof Box>) {
  const navigate = useNavigate();
  const onExternal = useExternalLinkHandler();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || event.defaultPrevented) return;
    if (isAppRoute(href) && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      navigate(href);
    } else if (isExternalHref(href)) {
      onExternal(event, href, anchor.textContent ?? href);
    }
  };

  return (
    <Box
      className="rich-text"
      css={[richTextCss, ...cssList(css)]}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: withFocusableTables(html) }}
      {...props}
    />
  );
}
