import { createElement, use, type ComponentType } from 'react';

export interface LazyPage {
  /** Draws the module's component; suspends only while the module is still loading. */
  Page: ComponentType;
  /** Loads the module (once); the app awaits this for the first page before it draws. */
  preload: () => Promise<void>;
}

/**
 * A route's page in a chunk of its own. Unlike React's `lazy`, a page whose module is already in
 * draws at once, without suspending for a tick: the first page, loaded before the app draws
 * (src/app/router.ts), takes the server's picture over in the app's first render, with no fallback
 * in between. A module that fails to load stays failed (React would ask a fresh promise again on
 * every render): the error page's link home reloads the app.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  function Page() {
    return createElement(loaded ?? use(start()));
  }
  return { Page, preload: () => start().then(() => undefined) };
}
