import { useEffect } from 'react';
import { SCROLL_DELAY_MS } from '../contract/limits';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

interface Options {
  /** Scrolls again whenever it changes; `null` waits (nothing to scroll to yet). */
  key?: string | null;
  /** Glide there, unless the visitor asked for less motion. */
  smooth?: boolean;
}

/** docs/contract.md §2: some pages scroll to a fixed offset shortly after they open. */
export function useScrollOnLoad(top: number, { key, smooth = false }: Options = {}) {
  const still = usePrefersReducedMotion();
  const behavior: ScrollBehavior = smooth && !still ? 'smooth' : 'instant';
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => window.scrollTo({ top, behavior }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [top, key, behavior]);
}
