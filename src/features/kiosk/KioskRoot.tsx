import { createStore, Provider as JotaiProvider } from 'jotai';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { KioskBridge, KioskConfig } from '../../contract/kiosk';
import type { KioskSettings } from '../../contract/kioskFleet';
import { languageAtom } from '../../i18n/atoms';
import { enKiosk } from '../../i18n/catalogs/enKiosk';
import { I18nRoot } from '../../i18n/I18nRoot';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import { registerEnglish } from '../../i18n/runtime';
import { kioskSettingsAtom } from '../../lib/kioskSettings';
import { fetchKioskSettings } from './api';
import { KIOSK_ID_STORAGE_KEY, kioskIdentity } from './identity';
import { KioskShell } from './KioskShell';
import { fetchSiteAhead } from './siteAhead';
import { stopSpeaking } from './readAloud';
import { useHeartbeat } from './useHeartbeat';
import { useKioskDocument } from './useKioskDocument';
import './kiosk.css';

// Every kiosk screen renders under this module, the kiosk's lazy entry: its English part here.
registerEnglish(enKiosk);

/** The longest a reset waits for the next session's site data (fetchSiteAhead). */
const RESET_SITE_WAIT_MS = 500;

interface Session {
  id: number;
  store: ReturnType<typeof createStore>;
}

/** A fresh session: head office's settings, and the kiosk's default language, not the last visitor's. */
const newSession = (id: number, central: KioskSettings, language: Language): Session => {
  const store = createStore();
  store.set(kioskSettingsAtom, central);
  store.set(languageAtom, language);
  return { id, store };
};

/** Head office's language, else kiosk.json's, else English (docs/contract.md §14). */
const defaultLanguage = (local: KioskConfig, central: KioskSettings): Language =>
  central.language ?? local.language ?? DEFAULT_LANGUAGE;

/** Whatever the page itself keeps outside React: storage, text selection, focus, speech. */
function clearPageState() {
  (document.activeElement as HTMLElement | null)?.blur?.();
  // "Listen" may still be reading the last visitor's receipt.
  stopSpeaking();
  window.getSelection()?.removeAllRanges();
  // The kiosk's own id is the kiosk's, not the visitor's: it survives the reset.
  const kioskId = window.localStorage.getItem(KIOSK_ID_STORAGE_KEY);
  window.localStorage.clear();
  if (kioskId) window.localStorage.setItem(KIOSK_ID_STORAGE_KEY, kioskId);
  window.sessionStorage.clear();
}

/** The local configuration with head office's settings over it (docs/contract.md §14). */
function effectiveConfig(local: KioskConfig, central: KioskSettings): KioskConfig {
  return {
    ...local,
    idleMs: central.idleSeconds !== undefined ? central.idleSeconds * 1000 : local.idleMs,
    countdownMs:
      central.countdownSeconds !== undefined ? central.countdownSeconds * 1000 : local.countdownMs,
    branchName: central.branchName ?? local.branchName,
  };
}

export interface KioskRootProps {
  bridge: KioskBridge;
  /** Returns to the home page, replacing the history entry. */
  goHome: () => Promise<void>;
  /** Goes to a route (the kiosk's start screen lives outside the router's tree). */
  navigate: (to: string) => Promise<void>;
  children: ReactNode;
}

/**
 * The kiosk around the app. A reset goes home (replacing the history entry), then swaps in a new
 * jotai store and remounts the whole tree under a new key, so every atom, form, dialog, menu and
 * select starts from scratch; storage is cleared here and, through the Electron bridge, the
 * browser's own storage, cache and history too. The kiosk's heartbeat and its central settings
 * (fetched at start and after every reset) live here, above the sessions.
 */
export function KioskRoot({ bridge, goHome, navigate, children }: KioskRootProps) {
  const [central, setCentral] = useState<KioskSettings>({});
  const [session, setSession] = useState(() =>
    newSession(0, {}, defaultLanguage(bridge.config, {})),
  );
  // The default the current session was last given: until the visitor chooses, it follows it.
  const given = useRef(defaultLanguage(bridge.config, {}));
  const [lastResetAt, setLastResetAt] = useState<string | null>(null);
  const resetting = useRef(false);
  const identity = useMemo(
    () => kioskIdentity(bridge.config, window.localStorage, new Date()),
    [bridge.config],
  );
  const config = effectiveConfig(bridge.config, central);
  useKioskDocument();
  useHeartbeat(identity, config.branchName, lastResetAt);

  // At start and after every reset (a new session): a settings fetch that fails keeps what the
  // kiosk had (its kiosk.json at first).
  useEffect(() => {
    let current = true;
    fetchKioskSettings(identity.kioskId).then(
      (answer) => {
        if (current) setCentral(answer.data);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [identity.kioskId, session.id]);

  // Settings that arrive while the visitor has not chosen a language bring their default along.
  const language = defaultLanguage(bridge.config, central);
  useEffect(() => {
    session.store.set(kioskSettingsAtom, central);
    if (session.store.get(languageAtom) === given.current) {
      session.store.set(languageAtom, language);
    }
    given.current = language;
  }, [session, central, language]);

  const reset = useCallback(async () => {
    if (resetting.current) return;
    resetting.current = true;
    try {
      // The next visitor's start screen draws in the same render that takes this one's screen
      // away: its site data fetched first (a store that fetched it itself would suspend, and React
      // holds a suspended part back 300 ms), and the way home taken in the same batch, so this
      // session does not draw the home page first (docs/performance.md).
      await fetchSiteAhead(RESET_SITE_WAIT_MS);
      const home = goHome();
      clearPageState();
      setSession((s) => newSession(s.id + 1, central, language));
      await home;
      setLastResetAt(new Date().toISOString());
      await bridge.resetSession();
    } catch (err) {
      console.error('kiosk reset failed', err);
    } finally {
      resetting.current = false;
    }
  }, [bridge, goHome, central, language]);

  useLayoutEffect(() => {
    if (session.id > 0) window.scrollTo(0, 0);
  }, [session.id]);

  return (
    <JotaiProvider key={session.id} store={session.store}>
      <I18nRoot>
        <KioskShell config={config} onReset={reset} navigate={navigate}>
          {children}
        </KioskShell>
      </I18nRoot>
    </JotaiProvider>
  );
}
