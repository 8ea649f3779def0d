import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while the page is the server's rendering or the app taking it over (hydration), true once
 * the app draws on its own: what only the browser draws (another site's frame) waits for it, so
 * the app's first render matches the server's picture (docs/performance.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
