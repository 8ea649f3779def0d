import { useMemo, type ComponentProps, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useExternalLinkHandler } from '../lib/externalLinks';
import { isAppRoute, isExternalHref } from '../lib/links';
import { sanitizeStoredHtml } from '../lib/storedHtml';
import { richTextCss } from './richTextCss';
import { Box } from './staticUi';

/**
 * Renders stored HTML (content pages, news bodies) after the shared allow-list (contract/html)
 * has removed scripts, event handlers, styles, forms and other sites' images. Links inside behave like the app's own links: routes
 * navigate without a reload, other sites go through the external-link handler (new tab on the
 * web, a QR code on the kiosk).
 */
export function SafeHtml({ html, ...props }: { html: string } & ComponentProps<typeof Box>) {
  const clean = useMemo(() => sanitizeStoredHtml(html), [html]);
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
      css={richTextCss}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
      {...props}
    />
  );
}
