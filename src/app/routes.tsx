// Every URL of the product in one screen (docs/contract.md §2). Paths come from src/contract/routes.ts, where
// the spec's misspellings are kept on purpose; which module draws each is in src/contract/pages.ts.
// Each page is its own chunk, loaded on first visit.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PAGE_MODULES } from '../contract/pages';
import { paths } from '../contract/routes';
import { isKiosk } from '../lib/kioskMode';
import { Layout } from './layout/Layout';
import { lazyPage, type LazyPage } from './lazyPage';
import { withChakraRuntime } from './withChakraRuntime';

type PageModule = Record<string, React.ComponentType>;
// Every page module of PAGE_MODULES, each its own chunk (the desk's pages are in the desk's chunk).
const pageModules = import.meta.glob<PageModule>([
  '../features/*/*Page.tsx',
  '!../features/desk/**',
  '!../features/content/TitleOnlyPage.tsx',
]);

/** Each route's lazily loaded page, so the first page's module can be loaded before the app draws. */
const pagesOf = new Map<RouteObject, LazyPage>();

function lazyRoute(route: Omit<RouteObject, 'element' | 'index'>, page: LazyPage): RouteObject {
  const object: RouteObject = { ...route, element: <page.Page /> };
  pagesOf.set(object, page);
  return object;
}

// The spec's paths are case-exact (docs/contract.md §2): /investor-rights is not /Investor-Rights
// and must get the 404 page, not a page that cannot find its own content.
function pageRoute(path: string, module: string): RouteObject {
  const load = pageModules[module.replace(/^src\//, '../')];
  if (!load) throw new Error(`${module} is not a page module`);
  const name = module.slice(module.lastIndexOf('/') + 1, -'.tsx'.length);
  return lazyRoute(
    { path, caseSensitive: true },
    lazyPage(async () => (await load())[name]!),
  );
}

/**
 * The staff desk: its own shell and route table in its own chunk, outside the public layout, with
 * Chakra's runtime (docs/architecture.md §4), loaded with it.
 * A kiosk has no such route, so /desk there is the 404 (docs/contract.md §11).
 */
const deskRoute = lazyRoute(
  { path: `${paths.desk}/*`, caseSensitive: true },
  lazyPage(() => withChakraRuntime(import('../features/desk/DeskApp').then((m) => m.DeskApp))),
);

/** The public pages in their layout: what the server renders into a page's first HTML too. */
export const publicRoutes: RouteObject = {
  element: <Layout />,
  children: PAGE_MODULES.map(([path, module]) => pageRoute(path, module)),
};

export const routes: RouteObject[] = [...(isKiosk ? [] : [deskRoute]), publicRoutes];

/** Loads the modules of the pages that draw `pathname`. */
export async function loadPagesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => pagesOf.get(match.route)?.preload()));
}
