// Every link visitors can follow in the published content and site data, with where it is
// (docs/contract.md §13f): the link checker's input. Content items give their rich text's links
// and pictures, a banner its button, a download its PDF; the site data gives every string that is
// a path of this site or an http(s) address, in each language's document.
import { CONTENT_KINDS, type ContentKind } from '../../src/contract/contentDesk';
import { api } from '../../src/contract/api';
import type { LinkPlace } from '../../src/contract/linkCheck';
import { SITE_SECTIONS, SITE_SECTION_NAMES } from '../../src/contract/siteDesk';
import type { Language } from '../../src/i18n/languages';
import type { ContentData, ContentStore } from '../store/types';
import { unescapeHtml } from '../pages/unescapeHtml';

export interface FoundLink {
  url: string;
  place: LinkPlace;
}

/** What the checker follows: a path of this site (not `//host`) or an http(s) address. */
const CHECKABLE = /^(?:\/(?![/\\])|https?:\/\/)/i;

/** `href` and `src` of a sanitized page's links and pictures (quoted, as the sanitizer writes). */
const HTML_LINK = /<(?:a|img)\b[^>]*?\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** The links of a piece of rich text. */
export function htmlLinks(html: string): string[] {
  return [...html.matchAll(HTML_LINK)]
    .map((m) => unescapeHtml((m[1] ?? m[2] ?? '').trim()))
    .filter((url) => CHECKABLE.test(url));
}

type Item = Record<string, unknown> & { _id: string };

/** The documents of each kind's words in Hindi and Gujarati, and the fields that hold links. */
const EDITIONS: readonly (readonly [
  kind: ContentKind,
  language: Language,
  document: keyof ContentData,
])[] = [
  ['news', 'en', 'news'],
  ['news', 'hi', 'newsHi'],
  ['news', 'gu', 'newsGu'],
  ['pages', 'en', 'contents'],
  ['pages', 'hi', 'contentsHi'],
  ['pages', 'gu', 'contentsGu'],
  ['banners', 'en', 'banners'],
  ['downloads', 'en', 'downloads'],
  ['download-forms', 'en', 'downloadForms'],
];

/** An item's links: rich text, a banner's button, a download's file. */
function itemLinks(item: Item): string[] {
  const links: string[] = [];
  for (const field of ['news', 'content']) {
    if (typeof item[field] === 'string') links.push(...htmlLinks(item[field]));
  }
  const cta = item.cta as { href?: unknown } | undefined;
  if (typeof cta?.href === 'string' && CHECKABLE.test(cta.href)) links.push(cta.href);
  if (typeof item.filePath === 'string') links.push(api.download(item.filePath));
  return links;
}

/** The English title of an item of `kind`, for the desk (the item's id when it has none). */
function titleOf(kind: ContentKind, english: Item | undefined, id: string): string {
  if (!english) return id;
  const title = (CONTENT_KINDS[kind].title as (item: never) => string)(english as never);
  return typeof title === 'string' && title ? title : id;
}

/** The site data section that holds `path`, or its top-level key. */
function siteAreaOf(path: readonly string[]): { area: string; label: string } {
  for (const name of SITE_SECTION_NAMES) {
    const section = SITE_SECTIONS[name];
    if (section.path.every((key, n) => path[n] === key))
      return { area: name, label: section.label };
  }
  return { area: path[0] ?? 'site', label: `Site data: ${path[0] ?? ''}` };
}

/** Every checkable string in a site data document, with its path. */
function siteLinks(document: unknown, language: Language): FoundLink[] {
  const found: FoundLink[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      if (!CHECKABLE.test(value)) return;
      found.push({
        url: value.trim(),
        place: { source: 'site', ...siteAreaOf(path), at: path.join('.'), language },
      });
    } else if (Array.isArray(value)) value.forEach((v, n) => walk(v, [...path, String(n)]));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, v] of Object.entries(value)) walk(v, [...path, key]);
    }
  };
  walk(document, []);
  return found;
}

/** Every link of the published content and site data, one entry per place it is in. */
export async function publishedLinks(content: ContentStore): Promise<FoundLink[]> {
  const found: FoundLink[] = [];
  const english = new Map<ContentKind, Map<string, Item>>();
  for (const [kind, language, document] of EDITIONS) {
    const items = (await content.get(document)) as unknown as Item[];
    if (language === 'en') english.set(kind, new Map(items.map((i) => [i._id, i])));
    for (const item of items) {
      const label = titleOf(kind, english.get(kind)?.get(item._id), item._id);
      for (const url of new Set(itemLinks(item))) {
        found.push({
          url,
          place: { source: 'content', area: kind, at: item._id, label, language },
        });
      }
    }
  }
  found.push(...siteLinks(await content.get('site'), 'en'));
  found.push(...siteLinks(await content.get('siteHi'), 'hi'));
  found.push(...siteLinks(await content.get('siteGu'), 'gu'));
  return found;
}
