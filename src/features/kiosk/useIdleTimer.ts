import { useEffect, useRef } from 'react';

/** Input that means someone is at the screen. Scroll is not: pages scroll themselves on load. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
] as const;

/**
 * Calls `onIdle` once `idleMs` pass without touch, pointer or key input, while `enabled`. Input
 * only stamps a time (pointermove fires constantly); one timer checks the stamp when it is due.
 */
export function useIdleTimer(idleMs: number, enabled: boolean, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!enabled) return;
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const quietFor = Date.now() - last;
      if (quietFor >= idleMs) onIdleRef.current();
      else timer = setTimeout(check, idleMs - quietFor);
    };
    const stamp = () => {
      last = Date.now();
    };
    timer = setTimeout(check, idleMs);
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, stamp, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS)
        window.removeEventListener(name, stamp, { capture: true });
    };
  }, [idleMs, enabled]);
}
