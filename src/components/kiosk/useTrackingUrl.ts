import { useAtomValue } from 'jotai';
import { complaintTrackingUrl } from '../../contract/routes';
import { siteAtom } from '../../lib/lists';

/** Where a phone reaches the complaint's status: the public website, else this server. */
export function useTrackingUrl(complainNo: string): string {
  const { firm } = useAtomValue(siteAtom);
  return complaintTrackingUrl(firm.website ?? window.location.origin, complainNo);
}
