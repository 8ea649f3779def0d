// Server rendering is bounded (docs/performance.md, "At most N renderings"): a burst of page
// requests that each need a drawing admits at most `maxConcurrent` of them to the renderer, and a
// page whose drawing is slower than its budget is answered as the plain first HTML, which the app
// draws alone. Before the bound, every request of a burst queued a drawing (16 in flight raised
// form-post latency from 28 to 470 ms) and each visitor waited for all the drawings before it.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/contract/routes';
import { startFixtureApp, type FixtureApp } from '../testing/fixture';

// A renderer that notes each page it starts to draw, then draws nothing until the test lets it.
const SLOW_RENDERER = `import { appendFileSync, existsSync } from 'node:fs';
export async function renderPage(url) {
  const path = new URL(url).pathname;
  appendFileSync(new URL('./rendered.log', import.meta.url), path + '\\n');
  while (!existsSync(new URL('./release', import.meta.url))) {
    await new Promise((done) => setTimeout(done, 20));
  }
  return { html: '<p data-rendered>' + path + '</p>', partial: false };
}`;

const MAX_CONCURRENT = 2;
// Pages of different route patterns: each has its own first HTML, so each needs its own drawing.
const PAGES = [
  paths.home,
  paths.contactUs,
  paths.about,
  paths.gallery,
  paths.allNews,
  paths.feedback,
  paths.complaints,
  paths.cms('company-profile'),
];

let app: FixtureApp;
let ssrDir: string;
beforeAll(async () => {
  app = await startFixtureApp({ renderLimits: { maxConcurrent: MAX_CONCURRENT, budgetMs: 300 } });
  ssrDir = join(app.distDir, '..', 'dist-ssr');
  await mkdir(ssrDir, { recursive: true });
  await writeFile(join(ssrDir, 'entry-server.js'), SLOW_RENDERER);
});
afterAll(() => app?.close());

const drawn = async () =>
  (await readFile(join(ssrDir, 'rendered.log'), 'utf8').catch(() => '')).split('\n').slice(0, -1);

const html = async (path: string) => {
  const res = await fetch(app.baseUrl + encodeURI(path));
  expect(res.status, path).toBe(200);
  return res.text();
};

describe('server rendering', () => {
  it('draws at most N pages of a burst, and answers a page slower than its budget without its drawing', async () => {
    const burst = Promise.all(PAGES.map(html));
    // Before the bound every answer waited for its drawing: the renderer is let go after a while
    // anyway, so that the test ends and counts what was drawn.
    await Promise.race([burst, new Promise((done) => setTimeout(done, 3000))]);
    await writeFile(join(ssrDir, 'release'), '');
    for (const [n, page] of (await burst).entries()) {
      expect(page, PAGES[n]).toContain('<div id="root"></div>');
      expect(page, PAGES[n]).not.toContain('data-rendered');
    }
    // The renderer draws one page after the other: a page asked for now is drawn after those
    // admitted from the burst, so the log then holds all there will be.
    expect(await html(paths.investorCharter)).toContain(
      `<p data-rendered>${paths.investorCharter}</p>`,
    );
    const log = await drawn();
    expect(log.at(-1)).toBe(paths.investorCharter);
    expect(log.slice(0, -1)).toHaveLength(MAX_CONCURRENT);
    // A page answered without its drawing is drawn when it is next asked for.
    expect(await html(paths.contactUs)).toContain(`<p data-rendered>${paths.contactUs}</p>`);
  });
});
