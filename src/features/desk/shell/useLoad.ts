import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type Load<T> =
  { state: 'loading' } | { state: 'failed'; error: Error } | { state: 'ready'; data: T };

/**
 * Loads one desk resource and reloads it on demand (after a change, a live event or a retry).
 * An answer that arrives after the inputs changed is dropped, so a fast filter never shows stale rows.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): [Load<T>, () => void] {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  // `load` is a new closure each render and `key` stands for everything it reads: the effect runs
  // when the key changes (or on reload), calling the latest closure.
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    let current = true;
    latestLoad.current().then(
      (data) => current && setResult({ state: 'ready', data }),
      (error: unknown) =>
        current &&
        setResult({
          state: 'failed',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      current = false;
    };
  }, [key, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return [result, reload];
}
