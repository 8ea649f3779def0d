import { useEffect } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** One blink of the top bar's links: lit for 55 % of 1.4 s, then dim. */
const LIT_MS = 770;
const DIM_MS = 630;

/**
 * How long the links blink after the page comes up: WCAG 2.2.2 asks that blinking for longer than
 * 5 s can be stopped, and stopping by itself at 5 s needs no control (issue 45).
 */
export const BLINK_FOR_MS = 5_000;

/**
 * Sets `data-blink="lit"` and `"dim"` in turn on `<html>` for BLINK_FOR_MS, while the caller is
 * mounted, the app is live and the visitor has not asked for less motion: the blinking links' colours
 * follow it (`[data-blink=lit] &`). Without it (the server's page, reduced motion) they keep their
 * own colours. Not an endless CSS animation: Chromium draws one of those at every frame, about a
 * third of a core on an idle page here, where this changes the page twice in 1.4 s
 * (docs/performance.md).
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
    const stop = () => {
      clearTimeout(timer);
      root.removeAttribute('data-blink');
    };
    show('lit');
    const end = setTimeout(stop, BLINK_FOR_MS);
    return () => {
      clearTimeout(end);
      stop();
    };
  }, [still]);
}
