import { useEffect } from 'react';
import { SCROLL_DELAY_MS } from '../../contract/limits';

/** SPEC §2: some pages scroll to a fixed offset shortly after they open. */
export function useScrollOnLoad(top: number) {
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [top]);
}
