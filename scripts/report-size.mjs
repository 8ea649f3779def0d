// Prints the gzip size of the JavaScript a first visit to `/` downloads — the entry chunk, the home
// page chunk, and every chunk they import statically — and fails when it exceeds the budget.
// Dynamic imports (other pages, dialogs) are not counted: a first visit to `/` does not load them.
// Run after `vite build` (which writes dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const HOME_MODULE = 'src/features/home/HomePage.tsx';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const dist = resolve(root, 'dist');

/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[] }>} */
let manifest;
try {
  manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));
} catch (err) {
  console.error(`report-size: cannot read dist/.vite/manifest.json (run vite build first): ${err}`);
  process.exit(2);
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length === 0) fail('no entry chunk in the manifest');
if (!manifest[HOME_MODULE]) fail(`${HOME_MODULE} is not a chunk of its own in the manifest`);

/** Keys of `start` and everything it imports statically, transitively. */
function withStaticImports(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  const chunk = manifest[start];
  if (!chunk) fail(`manifest has no chunk ${start}`);
  seen.add(start);
  for (const next of chunk.imports ?? []) withStaticImports(next, seen);
  return seen;
}

const keys = new Set();
for (const [key] of entries) withStaticImports(key, keys);
withStaticImports(HOME_MODULE, keys);

const rows = [...new Set([...keys].map((key) => manifest[key].file))]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(resolve(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const width = Math.max(...rows.map((r) => r.file.length));

console.info('First visit to / — JavaScript (entry + home page + their static imports):');
for (const r of rows) {
  console.info(
    `  ${r.file.padEnd(width)}  ${kb(r.raw).padStart(10)}  gzip ${kb(r.gzip).padStart(9)}`,
  );
}
console.info(`  ${'total'.padEnd(width)}  ${''.padStart(10)}  gzip ${kb(total).padStart(9)}`);
console.info(`Budget: ${kb(BUDGET_BYTES)} gzip — ${total <= BUDGET_BYTES ? 'OK' : 'OVER BUDGET'}`);
if (total > BUDGET_BYTES) process.exit(1);

function fail(message) {
  console.error(`report-size: ${message}`);
  process.exit(2);
}
