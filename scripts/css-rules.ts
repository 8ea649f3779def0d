// `npm run build` runs this after Vite: the entry's stylesheet read into the pieces the server
// filters for each rendered page's first screen (server/pages/firstScreenCss.ts,
// docs/performance.md), written to dist/.vite/first-screen-css.json.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuildManifest } from '../server/files/buildManifest';
import { CSS_RULES_FILE, type CssRules } from '../server/pages/firstScreenCss';
import { cssRulesOf } from './cssRules';

const dist = resolve(fileURLToPath(import.meta.url), '../../dist');
const manifest = await readBuildManifest(dist);
const entry = manifest && Object.values(manifest).find((chunk) => chunk.isEntry);
const [stylesheet, ...others] = entry?.css ?? [];
if (!stylesheet || others.length) {
  console.error('css-rules: the entry has not exactly one stylesheet in dist/.vite/manifest.json');
  process.exit(2);
}
const rules: CssRules = {
  href: `/${stylesheet}`,
  nodes: cssRulesOf(await readFile(join(dist, stylesheet), 'utf8')),
};
await writeFile(join(dist, CSS_RULES_FILE), JSON.stringify(rules));
