// The kiosk shell: one window, locked down, showing the app from the branch server or from the
// embedded server, an out-of-service screen while neither answers, and a home page after a crash.
import { app, BrowserWindow, ipcMain, Menu, session, type IpcMainInvokeEvent } from 'electron';
import { join } from 'node:path';
import { KIOSK_PRINT_CHANNEL, KIOSK_RESET_CHANNEL, type PrintResult } from '../src/contract/kiosk';
import {
  KIOSK_HANG_RELOAD_MS,
  KIOSK_SERVER_PROBE_TIMEOUT_MS,
  KIOSK_SERVER_RETRY_MS,
  RECEIPT_HEIGHT_MM,
  RECEIPT_WIDTH_MM,
} from '../src/contract/limits';
import { rendererConfig, type KioskIdentity, type LoadedConfig } from './config';
import {
  startEmbeddedServer,
  type EmbeddedServer,
  type EmbeddedServerOptions,
} from './embeddedServer';
import { attachKioskKey } from './kioskKey';
import { isAppUrl, lockDownSession, lockDownWebContents } from './lockdown';
import { outOfServicePage } from './outOfService';
import { kioskWindowOptions } from './window';

export interface KioskPaths {
  /** The built preload script (dist-electron/preload.cjs). */
  preload: string;
  /** The app's root: dist/ (web build) and data/ (seed) live under it. */
  appDir: string;
  /** The app's user-data folder (writable); the embedded server keeps its files here. */
  userData: string;
}

export interface KioskDeps {
  startServer: (options: EmbeddedServerOptions) => Promise<EmbeddedServer>;
  fetch: typeof fetch;
  log: (message: string, err?: unknown) => void;
}

export interface KioskShell {
  window: BrowserWindow;
  /** The app's URL once known (server up), else null. */
  appUrl: () => string | null;
  /** Loads the app's home page, or the out-of-service screen if the server does not answer. */
  connect: () => Promise<void>;
  /** Stops timers and the embedded server. */
  stop: () => Promise<void>;
}

/** The shell's one log line format (never a visitor's data). */
export const kioskLog = (message: string, err?: unknown) =>
  console.error(`[kiosk] ${message}`, err ?? '');

const defaultDeps: KioskDeps = {
  startServer: startEmbeddedServer,
  fetch: (...args) => globalThis.fetch(...args),
  log: kioskLog,
};

/** Chromium's code for a load that was cancelled by another one; not a failure. */
const ERR_ABORTED = -3;

