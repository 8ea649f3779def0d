// Everything that keeps a visitor inside the app: navigation, new windows, permissions, keyboard
// shortcuts, context menu, zoom, downloads. Plain functions over Electron objects, so the unit
// tests import them directly with the electron module mocked.
import type { Input, Session, WebContents } from 'electron';

/** True when `url` belongs to the app (same origin as the page the kiosk serves). */
export function isAppUrl(url: string, appOrigin: string): boolean {
  try {
    const { origin } = new URL(url);
    return origin !== 'null' && origin === appOrigin;
  } catch {
    return false;
  }
}

// Ctrl/Cmd + these keys edit text in a form field; every other Ctrl/Cmd shortcut is a browser or
// window command (reload, close, print, save, zoom, devtools, new window…).
const EDITING_KEYS = new Set(['a', 'c', 'v', 'x', 'z', 'y']);
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const DELETE_KEYS = new Set(['Backspace', 'Delete']);

/** Whether a key press must not reach the browser in kiosk mode. */
export function isBlockedShortcut(input: Pick<Input, 'key' | 'control' | 'meta' | 'alt'>): boolean {
  const { key, control, meta, alt } = input;
  if (/^F\d{1,2}$/.test(key)) return true; // reload, fullscreen toggle, devtools, caret browsing
  if (key.startsWith('Browser')) return true; // hardware back/forward/refresh/home keys
  const command = control || meta;
  if (command && alt) return key.length !== 1; // AltGr types characters (@, €) on many layouts
  if (command) {
    const k = key.toLowerCase();
    return !(EDITING_KEYS.has(k) || CARET_KEYS.has(key) || DELETE_KEYS.has(key));
  }
  if (alt) return CARET_KEYS.has(key) || key === 'F4'; // Alt+←/→ is history, Alt+Home is home
  return false;
}

export interface LockdownOptions {
  /** The app's origin; read at navigation time, because it is known only once the server is up. */
  appOrigin: () => string | null;
  /** Kiosk mode: also disables devtools, reload/quit shortcuts and zoom. */
  kiosk: boolean;
}

/** Applies the navigation and input lockdown to one webContents (window, or any other). */
export function lockDownWebContents(contents: WebContents, options: LockdownOptions): void {
  const allowed = (url: string) => {
    const origin = options.appOrigin();
    return origin !== null && isAppUrl(url, origin);
  };

  contents.on('will-navigate', (event) => {
    if (!allowed(event.url)) event.preventDefault();
  });
  contents.on('will-frame-navigate', (event) => {
    if (!allowed(event.url)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!allowed(event.url)) event.preventDefault();
  });
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.on('context-menu', (event) => event.preventDefault());
  // A page's "leave site?" prompt must never stall a reset or a crash recovery.
  contents.on('will-prevent-unload', (event) => event.preventDefault());

  if (!options.kiosk) return;
  contents.on('before-input-event', (event, input) => {
    if (isBlockedShortcut(input)) event.preventDefault();
  });
  contents.on('devtools-opened', () => contents.closeDevTools());
  contents.on('zoom-changed', () => contents.setZoomFactor(1));
  contents.on('did-finish-load', () => {
    // Pinch-zoom would strand the next visitor on a magnified corner of the screen.
    contents.setVisualZoomLevelLimits(1, 1).catch(() => {});
  });
}

/** Denies every permission (camera, microphone, location, notifications, USB…) and downloads. */
export function lockDownSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  // A file saved on the kiosk's disk would be left for the next visitor.
  session.on('will-download', (event) => event.preventDefault());
}
