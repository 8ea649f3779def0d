import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useExternalLinkHandler } from '../lib/externalLinks';
import { isAppRoute, isExternalHref } from '../lib/links';
import { createSanitizer } from '../contract/html';

/**
 * Renders stored HTML (content pages, news bodies) after the shared allow-list (contract/html)
 * has removed scripts, event handlers, styles, forms and other sites' images. Links inside behave like the app's own links: routes
 * navigate without a reload, other sites go through the external-link handler (new tab on the
 * web, a QR code on the kiosk).
 */
export function SafeHtml({ html, ...props }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitize(html), [html]);
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

let sanitizer: ((html: string) => string) | undefined;
/** Created on first use: DOMPurify binds to the page's window. */
const sanitize = (html: string) => (sanitizer ??= createSanitizer(window))(html);

const richTextCss = {
  lineHeight: '1.75',
  color: 'gray.700',
  '& h2': {
    fontSize: { base: 'xl', md: '2xl' },
    fontWeight: 'semibold',
    color: 'brand.800',
    mt: 8,
    mb: 3,
  },
  '& h3': {
    fontSize: { base: 'lg', md: 'xl' },
    fontWeight: 'semibold',
    color: 'brand.700',
    mt: 6,
    mb: 2,
  },
  '& h2:first-of-type': { mt: 0 },
  '& p': { mb: 4 },
  '& ul, & ol': { ps: 6, mb: 4 },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: 1.5 },
  '& a': { color: 'brand.500', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& strong': { color: 'gray.900' },
  '& table': {
    width: 'full',
    borderCollapse: 'collapse',
    mb: 6,
    fontSize: 'sm',
    display: 'block',
    overflowX: 'auto',
  },
  '& th, & td': {
    border: '1px solid',
    borderColor: 'gray.200',
    px: 3,
    py: 2,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& th': { bg: 'brand.50', color: 'brand.800', fontWeight: 'semibold' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
};
