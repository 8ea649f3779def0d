import { createBrowserRouter } from 'react-router-dom';
import { leftFirstPage } from '../lib/firstPage';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// The first page's picture counts no longer once the visitor goes anywhere, back included.
const firstLocation = router.state.location;
const stopWatching = router.subscribe((state) => {
  const stillThere = state.navigation.state === 'idle' && state.location === firstLocation;
  if (!state.initialized || stillThere) return;
  leftFirstPage();
  stopWatching();
});

/**
 * Resolves once the router has loaded the first page's modules: the app then draws the page at
 * once over the server's rendering of it, not a spinner in between (docs/architecture.md §10).
 */
export function firstPageLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
