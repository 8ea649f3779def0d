// Where the public documents keep stored HTML: the fields the pages draw with SafeHtml. The server
// sanitizes exactly these as it answers (server/routes/content.ts), with the allow-list of ./html.ts,
// and the pages draw them as they come, so no sanitizer is in a visitor's first download
// (docs/performance.md). A new HTML field is added here; server/pages/htmlFields.test.ts fails when
// the seed keeps a tag anywhere else.
import type { ContentKind } from './contentDesk';
import type { SiteConfig } from './site';

type Clean = (html: string) => string;

/** The paths to every string in `T`, as key tuples (lists left out: no list item holds HTML). */
type StringPaths<T> = T extends string
  ? []
  : T extends readonly unknown[]
    ? never
    : T extends object
      ? { [K in keyof T & string]-?: [K, ...StringPaths<NonNullable<T[K]>>] }[keyof T & string]
      : never;

/** The site document's HTML, by path; its language overlays have the same shape. */
const SITE_HTML: readonly StringPaths<SiteConfig>[] = [
  ['home', 'about', 'html'],
  ['premiumClient', 'html'],
  ['about', 'html'],
  ['companyProfile', 'whoWeAre'],
  ['companyProfile', 'whatWeOffer'],
  ['investorCharter', 'html'],
];

/** The field of a content item that holds its HTML body, in English and in its translations. */
export const ITEM_HTML_FIELD = { news: 'news', pages: 'content' } as const satisfies Partial<
  Record<ContentKind, string>
>;

/** The field of a `kind`'s items that holds HTML, if its items have one. */
export function itemHtmlField(kind: ContentKind): string | undefined {
  return Object.hasOwn(ITEM_HTML_FIELD, kind)
    ? ITEM_HTML_FIELD[kind as keyof typeof ITEM_HTML_FIELD]
    : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with the string at `path` cleaned; what is not there is left as it is. */
function cleanAt(value: unknown, path: readonly string[], clean: Clean): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return typeof value === 'string' ? clean(value) : value;
  if (!isRecord(value) || !(key in value)) return value;
  return { ...value, [key]: cleanAt(value[key], rest, clean) };
}

/** The site document, or a language's overlay of it, with each HTML field cleaned. */
export function cleanSiteHtml<T extends object>(site: T, clean: Clean): T {
  return SITE_HTML.reduce<unknown>((value, path) => cleanAt(value, path, clean), site) as T;
}

/** Content items (or their translations) with each item's `field` cleaned. */
export function cleanItemsHtml<T extends object>(items: T[], field: string, clean: Clean): T[] {
  return items.map((item) => cleanAt(item, [field], clean) as T);
}
