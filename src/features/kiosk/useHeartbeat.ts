import { useEffect, useRef } from 'react';
import { HEARTBEAT_INTERVAL_MS } from '../../contract/kioskFleet';
import { sendHeartbeat } from './api';
import type { Identity } from './identity';

/** How long a frame may take to be painted before the screen counts as not rendering. */
const PAINT_WAIT_MS = 1000;

/**
 * Whether the page renders: the app has put content on the screen and the browser paints a
 * frame when asked (a hung or hidden page does not).
 */
function screenRenders(): Promise<boolean> {
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), PAINT_WAIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Tells the server every minute, and at start, that this kiosk is alive (docs/contract.md §14).
 * A beat that fails is dropped: the next one a minute later says the same.
 */
export function useHeartbeat(
  identity: Identity,
  branchName: string,
  lastResetAt: string | null,
): void {
  const state = useRef({ branchName, lastResetAt });
  useEffect(() => {
    state.current = { branchName, lastResetAt };
  }, [branchName, lastResetAt]);

  useEffect(() => {
    const beat = async () => {
      const rendered = await screenRenders();
      const uptimeSeconds = Math.max(
        0,
        Math.floor((Date.now() - Date.parse(identity.startedAt)) / 1000),
      );
      await sendHeartbeat({
        kioskId: identity.kioskId,
        appVersion: identity.appVersion,
        branchName: state.current.branchName,
        lastResetAt: state.current.lastResetAt,
        uptimeSeconds,
        rendered,
      }).catch(() => undefined);
    };
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [identity]);
}
