// A published text is spliced into every page's first HTML as it is (docs/performance.md):
// String.replace's replacement patterns ($&, $', $`, $1, $$, $<name>) in any text the desk edits
// must neither repeat the page around them nor change the embedded data. Runs on both engines.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { FIRST_ANSWERS_ID } from '../../src/contract/pages';
import { paths } from '../../src/contract/routes';
import { readSeed } from '../../tests/support/seed';
import { sitemapPaths, UNLISTED } from '../middleware/sitemap';
import { SEED_FILES } from '../store/contentStore';
import { makeFixture } from '../testing/fixture';
import { startTestApp } from '../testing/storage';

/** Each of String.replace's replacement patterns, in a text an editor may publish. */
const SPECIAL = ["$'", '$`', '$&', '$1', '$$', '$<name>'];
const PLANTED = ` planted ${SPECIAL.join(' ')} end`;
/** PLANTED as the page renderer below draws it. */
const DRAWN = PLANTED.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;');

/** `value` with PLANTED after every string but ids (which name pages and files). */
function planted(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === '_id' ? value : value + PLANTED;
  if (Array.isArray(value)) return value.map((item) => planted(item));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, planted(v, k)]));
  return value;
}

// A page renderer as `vite build --ssr` leaves it: it draws every text of the answers, escaped as
// React escapes text, so the page's drawn markup carries the planted patterns too.
const RENDERER = `export async function renderPage(url, answers) {
  const texts = [];
  JSON.stringify(answers, (key, value) => (typeof value === 'string' && texts.push(value), value));
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return { html: '<p data-rendered>' + texts.map(escape).join(' ') + '</p>', partial: false };
}`;

let app: Awaited<ReturnType<typeof startTestApp>>;
let fixtureRoot: string;

beforeAll(async () => {
  const dirs = await makeFixture();
  fixtureRoot = dirs.root;
  // The seed as shipped, with the patterns in every text of every document the desk edits.
  for (const name of Object.values(SEED_FILES)) {
    await writeFile(join(dirs.assetsDir, 'seed', name), JSON.stringify(planted(readSeed(name))));
  }
  await mkdir(join(dirs.root, 'dist-ssr'), { recursive: true });
  await writeFile(join(dirs.root, 'dist-ssr', 'entry-server.js'), RENDERER);
  app = await startTestApp({ assetsDir: dirs.assetsDir, distDir: dirs.distDir });
});
afterAll(async () => {
  await app?.close();
  if (fixtureRoot) await rm(fixtureRoot, { recursive: true, force: true });
});

/**
 * Every page the server draws: the sitemap's (two content pages of the seed's, which all draw
 * alike), the unlisted routes and a missing page.
 */
const CONTENT_IDS = readSeed<{ _id: string }[]>(SEED_FILES.contents).map(({ _id }) => _id);
const PAGES = [
  ...sitemapPaths(CONTENT_IDS.slice(0, 2)),
  ...UNLISTED.map((path) => encodeURI(path)),
  paths.cms('no-such-page'),
];

const answersOf = (html: string) =>
  [
    ...html.matchAll(
      new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`, 'gs'),
    ),
  ].map(([, json]) => json!);

describe('published texts with replacement patterns', () => {
  const apiData = new Map<string, unknown>();
  it.each(PAGES)('leave %s’s first HTML whole, its data as the API answers it', async (path) => {
    const html = await (await fetch(app.baseUrl + path)).text();
    expect(html.match(/<!doctype html>/gi), path).toHaveLength(1);
    expect(html.match(/<\/html>/gi), path).toHaveLength(1);
    const [json, ...more] = answersOf(html);
    expect(more, path).toEqual([]);
    const answers = JSON.parse(json!) as Record<string, unknown>;
    for (const [url, data] of Object.entries(answers)) {
      if (!apiData.has(url)) {
        const res = await fetch(app.baseUrl + url);
        apiData.set(url, ((await res.json()) as { data: unknown }).data);
      }
      expect(data, `${path}: ${url}`).toEqual(apiData.get(url));
    }
    // Every page's data holds the site's texts, each with the patterns as published.
    expect(JSON.stringify(answers[api.site]), path).toContain(JSON.stringify(PLANTED).slice(1, -1));
    const rendered = html.match(/<p data-rendered>/g) ?? [];
    expect(rendered.length, path).toBeLessThanOrEqual(1);
    if (rendered.length) expect(html.includes(DRAWN), path).toBe(true);
  });
});
