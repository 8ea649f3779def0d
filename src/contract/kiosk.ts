// The bridge between the Electron kiosk shell and the React app. The preload exposes it as
// `window.kiosk` (contextBridge); the web app runs in kiosk mode exactly when it is present.
import type { Language } from '../i18n/languages';
import { KIOSK_COUNTDOWN_MS, KIOSK_IDLE_MS } from './limits';

export interface KioskConfig {
  /** Time without touch, pointer or key input before the "Are you still there?" overlay. */
  idleMs: number;
  /** How long the overlay counts down before the session is wiped. */
  countdownMs: number;
  /** Shown in the footer, so staff and visitors know which branch's kiosk this is. */
  branchName: string;
  /** The language a session starts in (kiosk.json `language`); head office's setting wins. */
  language?: Language;
  /**
   * Set by the Electron shell (docs/contract.md §14): the id kept in its user-data folder, the
   * packaged app's version and when the app started. A browser kiosk has none of them.
   */
  kioskId?: string;
  appVersion?: string;
  startedAt?: string;
}

type KioskIdentityFields = Pick<KioskConfig, 'kioskId' | 'appVersion' | 'startedAt'>;

/** The shell's identity fields from an untrusted config: non-empty strings only, others left out. */
export function identityFields(
  raw: Partial<Record<keyof KioskConfig, unknown>>,
): KioskIdentityFields {
  const fields: KioskIdentityFields = {};
  for (const key of ['kioskId', 'appVersion', 'startedAt'] as const) {
    const v = raw[key];
    if (typeof v === 'string' && v.trim()) fields[key] = v.trim();
  }
  return fields;
}

/** How a silent print went: the shell reports the printer's failure reason (docs/contract.md §14). */
export type PrintResult = { ok: true } | { ok: false; reason: string };

export interface KioskBridge {
  config: KioskConfig;
  /** Clears what the browser keeps (storage, cache, history) through the main process. */
  resetSession(): Promise<void>;
  /** Prints the page silently on the kiosk's printer (Electron); absent: the browser's print. */
  print?(): Promise<PrintResult>;
}

export const DEFAULT_KIOSK_CONFIG: KioskConfig = {
  idleMs: KIOSK_IDLE_MS,
  countdownMs: KIOSK_COUNTDOWN_MS,
  branchName: 'Branch kiosk',
};

/** IPC channel of `resetSession` (preload → main). */
export const KIOSK_RESET_CHANNEL = 'kiosk:reset-session';
/** IPC channel of `print` (preload → main). */
export const KIOSK_PRINT_CHANNEL = 'kiosk:print';
/** Command-line switch that carries the kiosk config from the main process to the preload. */
export const KIOSK_CONFIG_SWITCH = '--kiosk-config=';

declare global {
  interface Window {
    kiosk?: KioskBridge;
  }
}

/** What the kiosk says to visitors (the shell's own screen and the React app's kiosk parts). */
export const kioskText = {
  outOfServiceTitle: 'Out of service',
  outOfServiceBody: 'Please ask at the counter. Our staff will be glad to help you.',
  outOfServiceRetry: 'This kiosk reconnects by itself.',
  outOfServiceConfig: 'This kiosk needs attention from staff (configuration).',
  idleTitle: 'Are you still there?',
  idleBody: 'For your privacy, this screen will be cleared for the next visitor in',
  idleContinue: 'I’m still here',
  idleEndNow: 'Clear now',
  scanToOpen: 'Scan to open on your phone',
  scanToCall: 'Scan to call from your phone',
  scanToMail: 'Scan to write an e-mail from your phone',
  scanToDownload: 'Scan to download on your phone',
  linkDialogClose: 'Close',
  documentAtCounter: 'Printed copies of our forms and documents are available at the counter.',
  endSession: 'Finish & clear screen',
  branchLabel: 'Branch kiosk',
  tickerTitle: 'Markets',
  tickerBody:
    'Live market prices are not shown on this kiosk. Our dealers at the counter will share today’s quotes.',
  mapTitle: 'Find us',
  mapBody: 'Scan for directions on your phone.',
} as const;

/**
 * The kiosk's API calls carry this header (value `kiosk`), so a complaint sent at a branch kiosk
 * is recorded with source `Kiosk` (docs/contract.md §11); everything else from the public site is `Web`.
 */
export const CLIENT_HEADER = 'X-Investor-Desk-Client';
export const KIOSK_CLIENT = 'kiosk';
