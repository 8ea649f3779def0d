import { useEffect } from 'react';
import { SCROLL_DELAY_MS } from '../contract/limits';

/** How long a page that cannot yet scroll that far is waited for. */
const SCROLL_WAIT_MS = 2000;
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
    // A page still growing (its pictures, the last of its parts) may not reach `top` yet: it is
    // scrolled as soon as it does, for up to SCROLL_WAIT_MS, instead of stopping short.
    const deadline = performance.now() + SCROLL_DELAY_MS + SCROLL_WAIT_MS;
    let frame = 0;
    const scroll = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room < top && performance.now() < deadline) {
        frame = requestAnimationFrame(scroll);
        return;
      }
      window.scrollTo({ top, behavior });
    };
    const timer = setTimeout(scroll, SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [top, key, behavior]);
}
