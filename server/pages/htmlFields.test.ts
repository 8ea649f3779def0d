// Stored HTML leaves the server sanitized (src/contract/htmlFields.ts): every field the pages draw as
// HTML, in every public answer, in English and in each language, so the pages draw it as it comes.
// The seed keeps HTML nowhere else: a new HTML field not named there fails here.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import type { NewsItem } from '../../src/contract/entities';
import { cleanItemsHtml, cleanSiteHtml, ITEM_HTML_FIELD } from '../../src/contract/htmlFields';
import { HOSTILE_PAGE, HOSTILE_SAMPLES } from '../../tests/support/hostileHtml';
import { readSeed } from '../../tests/support/seed';
import { SEED_FILES } from '../store/contentStore';
import type { ContentData } from '../store/types';
import { makeFixture } from '../testing/fixture';
import { getJson } from '../testing/http';
import { startTestApp } from '../testing/storage';

type Clean = (html: string) => string;
type WithHtml = (doc: never, clean: Clean) => unknown;

const site: WithHtml = (doc, clean) => cleanSiteHtml(doc, clean);
const stories: WithHtml = (doc, clean) => cleanItemsHtml(doc, ITEM_HTML_FIELD.news, clean);
const pages: WithHtml = (doc, clean) => cleanItemsHtml(doc, ITEM_HTML_FIELD.pages, clean);

/** The public documents that hold stored HTML, each with the answer that carries it. */
const DOCUMENTS: [key: keyof ContentData, url: string, withHtml: WithHtml][] = [
  ['site', api.site, site],
  ['siteHi', api.siteOverlay('hi'), site],
  ['siteGu', api.siteOverlay('gu'), site],
  ['news', api.news, stories],
  ['newsHi', api.newsIn('hi'), stories],
  ['newsGu', api.newsIn('gu'), stories],
  ['contents', api.contents, pages],
  ['contentsHi', api.contentsIn('hi'), pages],
  ['contentsGu', api.contentsIn('gu'), pages],
];

/** Every string in `value`, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

const TAG = /<\/?[a-z][^>]*>/i;
const seedOf = (key: keyof ContentData): unknown[] | object => readSeed(SEED_FILES[key]);

/** The seed's document; for a language with no story yet, the English stories' words. */
function withSomething(key: keyof ContentData): never {
  const seed = seedOf(key);
  if (!Array.isArray(seed) || seed.length > 0 || !key.startsWith('news')) return seed as never;
  const english = seedOf('news') as NewsItem[];
  return english.map(({ _id, newsTitle, description, news }) => ({
    _id,
    newsTitle,
    description,
    news,
  })) as never;
}

describe('the seed keeps stored HTML only in the fields htmlFields names', () => {
  it.each(DOCUMENTS)('%s', (key, _url, withHtml) => {
    const seed = seedOf(key);
    // The seed has no story in Hindi or Gujarati yet; every other document has HTML to find.
    if (strings(seed).length > 0) expect(strings(seed).some((s) => TAG.test(s))).toBe(true);
    expect(strings(withHtml(seed as never, () => '')).filter((s) => TAG.test(s))).toEqual([]);
  });
});

describe('every HTML field leaves the server sanitized', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let fixtureRoot: string;

  beforeAll(async () => {
    // The seed as shipped, with the hostile samples in every HTML field it has.
    const dirs = await makeFixture();
    fixtureRoot = dirs.root;
    for (const [key, , withHtml] of DOCUMENTS) {
      const hostile = withHtml(withSomething(key), () => HOSTILE_PAGE);
      await writeFile(join(dirs.assetsDir, 'seed', SEED_FILES[key]), JSON.stringify(hostile));
    }
    app = await startTestApp({ assetsDir: dirs.assetsDir, distDir: dirs.distDir });
  });
  afterAll(async () => {
    await app?.close();
    if (fixtureRoot) await rm(fixtureRoot, { recursive: true, force: true });
  });

  it.each(DOCUMENTS)('%s', async (key, url, withHtml) => {
    const { status, body } = await getJson<{ data: never }>(app.baseUrl, url);
    expect(status).toBe(200);
    const drawn: string[] = [];
    withHtml(body.data, (html) => {
      drawn.push(html);
      return html;
    });
    expect(drawn.length, key).toBeGreaterThan(0);
    for (const html of drawn) {
      for (const [name, sample] of Object.entries(HOSTILE_SAMPLES)) {
        expect(html, name).not.toMatch(sample.mustNotContain);
      }
      expect(html).toContain('<h2>Safe heading</h2>');
      expect(html).toContain('<p>Safe end</p>');
    }
  });
});
