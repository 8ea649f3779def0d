// The one allow-list for stored HTML (content pages, news bodies), part of the contract: the server
// sanitizes with it before saving (server/pages/sanitizeHtml.ts) and as its public answers carry the HTML
// (./htmlWithoutDom.ts, ./htmlFields.ts); the desk's preview before drawing an editor's unsaved text
// (src/lib/storedHtml.ts). It allows what the seed content uses: headings, paragraphs, lists,
// tables, emphasis, links, own images.
import createDOMPurify, { type Config, type WindowLike } from 'dompurify';

export const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'em',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];

export const ALLOWED_ATTR = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  // The editor's mark on a picture that carries words (authoringChecks.ts, docs/contract.md §13g).
  'data-text-in-picture',
];

/** Links: the web, e-mail, phone, the site's own paths and anchors. Never javascript: or data:. */
export const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;

/** Images only from the site itself (e.g. /api/site-images/…): no tracking pixels, no data: URLs. */
export const isOwnPath = (src: string | null | undefined) => !!src && /^\/(?![/\\])/.test(src);

/** A link to another site, which opens in a new tab without access to this page (NEW_TAB). */
export const isOtherSite = (href: string | null | undefined) => /^https?:/i.test(href ?? '');
/** Text made safe inside HTML text and quoted attributes (and XML: the sitemap). */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Elements removed with everything inside them, not only their tags: no text of theirs is shown. */
export const FORBIDDEN_CONTENTS = [
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'math',
  'iframe',
  'form',
];

export const SANITIZE_CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  // DOMPurify checks every attribute not named here against ALLOWED_URI: these hold no URL.
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan', 'scope', 'width', 'height', 'data-text-in-picture'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  FORBID_CONTENTS: FORBIDDEN_CONTENTS,
} satisfies Config;

/**
 * A sanitizer bound to one window (the browser's, or a server-side DOM). Links to other sites open
 * in a new tab without access to this page (`rel="noopener noreferrer"`).
 */
export function createSanitizer(window: WindowLike): (html: string) => string {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !isOwnPath(node.getAttribute('src'))) node.remove();
    if (node.nodeName === 'A' && isOtherSite(node.getAttribute('href'))) {
      for (const [name, value] of Object.entries(NEW_TAB)) node.setAttribute(name, value);
    }
  });
  return (html) => purify.sanitize(html, SANITIZE_CONFIG);
}
