// The kiosk's key (docs/contract.md §14): issued on the desk when head office enrols the kiosk,
// kept in kiosk.json (`kioskKey`) or KIOSK_KEY. The main process adds it to the page's kiosk
// calls on their way out, so the page itself never holds it: a script in the page could use the
// calls it makes, but could not read the key and carry it off.
import type { Session } from 'electron';
import { KIOSK_API_PREFIX, KIOSK_KEY_SCHEME } from '../src/contract/kioskFleet';
import { isAppUrl } from './lockdown';

/** Whether the request is one of the kiosk's own calls to the app's server. */
export function isKioskCall(url: string, appOrigin: string | null): boolean {
  if (appOrigin === null || !isAppUrl(url, appOrigin)) return false;
  return new URL(url).pathname.startsWith(KIOSK_API_PREFIX);
}

/** Sends `key` as `Authorization: Bearer …` on the kiosk's calls to the app's origin only. */
export function attachKioskKey(
  session: Session,
  key: string,
  appOrigin: () => string | null,
): void {
  session.webRequest.onBeforeSendHeaders((details, callback) => {
    const requestHeaders = { ...details.requestHeaders };
    if (isKioskCall(details.url, appOrigin())) {
      requestHeaders.Authorization = `${KIOSK_KEY_SCHEME} ${key}`;
    }
    callback({ requestHeaders });
  });
}
