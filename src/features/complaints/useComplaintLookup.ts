import { useCallback, useRef, useState } from 'react';
import type { ComplaintStatusView } from '../../contract/entities';
import { complaintLookupMsg, msg } from '../../contract/messages';
import { ApiResponseError } from '../../lib/api';
import { fetchComplaintByNo } from './api';

export type LookupState =
  | { kind: 'idle' }
  | { kind: 'empty' }
  | { kind: 'loading' }
  | { kind: 'found'; complaint: ComplaintStatusView }
  | { kind: 'notFound'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The complaint-number lookup: GET /api/complain/getByComplainNo/{no}. Failures are logged as docs/contract.md §8
 * says ('API request failed' / 'API request error') and, unlike the spec's original, also told to
 * the visitor, who otherwise cannot tell a wrong number from a broken site. `initialValue` is a
 * tracking link's number, in the box from the first render (the server's too): see ComplaintsPage.
 */
export function useComplaintLookup(initialValue = '') {
  const [value, setValue] = useState(initialValue);
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const latest = useRef(0);

  const lookUp = useCallback(async (input: string) => {
    const no = input.trim();
    if (!no) {
      setState({ kind: 'empty' });
      return;
    }
    const request = ++latest.current;
    setState({ kind: 'loading' });
    let next: LookupState;
    try {
      const answer = await fetchComplaintByNo(no);
      const complaint = answer.data[0];
      next = complaint
        ? { kind: 'found', complaint }
        : { kind: 'notFound', message: msg.complaintNotFound };
    } catch (err) {
      if (err instanceof ApiResponseError) {
        console.error('API request failed', err.status);
        next =
          err.status === 404
            ? { kind: 'notFound', message: err.message || msg.complaintNotFound }
            : { kind: 'failed', message: complaintLookupMsg.failed };
      } else {
        console.error('API request error', err);
        next = {
          kind: 'failed',
          message: err instanceof Error ? err.message : complaintLookupMsg.failed,
        };
      }
    }
    // A slower earlier answer must not replace the answer to the number asked last.
    if (request === latest.current) setState(next);
  }, []);

  return { value, setValue, state, lookUp };
}
