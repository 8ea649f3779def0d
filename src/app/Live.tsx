import { useEffect, type ReactNode } from 'react';

/**
 * The app on screen in `root`: from its first commit the page takes input and is read by assistive
 * technology. Until then the server's rendering of the page (docs/architecture.md §10) is inert
 * and hidden: nothing there could answer yet.
 */
export function Live({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    root.removeAttribute('inert');
    root.removeAttribute('aria-hidden');
  }, [root]);
  return children;
}
