// The tiles of the kiosk's start screen (docs/contrac'kiosk.md' §2, kiosk start screen): each one leads
// straight to a task of the site, a page or a site dialog.
import type { IconType } from 'react-icons';
// Tabler, not Lucide: the site's Lucide icons share one chunk that every first visit loads.
import {
  TbCash,
  TbMessageHeart,
  TbMessageReport,
  TbPhone,
  TbScale,
  TbSearch,
  TbShieldLock,
  TbWorld,
} from 'react-icons/tb';
import { paths } from '../../contract/routes';
import type { DialogName } from '../../contract/site';
import type { MessageKey } from '../../i18n/catalogs/en';

export interface KioskTask {
  /** Catalogue keys (enKiosk.ts). */
  label: MessageKey;
  hint: MessageKey;
  icon: IconType;
  /** The route the task lives on (a dialog opens over it). */
  to: string;
  dialog?: DialogName;
  /** The website itself, with its header and footer; any other task shows alone (§2). */
  website?: true;
}

/** The complaints page's lookup card (its anchor id). */
const TRACK_ANCHOR = '#track-complaint';

export const KIOSK_TASKS: readonly KioskTask[] = [
  {
    label: 'kiosk.registerComplaint',
    hint: 'kiosk.registerComplaintHint',
    icon: TbMessageReport,
    to: paths.complaints,
  },
  {
    label: 'kiosk.trackComplaint',
    hint: 'kiosk.trackComplaintHint',
    icon: TbSearch,
    to: `${paths.complaints}${TRACK_ANCHOR}`,
  },
  // Over the contact page: home opens its own announcement, and once the request is sent (or
  // dropped) the visitor sees how to reach the branch.
  {
    label: 'kiosk.freeze',
    hint: 'kiosk.freezeHint',
    icon: TbShieldLock,
    to: paths.contactUs,
    dialog: 'freeze',
  },
  { label: 'kiosk.withdrawal', hint: 'kiosk.withdrawalHint', icon: TbCash, to: paths.withdrawal },
  { label: 'kiosk.feedback', hint: 'kiosk.feedbackHint', icon: TbMessageHeart, to: paths.feedback },
  { label: 'kiosk.contact', hint: 'kiosk.contactHint', icon: TbPhone, to: paths.contactUs },
  { label: 'kiosk.charter', hint: 'kiosk.charterHint', icon: TbScale, to: paths.investorCharter },
  { label: 'kiosk.browse', hint: 'kiosk.browseHint', icon: TbWorld, to: paths.home, website: true },
];
