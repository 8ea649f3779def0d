import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../contract/routes';
import { AppProviders } from './providers';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

const goHome = () => router.navigate(paths.home, { replace: true });
const navigate = (to: string) => router.navigate(to);

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

export function App() {
  return (
    <AppProviders goHome={goHome} navigate={navigate}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
