// `npm run build` ends here: the gzip size of the JavaScript a first visit to each public route
// downloads (the entry, the route's page module, and every chunk they import statically), one line
// per route, and a failed build when one is over the budget. Chunks a page loads later (dialogs,
// another language) are not counted: a first visit does not load them. Reads the manifest that
// `vite build` writes (dist/.vite/manifest.json). docs/performance.md.
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

/**
 * The most JavaScript a first visit to a public route may download, gzip: issue #15's figure, which
 * every route meets (docs/performance.md). The home page, most visitors' first, is held to
 * what it measures, with a little room.
 */
const BUDGET_BYTES = 150 * 1024;
const ROUTE_BUDGET_BYTES: Readonly<Record<string, number>> = {
  [paths.home]: 130 * 1024,
};
const budgetOf = (route: string) => ROUTE_BUDGET_BYTES[route] ?? BUDGET_BYTES;

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
if (rows.some((r) => r.bytes > budgetOf(r.route))) process.exit(1);

function fail(message: string): never {
  console.error(`report-size: ${message}`);
  process.exit(2);
}
