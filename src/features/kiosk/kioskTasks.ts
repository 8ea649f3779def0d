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
  TbShieldCheck,
  TbShieldLock,
  TbWorld,
} from 'react-icons/tb';
import { KIND_TILES } from '../../contract/kioskScreens';
import type { KioskIcon } from '../../contract/requests';
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

/** The icons the request kinds' tiles name (their declarations, `tiles`). */
const KIND_ICONS: Record<KioskIcon, IconType> = {
  report: TbMessageReport,
  search: TbSearch,
  shieldLock: TbShieldLock,
  cash: TbCash,
  messageHeart: TbMessageHeart,
  phone: TbPhone,
};

export const KIOSK_TASKS: readonly KioskTask[] = [
  // Each request kind's tiles, from its declaration.
  ...KIND_TILES.map(({ key, icon, to, dialog }) => ({
    label: `kiosk.${key}` as MessageKey,
    hint: `kiosk.${key}Hint` as MessageKey,
    icon: KIND_ICONS[icon],
    to,
    ...(dialog ? { dialog } : {}),
  })),
  {
    label: 'kiosk.payTo',
    hint: 'kiosk.payToHint',
    icon: TbShieldCheck,
    to: paths.validatedAccounts,
  },
  { label: 'kiosk.charter', hint: 'kiosk.charterHint', icon: TbScale, to: paths.investorCharter },
  { label: 'kiosk.browse', hint: 'kiosk.browseHint', icon: TbWorld, to: paths.home, website: true },
];
