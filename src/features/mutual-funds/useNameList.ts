import { useEffect, useState } from 'react';

/** A list of names (AMCs, categories) fetched once when the page opens; null while loading. */
export function useNameList<T>(load: () => Promise<{ data: T[] }>, pick: (item: T) => string) {
  const [names, setNames] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    load().then(
      (answer) => {
        if (live) setNames(answer.data.map(pick));
      },
      (err: unknown) => {
        console.error('API request error', err);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
    // `load` and `pick` are module-level functions; refetching on their identity would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { names, failed };
}
