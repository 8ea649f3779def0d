import { useEffect, useState } from 'react';
import type { InvestorComplaintsData } from '../../contract/disclosures';
import { fetchInvestorComplaints } from './api';

export type ComplaintsDataState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; data: InvestorComplaintsData };

/** The complaints data for `month` (undefined: the last closed month); a newer choice wins. */
export function useInvestorComplaints(month: string | undefined): ComplaintsDataState {
  // Kept with the month it answers, so a new choice reads as loading until its answer arrives.
  const [answer, setAnswer] = useState<{ month: string | undefined; state: ComplaintsDataState }>();
  useEffect(() => {
    let current = true;
    fetchInvestorComplaints(month).then(
      ({ data }) => current && setAnswer({ month, state: { kind: 'loaded', data } }),
      (err: unknown) =>
        current &&
        setAnswer({
          month,
          state: {
            kind: 'failed',
            message:
              err instanceof Error ? err.message : 'The complaints data could not be loaded.',
          },
        }),
    );
    return () => {
      current = false;
    };
  }, [month]);
  return answer && answer.month === month ? answer.state : { kind: 'loading' };
}
