// The tiles of the kiosk's start screen (docs/contract.md §2, kiosk start screen): each one leads
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
import { kioskStartText as t } from '../../contract/kioskScreens';
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
    icon: TbMessageReport,
    to: paths.complaints,
  },
  {
    label: t.trackComplaint,
    hint: t.trackComplaintHint,
    icon: TbSearch,
    to: `${paths.complaints}${TRACK_ANCHOR}`,
  },
  // Over the contact page: home opens its own announcement, and once the request is sent (or
  // dropped) the visitor sees how to reach the branch.
  {
    label: t.freeze,
    hint: t.freezeHint,
    icon: TbShieldLock,
    to: paths.contactUs,
    dialog: 'freeze',
  },
  { label: t.withdrawal, hint: t.withdrawalHint, icon: TbCash, to: paths.withdrawal },
  { label: t.feedback, hint: t.feedbackHint, icon: TbMessageHeart, to: paths.feedback },
  { label: t.contact, hint: t.contactHint, icon: TbPhone, to: paths.contactUs },
  { label: t.charter, hint: t.charterHint, icon: TbScale, to: paths.investorCharter },
  { label: t.browse, hint: t.browseHint, icon: TbWorld, to: paths.home },
];
