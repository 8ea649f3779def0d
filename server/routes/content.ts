import type Router from '@koa/router';
import { routes, type ApiAnswers } from '../../src/contract/api';
import { bannerActive, CONTENT_LANGUAGES, TRANSLATED_KINDS } from '../../src/contract/contentDesk';
import { cleanItemsHtml, cleanSiteHtml, ITEM_HTML_FIELD } from '../../src/contract/htmlFields';
import { sanitizeWithoutDom } from '../../src/contract/htmlWithoutDom';
import { PrecomputedJson } from '../files/precomputed';
import type { ContentData, ContentStore } from '../store/types';

/** A list's answer as it stands: the data visitors see now, serialized and compressed once. */
export interface ListAnswer {
  data: unknown;
  json: PrecomputedJson;
}

/** The read-only lists by route pattern (relative to API_PREFIX), each answering as it stands now. */
export type PublicLists = ReadonlyMap<string, () => Promise<ListAnswer>>;

/**
 * The read-only lists of docs/contract.md §7; each answers `{ data: [...] }`, and the first HTML of
 * a page carries the ones it reads first (docs/performance.md). Each request asks the store
 * for the document (in memory on lowdb; on PostgreSQL one indexed version check that sends the
 * document only when it changed), and the serialized, compressed answer is rebuilt only when the
 * store hands back a different document: a publish on the content desk, through this or any other
 * app server, is served at once (docs/architecture.md §8).
 */
export function publicLists(
  content: ContentStore,
  now: () => Date = () => new Date(),
): PublicLists {
  const lists = new Map<string, () => Promise<ListAnswer>>();
  /** `shown` keeps what visitors see now (items of the stored list); the answer is rebuilt when that changes too. */
  const list = <K extends keyof ContentData>(
    path: string,
    key: K,
    shown?: (value: ContentData[K]) => ContentData[K],
  ) => {
    let built: { stored: ContentData[K]; data: ContentData[K]; json: PrecomputedJson } | undefined;
    lists.set(path, async () => {
      const stored = await content.get(key);
      const data = shown ? shown(stored) : stored;
      if (built?.stored !== stored || !sameItems(built.data, data)) {
        built = { stored, data, json: new PrecomputedJson({ data }) };
      }
      return built;
    });
  };

  // Stored HTML leaves sanitized, once per stored version: the pages draw it as it comes.
  const site = <T extends object>() =>
    perVersion((value: T) => cleanSiteHtml(value, sanitizeWithoutDom));
  const items = <T extends object>(field: string) =>
    perVersion((value: T[]) => cleanItemsHtml(value, field, sanitizeWithoutDom));

  list(routes.site, 'site' satisfies DataOf<'site'>, site());
  // Each language's site data and its news' and pages' words; another `:language` is a 404
  // (docs/contract.md §7a).
  const siteIn = { hi: 'siteHi', gu: 'siteGu' } as const;
  for (const language of CONTENT_LANGUAGES) {
    const path = (pattern: string) => pattern.replace(':language', language);
    list(path(routes.siteOverlay), siteIn[language] satisfies DataOf<'siteOverlay'>, site());
    const news = TRANSLATED_KINDS.news.documents[language];
    list(path(routes.newsIn), news satisfies DataOf<'newsIn'>, items(ITEM_HTML_FIELD.news));
    const pages = TRANSLATED_KINDS.pages.documents[language];
    list(
      path(routes.contentsIn),
      pages satisfies DataOf<'contentsIn'>,
      items(ITEM_HTML_FIELD.pages),
    );
  }
  // A banner outside its active days is not listed (docs/contract.md §13).
  list(routes.banners, 'banners' satisfies DataOf<'banners'>, (banners) =>
    banners.filter((b) => bannerActive(b, now())),
  );
  list(routes.news, 'news' satisfies DataOf<'news'>, items(ITEM_HTML_FIELD.news));
  list(routes.contents, 'contents' satisfies DataOf<'contents'>, items(ITEM_HTML_FIELD.pages));
  list(routes.galleryCategories, 'galleryCategories' satisfies DataOf<'galleryCategories'>);
  list(routes.gallery, 'gallery' satisfies DataOf<'gallery'>);
  list(routes.downloads, 'downloads' satisfies DataOf<'downloads'>);
  list(routes.downloadForm, 'downloadForms' satisfies DataOf<'downloadForm'>);
  list(routes.amcs, 'amcs' satisfies DataOf<'amcs'>);
  list(routes.amcCategories, 'amcCategories' satisfies DataOf<'amcCategories'>);
  return lists;
}

/** The GET routes of the read-only lists and of the schemes; the lists are returned for the first HTML. */
export function contentRoutes(
  router: Router,
  content: ContentStore,
  now?: () => Date,
): PublicLists {
  const lists = publicLists(content, now);
  for (const [path, answer] of lists) {
    const current = async () => (await answer()).json.variants;
    router.get(path, async (ctx) => (await answer()).json.send(ctx, current));
  }

  // Names may hold spaces, '&' and '/': the client URL-encodes each part, the router decodes it.
  router.get(routes.schemes, async (ctx) => {
    const { amc, category } = ctx.params as { amc: string; category: string };
    const schemes = await content.get('schemes');
    ctx.body = {
      data: schemes
        .filter((s) => s.AMCName === amc && s.CategoryName === category)
        .map(({ SchemeName }) => ({ SchemeName })),
    } satisfies ApiAnswers['schemes'];
  });
  return lists;
}

/** `transform` of the last value it was given, made again only for a different value. */
function perVersion<T>(transform: (value: T) => T): (value: T) => T {
  let last: { value: T; result: T } | undefined;
  return (value) => {
    if (last?.value !== value) last = { value, result: transform(value) };
    return last.result;
  };
}

/** The same list (or value): the same items in the same order. */
function sameItems(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return a === b;
  return a.length === b.length && a.every((item, n) => item === b[n]);
}

/** The content documents whose value is the answer `A`'s data (checked at compile time). */
type DataOf<A extends keyof ApiAnswers> = {
  [K in keyof ContentData]: ContentData[K] extends AnswerData<A> ? K : never;
}[keyof ContentData];
type AnswerData<A extends keyof ApiAnswers> = ApiAnswers[A] extends { data: infer D } ? D : never;
