import type { BrowserWindowConstructorOptions } from 'electron';
import { KIOSK_CONFIG_SWITCH, type KioskConfig } from '../src/contract/kiosk';

/** The theme's navy, so the screen never flashes white while the app loads. */
export const KIOSK_BACKGROUND = '#0B2545';
const DEV_SIZE = { width: 1280, height: 800 } as const;

/** Encodes the renderer's config as one command-line switch that the sandboxed preload can read. */
export function configSwitch(config: KioskConfig): string {
  return `${KIOSK_CONFIG_SWITCH}${encodeURIComponent(JSON.stringify(config))}`;
}

/**
 * The one window of the kiosk. Every option that matters for security is spelled out (Electron's
 * security checklist): the page gets no Node, runs sandboxed and isolated from the preload.
 */
export function kioskWindowOptions(options: {
  fullscreen: boolean;
  preload: string;
  config: KioskConfig;
}): BrowserWindowConstructorOptions {
  const { fullscreen, preload, config } = options;
  return {
    title: config.branchName,
    show: false,
    backgroundColor: KIOSK_BACKGROUND,
    autoHideMenuBar: true,
    ...(fullscreen
      ? { kiosk: true, fullscreen: true, frame: false, resizable: false, movable: false }
      : { kiosk: false, fullscreen: false, ...DEV_SIZE }),
    minimizable: !fullscreen,
    maximizable: !fullscreen,
    closable: !fullscreen,
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: !fullscreen,
      safeDialogs: true,
      additionalArguments: [configSwitch(config)],
    },
  };
}
