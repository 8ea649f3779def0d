import { useEffect } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** One blink of the top bar's links: lit for 55 % of 1.4 s, then dim. */
const LIT_MS = 770;
const DIM_MS = 630;

/**
 * Sets `data-blink="lit"` and `"dim"` in turn on `<html>`, for as long as the caller is mounted,
 * the app is live and the visitor has not asked for less motion: the blinking links' colours
 * follow it (`[data-blink=lit] &`). Without it (the server's page, reduced motion) they keep their
 * own colours. Not an endless CSS animation: Chromium draws one of those at every frame, about a
 * third of a core on an idle page here, where this changes the page twice in 1.4 s
 * (docs/architecture.md §10).
 */
export function useBlinkBeat(): void {
  const still = usePrefersReducedMotion();
  useEffect(() => {
    if (still) return;
    const root = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (phase: 'lit' | 'dim') => {
      root.setAttribute('data-blink', phase);
      timer = setTimeout(
        () => show(phase === 'lit' ? 'dim' : 'lit'),
        phase === 'lit' ? LIT_MS : DIM_MS,
      );
    };
    show('lit');
    return () => {
      clearTimeout(timer);
      root.removeAttribute('data-blink');
    };
  }, [still]);
}
