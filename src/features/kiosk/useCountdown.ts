import { useEffect, useRef, useState } from 'react';

const TICK_MS = 200;

/**
 * Milliseconds left until `durationMs` after it started (updated a few times a second); calls
 * `onDone` once at zero. Measured against the clock, not by counting ticks, so a busy page
 * cannot stretch the countdown.
 */
export function useCountdown(durationMs: number, onDone: () => void): number {
  const [deadline] = useState(() => Date.now() + durationMs);
  const [left, setLeft] = useState(durationMs);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const tick = () => {
      const ms = deadline - Date.now();
      setLeft(Math.max(0, ms));
      if (ms <= 0) {
        clearInterval(timer);
        onDoneRef.current();
      }
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
