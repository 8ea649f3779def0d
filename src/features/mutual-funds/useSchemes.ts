import { useCallback, useRef, useState } from 'react';
import type { SchemeName } from '../../contract/api';
import { fetchSchemes } from './api';

export type SchemeList =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded'; schemes: SchemeName[] }
  | { state: 'failed' };

/**
 * The scheme list of docs/contract.md §4: cleared whenever AMC or Category changes, loaded when the Scheme
 * dropdown is opened and both are chosen. An answer for a pair that is no longer chosen is dropped.
 */
export function useSchemes() {
  const [list, setList] = useState<SchemeList>({ state: 'idle' });
  const request = useRef(0);
  // Opening a select fires both pointerdown and focus; one request per chosen pair is enough.
  const requested = useRef(false);

  const clear = useCallback(() => {
    request.current += 1;
    requested.current = false;
    setList({ state: 'idle' });
  }, []);

  const open = useCallback((amc: string, category: string) => {
    if (!amc || !category || requested.current) return;
    requested.current = true;
    const id = ++request.current;
    setList({ state: 'loading' });
    fetchSchemes(amc, category).then(
      (answer) => {
        if (id === request.current) setList({ state: 'loaded', schemes: answer.data });
      },
      (err: unknown) => {
        console.error('API request error', err);
        if (id !== request.current) return;
        requested.current = false; // the next opening tries again
        setList({ state: 'failed' });
      },
    );
  }, []);

  return { list, clear, open };
}