export function startKiosk(
  loaded: LoadedConfig,
  paths: KioskPaths,
  deps: KioskDeps = defaultDeps,
  identity?: KioskIdentity,
): KioskShell {
  const { config, problems } = loaded;
  const kiosk = config.fullscreen;
  let appUrl: string | null = null;
  let embedded: EmbeddedServer | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let hangTimer: ReturnType<typeof setTimeout> | null = null;
  let quitting = false;
  const appOrigin = () => (appUrl ? new URL(appUrl).origin : null);

  if (kiosk) Menu.setApplicationMenu(null); // the default menu carries reload/devtools/quit keys
  lockDownSession(session.defaultSession);
  if (config.kioskKey) attachKioskKey(session.defaultSession, config.kioskKey, appOrigin);
  app.on('web-contents-created', (_event, contents) =>
    lockDownWebContents(contents, { appOrigin, kiosk }),
  );

  const win = new BrowserWindow(
    kioskWindowOptions({
      fullscreen: kiosk,
      preload: paths.preload,
      config: rendererConfig(config, identity),
    }),
  );
  const contents = win.webContents;
  win.once('ready-to-show', () => win.show());
  app.on('before-quit', () => {
    quitting = true;
  });
  win.on('close', (event) => {
    // Alt+F4 or a window-manager gesture must not leave an unattended desktop; staff stop the
    // kiosk from the operating system (service manager, task manager), which quits the app.
    if (kiosk && !quitting) event.preventDefault();
  });

  const showOutOfService = (details: string[], retrying: boolean) => {
    contents
      .loadURL(outOfServicePage({ branchName: config.branchName, details, retrying }))
      .catch((err: unknown) => deps.log('could not show the out-of-service screen', err));
  };

  const scheduleRetry = () => {
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, KIOSK_SERVER_RETRY_MS);
  };

  const serverDown = (reason: string) => {
    deps.log(reason);
    showOutOfService([config.serverUrl ?? 'embedded server', reason], true);
    scheduleRetry();
  };

  const isUp = async (url: string) => {
    try {
      const answer = await deps.fetch(new URL('/api/site', url), {
        signal: AbortSignal.timeout(KIOSK_SERVER_PROBE_TIMEOUT_MS),
      });
      return answer.ok;
    } catch {
      return false;
    }
  };

  async function connect(): Promise<void> {
    if (problems.length > 0) {
      // Only staff can fix a wrong configuration; retrying would not help.
      deps.log(`configuration problems: ${problems.join('; ')}`);
      showOutOfService(problems, false);
      return;
    }
    try {
      if (!appUrl) {
        if (config.serverUrl) appUrl = config.serverUrl;
        else {
          embedded = await deps.startServer({
            dataDir: join(paths.userData, 'data'),
            assetsDir: join(paths.appDir, 'data'),
            distDir: join(paths.appDir, 'dist'),
            log: (err) => deps.log('server error', err),
          });
          appUrl = embedded.url;
        }
      }
    } catch (err) {
      deps.log('the embedded server did not start', err);
      serverDown('the embedded server did not start');
      return;
    }
    if (!(await isUp(appUrl))) {
      serverDown(`no answer from ${appUrl}`);
      return;
    }
    // A failed load is reported through did-fail-load below.
    await contents.loadURL(appUrl).catch(() => {});
  }

  contents.on('did-fail-load', (_event, errorCode, errorDescription, validatedURL, isMainFrame) => {
    if (!isMainFrame || errorCode === ERR_ABORTED) return;
    const origin = appOrigin();
    if (origin && isAppUrl(validatedURL, origin)) serverDown(`${errorDescription} (${errorCode})`);
  });

  const goHome = () => {
    if (appUrl) contents.loadURL(appUrl).catch(() => {});
    else void connect();
  };

  contents.on('render-process-gone', (_event, details) => {
    deps.log(`renderer gone (${details.reason}); reloading the home page`);
    goHome();
  });
  contents.on('unresponsive', () => {
    if (hangTimer) return;
    hangTimer = setTimeout(() => {
      hangTimer = null;
      deps.log('renderer unresponsive; restarting it on the home page');
      contents.forcefullyCrashRenderer();
      goHome();
    }, KIOSK_HANG_RELOAD_MS);
  });
  contents.on('responsive', () => {
    if (hangTimer) clearTimeout(hangTimer);
    hangTimer = null;
  });

  /** Only the app's own page in the kiosk window may call the shell. */
  const fromApp = (event: IpcMainInvokeEvent) => {
    const origin = appOrigin();
    const frameUrl = event.senderFrame?.url ?? '';
    return event.sender === contents && origin !== null && isAppUrl(frameUrl, origin);
  };

  ipcMain.handle(KIOSK_RESET_CHANNEL, async (event: IpcMainInvokeEvent) => {
    if (!fromApp(event)) throw new Error('kiosk reset refused: not the kiosk app');
    const ses = contents.session;
    await ses.clearStorageData();
    await ses.clearCache();
    await ses.clearAuthCache();
    // The next visitor's "back" must not walk through the previous visitor's pages.
    contents.navigationHistory.clear();
  });

  // The receipt (docs/contract.md §14): no dialog, on the configured printer or the default one,
  // on the roll's width; the page's print style sheet shows the receipt alone.
  ipcMain.handle(KIOSK_PRINT_CHANNEL, (event: IpcMainInvokeEvent) => {
    if (!fromApp(event)) throw new Error('kiosk print refused: not the kiosk app');
    return new Promise<PrintResult>((resolve) => {
      contents.print(
        {
          silent: true,
          printBackground: true,
          ...(config.printerName ? { deviceName: config.printerName } : {}),
          margins: { marginType: 'none' },
          pageSize: { width: RECEIPT_WIDTH_MM * 1000, height: RECEIPT_HEIGHT_MM * 1000 },
        },
        (success, failureReason) => {
          if (!success) deps.log(`receipt not printed: ${failureReason}`);
          resolve(success ? { ok: true } : { ok: false, reason: failureReason || 'failed' });
        },
      );
    });
  });

  return {
    window: win,
    appUrl: () => appUrl,
    connect,
    stop: async () => {
      if (retryTimer) clearTimeout(retryTimer);
      if (hangTimer) clearTimeout(hangTimer);
      retryTimer = hangTimer = null;
      ipcMain.removeHandler(KIOSK_RESET_CHANNEL);
      ipcMain.removeHandler(KIOSK_PRINT_CHANNEL);
      await embedded?.close();
      embedded = null;
    },
  };
}
