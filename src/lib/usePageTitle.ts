import { useEffect } from 'react';

const SUFFIX = ' | Investor Services';

/** Sets the document title (what the tab, history and screen readers announce) for a page. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title}${SUFFIX}`;
  }, [title]);
}
