import type { ComplaintStatusView } from '../../contract/entities';
import { ODR_STATUS } from '../../contract/scores';
import type { MessageKey } from '../../i18n/catalogs/en';
import type { Translate } from '../../i18n/validation';

export interface ComplaintStatusAlert {
  /**
   * Chakra alert status: info (in process), success (closed), neutral (open: not an error, though
   * the spec draws it as danger; docs/contract.md §4).
   */
  tone: 'info' | 'success' | 'neutral';
  text: string;
  /** The status as the alert's title shows it. */
  status: string;
}

// Staff set the status by editing the data file; 'closed' or 'In  process' mean what they say.
const canonical = (status: string) => status.trim().replace(/\s+/g, ' ').toLowerCase();
/** Moved to SMART ODR (issue 43): a plain sentence, not one of the specification's three alerts. */
const ODR = canonical(ODR_STATUS);

/**
 * docs/contract.md §4: In Process → info 'is currently in process', Closed → success 'is closed', any other
 * value → neutral 'is currently open. We will start working on it soon' (Moved to ODR → a neutral
 * plain sentence saying where the complaint went, §11); the greeting names the
 * complainant. In English the title shows the status as staff wrote it; other languages name it.
 */
export function complaintStatusAlert(
  c: ComplaintStatusView,
  t: Translate,
  english: boolean,
): ComplaintStatusAlert {
  const status = canonical(c.status);
  const [tone, kind] =
    status === 'in process'
      ? (['info', 'InProcess'] as const)
      : status === 'closed'
        ? (['success', 'Closed'] as const)
        : status === ODR
          ? (['neutral', 'Odr'] as const)
          : (['neutral', 'Open'] as const);
  const name = `${c.fName} ${c.lName}`;
  const statusKey: MessageKey = `lookup.status${kind}`;
  return {
    tone,
    text: t(`lookup.alert${kind}`, { name, number: c.complainNo }),
    status: english ? c.status || t(statusKey) : t(statusKey),
  };
}
