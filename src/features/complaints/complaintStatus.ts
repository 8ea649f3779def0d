import { complaintStatusPhrase } from '../../contract/messages';
import type { ComplaintStatusView } from '../../contract/entities';

export interface ComplaintStatusAlert {
  /** Chakra alert status: info (in process), success (closed), error (the spec's danger: open). */
  tone: 'info' | 'success' | 'error';
  text: string;
}

// Staff set the status by editing the data file; 'closed' or 'In  process' mean what they say.
const canonical = (status: string) => status.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * docs/contract.md §4: In Process → info 'is currently in process', Closed → success 'is closed', any other
 * value → danger 'is currently open we will start working on it soon'; the greeting names the
 * complainant.
 */
export function complaintStatusAlert(c: ComplaintStatusView): ComplaintStatusAlert {
  const status = canonical(c.status);
  const [tone, phrase] =
    status === 'in process'
      ? (['info', complaintStatusPhrase.inProcess] as const)
      : status === 'closed'
        ? (['success', complaintStatusPhrase.closed] as const)
        : (['error', complaintStatusPhrase.open] as const);
  return { tone, text: `Dear ${c.fName} ${c.lName}, your complaint ${c.complainNo} ${phrase}.` };
}
