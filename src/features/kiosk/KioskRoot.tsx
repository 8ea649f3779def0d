import { createStore, Provider as JotaiProvider } from 'jotai';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { KioskBridge } from '../../contract/kiosk';
import { KioskShell } from './KioskShell';
import { useKioskDocument } from './useKioskDocument';
import './kiosk.css';

interface Session {
  id: number;
  store: ReturnType<typeof createStore>;
}

const newSession = (id: number): Session => ({ id, store: createStore() });

/** Whatever the page itself keeps outside React: storage, text selection, focus. */
function clearPageState() {
  (document.activeElement as HTMLElement | null)?.blur?.();
  window.getSelection()?.removeAllRanges();
  window.localStorage.clear();
  window.sessionStorage.clear();
}

/**
 * The kiosk around the app. A reset goes home (replacing the history entry), then swaps in a new
 * jotai store and remounts the whole tree under a new key, so every atom, form, dialog, menu and
 * select starts from scratch; storage is cleared here and, through the Electron bridge, the
 * browser's own storage, cache and history too.
 */
export function KioskRoot({
  bridge,
  goHome,
  navigate,
  children,
}: {
  bridge: KioskBridge;
  goHome: () => Promise<void>;
  navigate: (to: string) => Promise<void>;
  children: ReactNode;
}) {
  const [session, setSession] = useState(() => newSession(0));
  const resetting = useRef(false);
  useKioskDocument();

  const reset = useCallback(async () => {
    if (resetting.current) return;
    resetting.current = true;
    try {
      await goHome();
      clearPageState();
      setSession((s) => newSession(s.id + 1));
      await bridge.resetSession();
    } catch (err) {
      console.error('kiosk reset failed', err);
    } finally {
      resetting.current = false;
    }
  }, [bridge, goHome]);

  useLayoutEffect(() => {
    if (session.id > 0) window.scrollTo(0, 0);
  }, [session.id]);

  return (
    <JotaiProvider key={session.id} store={session.store}>
      <KioskShell config={bridge.config} onReset={reset} navigate={navigate}>
        {children}
      </KioskShell>
    </JotaiProvider>
  );
}
