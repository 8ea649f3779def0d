// The allow-list of ./html.ts applied where there is no DOM for DOMPurify: the stored HTML of the
// server's public answers (./htmlFields.ts), which its rendering of a page draws too; jsdom for
// DOMPurify would be some 110 MB more (docs/performance.md). sanitize-html parses with
// htmlparser2 and writes every tag and text out itself, so what it gives is what it allowed.
import sanitize, { type IOptions } from 'sanitize-html';
import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  ALLOWED_URI,
  FORBIDDEN_CONTENTS,
  isOtherSite,
  isOwnPath,
  NEW_TAB,
} from './html';

/** The attributes that hold a URL: kept only when ALLOWED_URI accepts them, as DOMPurify does. */
const URL_ATTRS = new Set(['href', 'src']);
/** What DOMPurify removes from a URL before testing it: a scheme split by a tab is still one. */
// eslint-disable-next-line no-control-regex -- control characters are what it must find
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

function keepAllowedUrls(tagName: string, attribs: sanitize.Attributes) {
  const kept: sanitize.Attributes = {};
  for (const [name, raw] of Object.entries(attribs)) {
    const value = raw.trim();
    if (URL_ATTRS.has(name) && !ALLOWED_URI.test(value.replace(URL_WHITESPACE, ''))) continue;
    // The new-tab pair is the sanitizer's to set, on links to other sites only.
    if (name in NEW_TAB) continue;
    kept[name] = value;
  }
  if (tagName === 'a' && isOtherSite(kept.href)) Object.assign(kept, NEW_TAB);
  return { tagName, attribs: kept };
}

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { '*': ALLOWED_ATTR, a: [...ALLOWED_ATTR, ...Object.keys(NEW_TAB)] },
  // sanitize-html's own URL check, kept as a second guard: the schemes ALLOWED_URI names, which
  // keepAllowedUrls applies first (a change there must be made here too; the parity test shows it).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: FORBIDDEN_CONTENTS,
  transformTags: { '*': keepAllowedUrls },
  // An image from another site (or none) goes, as in DOMPurify's hook: no tracking pixels.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnPath(frame.attribs.src),
};

/** Stored HTML made safe to draw, without a DOM. */
export function sanitizeWithoutDom(html: string): string {
  return sanitize(html, OPTIONS);
}
