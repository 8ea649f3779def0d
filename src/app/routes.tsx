// Every URL of the product in one screen (docs/contract.md §2). Paths come from src/contract/routes.ts, where
// the spec's misspellings are kept on purpose; which module draws each is in src/contract/pages.ts.
// Each page is its own chunk, loaded on first visit.
import type { RouteObject } from 'react-router-dom';
import { PAGE_MODULES } from '../contract/pages';
import { paths } from '../contract/routes';
import { isKiosk } from '../lib/kioskMode';
import { FullPageLoading } from './layout/FullPageLoading';
import { Layout } from './layout/Layout';
import { RouteError } from './layout/RouteError';
import { withChakraRuntime } from './withChakraRuntime';

type PageModule = Record<string, React.ComponentType>;
// Every page module of PAGE_MODULES, each its own chunk (the desk's pages are in the desk's chunk).
const pageModules = import.meta.glob<PageModule>([
  '../features/*/*Page.tsx',
  '!../features/desk/**',
  '!../features/content/TitleOnlyPage.tsx',
]);

// The spec's paths are case-exact (docs/contract.md §2): /investor-rights is not /Investor-Rights
// and must get the 404 page, not a page that cannot find its own content.
const page = (module: string): Pick<RouteObject, 'lazy' | 'caseSensitive'> => {
  const load = pageModules[module.replace(/^src\//, '../')];
  if (!load) throw new Error(`${module} is not a page module`);
  const name = module.slice(module.lastIndexOf('/') + 1, -'.tsx'.length);
  return {
    caseSensitive: true,
    lazy: async () => ({ Component: (await load())[name] }),
  };
};

/**
 * The staff desk: its own shell and route table in its own chunk, outside the public layout, with
 * Chakra's runtime.
 * A kiosk has no such route, so /desk there is the 404 (docs/contract.md §11).
 */
const deskRoute: RouteObject = {
  path: `${paths.desk}/*`,
  errorElement: <RouteError />,
  hydrateFallbackElement: <FullPageLoading />,
  caseSensitive: true,
  lazy: async () => ({
    // The desk draws with Chakra's runtime, loaded with it (docs/architecture.md §10).
    Component: await withChakraRuntime(import('../features/desk/DeskApp').then((m) => m.DeskApp)),
  }),
};

/** The public pages in their layout: what the server renders into a page's first HTML too. */
export const publicRoutes: RouteObject = {
  element: <Layout />,
  errorElement: <RouteError />,
  // Shown while the first page's chunk loads (the router's initial "hydration" of lazy routes).
  hydrateFallbackElement: <FullPageLoading />,
  children: PAGE_MODULES.map(([path, module]) => ({ path, ...page(module) })),
};

export const routes: RouteObject[] = [...(isKiosk ? [] : [deskRoute]), publicRoutes];
