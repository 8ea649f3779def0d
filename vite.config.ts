import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, defineConfig, runnerImport, type Alias, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileCatalog } from './src/i18n/compile';

// The web build (default mode) bundles the React app into dist/, which the Koa server serves.
// `--mode electron` builds the kiosk shell's main process and preload into dist-electron/.
export default defineConfig(({ command, mode, isSsrBuild }) => {
  if (mode === 'electron') return electronConfig();
  const alias = command === 'build' ? productionReactRouter() : [];
  if (isSsrBuild) return pageRendererConfig(alias);
  return {
    plugins: [react(), compiledCatalogs()],
    resolve: { alias },
    server: {
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '8080'}` },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      // dist/.vite/manifest.json: scripts/report-size.ts reads it to size each route's first visit.
      manifest: true,
      rolldownOptions: {
        treeshake: { moduleSideEffects },
        output: {
          // Everything the entry loads in one chunk: left to itself the bundler splits what the
          // entry shares with lazy pages into some thirty small chunks, each a request and each
          // compressed apart (8 KB gzip more on a first visit; docs/performance.md).
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        },
      },
    },
  };
});

// Panda's generated runtime (src/styled-system/) and the public pages' pieces on it
// (src/components/staticUi/) register nothing as they load, yet their modules compute tables at
// their top level (a recipe's `Object.keys` of its variants, a slot recipe's functions, a piece's
// style context), which the bundler keeps when it cannot tell them free of effects: every recipe
// the index re-exports came along into the entry chunk, used or not (docs/performance.md).
// Declared free of side effects, a module none of whose exports is used is left out.
const WITHOUT_SIDE_EFFECTS = /\/src\/(styled-system|components\/staticUi)\//;
function moduleSideEffects(id: string): boolean | undefined {
  return WITHOUT_SIDE_EFFECTS.test(id) ? false : undefined;
}

// The server's page renderer (src/entry-server.tsx, docs/performance.md): the same app for
// Node, into dist-ssr/, loaded by the server when it is there. Packages are bundled in too: only
// the parts the pages use are loaded (Chakra's whole package from node_modules took 2.7 s to load
// and 50 MB more of the server's memory), and production builds turn off development warnings.
function pageRendererConfig(alias: Alias[]): UserConfig {
  return {
    plugins: [react(), compiledCatalogs()],
    resolve: { alias },
    publicDir: false,
    ssr: { noExternal: true },
    build: {
      outDir: 'dist-ssr',
      emptyOutDir: true,
      ssr: 'src/entry-server.tsx',
      target: 'node20',
    },
  };
}

// react-router's package exports name only its development build, for production builds too
// (remix-run/react-router#14102): its warnings, and the checks behind them, ran on every render.
// The production build beside it is the same code with them off.
function productionReactRouter(): Alias[] {
  const root = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(root, 'dist/production/dom-export.mjs') },
  ];
}

// Every catalogue module exports one catalogue named as its file (en, enComplaint, hi, hiComplaint…).
const CATALOG = /\/src\/i18n\/catalogs\/(\w+)\.ts$/;

// The interface catalogues reach the browser with their ICU messages already compiled
// (docs/architecture.md §9), so the ICU parser is never shipped. The catalogue is evaluated as the
// TypeScript module it is (its English values come from src/contract/messages.ts), then compiled.
// Each catalogue is evaluated by its own module runner, one at a time: the bundler asks for all
// of them at once, and some twenty runners started together on a busy 2-core machine overran the
// runner's 60 s answer limit and failed the build.
function compiledCatalogs(): Plugin {
  let previous: Promise<unknown> = Promise.resolve();
  const evaluate = (id: string) => {
    const next = previous.then(() =>
      runnerImport<Record<string, Record<string, string>>>(id, {
        configFile: false,
        logLevel: 'warn',
      }),
    );
    previous = next.catch(() => undefined);
    return next;
  };
  return {
    name: 'i18n-compiled-catalogs',
    async load(id) {
      const name = CATALOG.exec(id)?.[1];
      if (!name) return null;
      const { module, dependencies } = await evaluate(id);
      for (const file of dependencies) this.addWatchFile(file);
      const catalog = module[name];
      if (!catalog) this.error(`${id} does not export ${name}`);
      return `export const ${name} = ${JSON.stringify(compileCatalog(catalog))};`;
    },
  };
}

// Main process: Node (SSR build); Node built-ins and npm dependencies stay external (electron-builder
// ships them; lowdb is ESM-only and loads through Node's require(esm)). The preload is built on its
// own afterwards: a sandboxed preload cannot require sibling files, so it must be one file with no
// chunk shared with main.
function electronConfig(): UserConfig {
  return {
    publicDir: false,
    build: {
      outDir: 'dist-electron',
      emptyOutDir: true,
      ssr: true,
      target: 'node22',
      rolldownOptions: {
        input: { main: 'electron/main.ts' },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
    plugins: [
      {
        name: 'build-electron-preload',
        apply: 'build',
        async closeBundle() {
          await build({
            configFile: false,
            publicDir: false,
            logLevel: 'warn',
            build: {
              outDir: 'dist-electron',
              emptyOutDir: false,
              ssr: true,
              target: 'node22',
              rolldownOptions: {
                input: { preload: 'electron/preload.ts' },
                external: ['electron'],
                output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
              },
            },
          });
        },
      },
    ],
  };
}
