// The tiles of the kiosk's start screen (docs/contract.md §2, kiosk start screen): each one leads
// straight to a task of the site, a page or a site dialog.
import type { IconType } from 'react-icons';
import {
  LuBookOpenCheck,
  LuGlobe,
  LuHandCoins,
  LuMessageSquareHeart,
  LuMessageSquareWarning,
  LuPhone,
  LuSearch,
  LuShieldOff,
} from 'react-icons/lu';
import { kioskStartText as t } from '../../contract/kiosk';
import { paths } from '../../contract/routes';
import type { DialogName } from '../../contract/site';

export interface KioskTask {
  label: string;
  hint: string;
  icon: IconType;
  /** The route the task lives on (a dialog opens over it). */
  to: string;
  dialog?: DialogName;
}

/** The complaints page's lookup card (its anchor id). */
const TRACK_ANCHOR = '#track-complaint';

export const KIOSK_TASKS: readonly KioskTask[] = [
  {
    label: t.registerComplaint,
    hint: t.registerComplaintHint,
    icon: LuMessageSquareWarning,
    to: paths.complaints,
  },
  {
    label: t.trackComplaint,
    hint: t.trackComplaintHint,
    icon: LuSearch,
    to: `${paths.complaints}${TRACK_ANCHOR}`,
  },
  // Over the contact page: home opens its own announcement, and once the request is sent (or
  // dropped) the visitor sees how to reach the branch.
  { label: t.freeze, hint: t.freezeHint, icon: LuShieldOff, to: paths.contactUs, dialog: 'freeze' },
  { label: t.withdrawal, hint: t.withdrawalHint, icon: LuHandCoins, to: paths.withdrawal },
  { label: t.feedback, hint: t.feedbackHint, icon: LuMessageSquareHeart, to: paths.feedback },
  { label: t.contact, hint: t.contactHint, icon: LuPhone, to: paths.contactUs },
  { label: t.charter, hint: t.charterHint, icon: LuBookOpenCheck, to: paths.investorCharter },
  { label: t.browse, hint: t.browseHint, icon: LuGlobe, to: paths.home },
];
