import { useEffect } from 'react';
import { SCROLL_DELAY_MS } from '../contract/limits';

import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** How long a page that cannot yet scroll that far is waited for. */
const SCROLL_WAIT_MS = 2000;
/** What a visitor does that moves them on the page themselves. */
const MOVES = ['keydown', 'pointerdown', 'wheel'] as const;

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
      const room = document.documentElement.scrollHeight - innerHeight;
      if (room < top && performance.now() < deadline) {
        frame = requestAnimationFrame(scroll);
        return;
      }
      scrollTo({ top, behavior });
    };
    const timer = setTimeout(scroll, SCROLL_DELAY_MS);
    const stop = () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      for (const type of MOVES) removeEventListener(type, stop, true);
    };
    // A visitor who has begun to move (Tab, a tap, the wheel) before it is not pulled away from
    // where they are: the scroll would hide what has their focus (docs/contract.md §2).
    for (const type of MOVES) addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [top, key, behavior]);
}
