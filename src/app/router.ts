import { leftFirstPage } from '../lib/firstPage';
import { currentPlace, onNavigation } from './history';
import { loadPagesOf } from './routes';

// The first page's picture counts no longer once the visitor goes anywhere, back included.
const stopWatching = onNavigation(() => {
  leftFirstPage();
  stopWatching();
});

/**
 * Resolves once the first page's modules are in: the app then draws the page at once over the
 * server's rendering of it, not a spinner in between (docs/performance.md). A module that
 * cannot load is logged here and shown as the error page when the page draws (RouteErrorBoundary).
 */
export function firstPageLoaded(): Promise<void> {
  return loadPagesOf(currentPlace().location.pathname).catch((err: unknown) => {
    console.error('The page could not be loaded', err);
  });
}
