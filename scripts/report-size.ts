// `npm run build` ends here: the gzip size of the JavaScript a first visit to each public route
// downloads (the entry, the route's page module, and every chunk they import statically), one line
// per route, and a failed build when one is over the budget. Chunks a page loads later (dialogs,
// another language) are not counted: a first visit does not load them. Reads the manifest that
// `vite build` writes (dist/.vite/manifest.json). Then the render-blocking CSS of issue #47's
// eight pages as the built server sends them (their inline first-screen styles and any stylesheet
// the head links), and a failed build when one is over its budget. docs/performance.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  entryChunks,
  readBuildManifest,
  scriptFiles,
  withStaticImports,
} from '../server/files/buildManifest';
import { PAGE_MODULES } from '../src/contract/pages';
import { paths } from '../src/contract/routes';
import { startApp } from '../tests/support/server';
import { blockingCss } from './bench/blockingCss';
import { MEASURED_PAGES, resolvedPages } from './bench/pages';

/**
 * The most JavaScript a first visit to a public route may download, gzip: what the largest route
 * (/complains) measures with a little room, under issue #15's 150 KB; the home page, most
 * visitors' first, likewise (docs/performance.md). Issue #47's target is 110 KB on every page.
 */
const BUDGET_BYTES = 146 * 1024;
const ROUTE_BUDGET_BYTES: Readonly<Record<string, number>> = {
  [paths.home]: 126 * 1024,
};
const budgetOf = (route: string) => ROUTE_BUDGET_BYTES[route] ?? BUDGET_BYTES;
/** The most render-blocking CSS a measured page's first HTML may carry, gzip: issue #47's target. */
const CSS_BUDGET_BYTES = 14 * 1024;

const dist = resolve(fileURLToPath(import.meta.url), '../../dist');
const manifest = await readBuildManifest(dist);
if (!manifest) fail('cannot read dist/.vite/manifest.json (run vite build first)');
const entry = entryChunks(manifest);
if (entry.size === 0) fail('no entry chunk in the manifest');

const gzipOf = new Map<string, number>();
function gzipBytes(file: string): number {
  let bytes = gzipOf.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
    gzipOf.set(file, bytes);
  }
  return bytes;
}

const rows = PAGE_MODULES.map(([pattern, module]) => {
  if (!manifest[module]) fail(`${module} is not a chunk of its own in the manifest`);
  const files = scriptFiles(manifest, withStaticImports(manifest, module, new Set(entry)));
  const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  return { route: pattern, bytes, files: files.length };
});

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const width = Math.max(...rows.map((r) => r.route.length));
console.info('First visit, JavaScript per route (entry + page + their static imports), gzip:');
for (const { route, bytes, files } of rows) {
  const budget = budgetOf(route);
  const mark = bytes > budget ? '  OVER BUDGET' : '';
  const own = budget === BUDGET_BYTES ? '' : `  (budget ${kb(budget)})`;
  console.info(`  ${route.padEnd(width)}  ${kb(bytes).padStart(9)}  ${files} files${own}${mark}`);
}
const largest = Math.max(...rows.map((r) => r.bytes));
console.info(`Largest ${kb(largest)}; budget ${kb(BUDGET_BYTES)} (the build fails above it).`);
const scriptsOver = rows.some((r) => r.bytes > budgetOf(r.route));

const cssRows = await blockingCssOfPages();
const cssWidth = Math.max(...cssRows.map((r) => r.page.length));
console.info('Render-blocking CSS per page (inline styles + stylesheets the head links), gzip:');
for (const { page, bytes } of cssRows) {
  const mark = bytes > CSS_BUDGET_BYTES ? '  OVER BUDGET' : '';
  console.info(`  ${page.padEnd(cssWidth)}  ${kb(bytes).padStart(9)}${mark}`);
}
const largestCss = Math.max(...cssRows.map((r) => r.bytes));
console.info(
  `Largest ${kb(largestCss)}; budget ${kb(CSS_BUDGET_BYTES)} (the build fails above it).`,
);
if (scriptsOver || largestCss > CSS_BUDGET_BYTES) process.exit(1);

/** The measured pages' first HTML from the built server (seed data, temporary data dir). */
async function blockingCssOfPages(): Promise<{ page: string; bytes: number }[]> {
  const app = await startApp({ log: (err) => console.error('report-size: server error', err) });
  try {
    const gzipOfText = async (url: string) =>
      gzipSync(await (await fetch(url)).text(), { level: 9 }).length;
    const pages = await resolvedPages(app.baseUrl, MEASURED_PAGES);
    const measured = [];
    for (const page of pages) {
      const html = await (await fetch(app.baseUrl + page)).text();
      const bytes = await blockingCss(html, (href) => gzipOfText(new URL(href, app.baseUrl).href));
      measured.push({ page: decodeURI(page), bytes });
    }
    return measured;
  } finally {
    await app.close();
  }
}

function fail(message: string): never {
  console.error(`report-size: ${message}`);
  process.exit(2);
}
