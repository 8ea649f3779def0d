import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_PRINT_CHANNEL, KIOSK_RESET_CHANNEL } from '../src/contract/kiosk';
import { KIOSK_HANG_RELOAD_MS, KIOSK_SERVER_RETRY_MS } from '../src/contract/limits';
import {
  DEFAULT_SHELL_CONFIG,
  loadShellConfig,
  type LoadedConfig,
  type ShellConfig,
} from './config';
import { startKiosk, type KioskDeps, type KioskShell } from './kiosk';
import {
  FakeBrowserWindow,
  Menu,
  app,
  ipcMain,
  resetFakeElectron,
  session,
} from './testing/fakeElectron';

vi.mock('electron', () => import('./testing/fakeElectron'));

const REPO = resolve(import.meta.dirname, '..');
const BRANCH = 'https://kiosk.fort.example/';

const loaded = (config: Partial<ShellConfig> = {}, problems: string[] = []): LoadedConfig => ({
  config: { ...DEFAULT_SHELL_CONFIG, ...config },
  problems,
  source: null,
});

const paths = { preload: '/app/dist-electron/preload.cjs', appDir: REPO, userData: '/tmp/none' };

function fakeDeps(up: () => boolean = () => true) {
  const fetch = vi.fn(async () => new Response('{}', { status: up() ? 200 : 503 }));
  const startServer = vi.fn(async () => ({ url: 'http://127.0.0.1:5555/', close: async () => {} }));
  const log = vi.fn();
  return { fetch, startServer, log } satisfies Record<keyof KioskDeps, unknown>;
}

let shell: KioskShell | null = null;
const windowOf = () => FakeBrowserWindow.instances[0]!;
const contentsOf = () => windowOf().webContents;
const lastUrl = () => contentsOf().loadURL.mock.lastCall?.[0] ?? '';

/** The shell started on the branch server's address and connected; answers its page's contents. */
async function connectToBranch() {
  shell = startKiosk(loaded({ serverUrl: BRANCH }), paths, fakeDeps());
  await shell.connect();
  return contentsOf();
}

beforeEach(() => resetFakeElectron());
afterEach(async () => {
  vi.useRealTimers();
  await shell?.stop();
  shell = null;
});

describe('window and lockdown', () => {
  it('opens one locked-down fullscreen kiosk window', () => {
    shell = startKiosk(loaded({ serverUrl: BRANCH }), paths, fakeDeps());
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    expect(windowOf().options).toMatchObject({
      kiosk: true,
      fullscreen: true,
      webPreferences: {
        preload: paths.preload,
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        devTools: false,
      },
    });
    expect(Menu.setApplicationMenu).toHaveBeenCalledWith(null);
  });

  it('opens a normal window with the default menu in the windowed development mode', () => {
    shell = startKiosk(loaded({ serverUrl: BRANCH, fullscreen: false }), paths, fakeDeps());
    expect(windowOf().options).toMatchObject({ kiosk: false, fullscreen: false });
    expect(Menu.setApplicationMenu).not.toHaveBeenCalled();
  });

  it("blocks navigation away from the app's origin and allows it within", async () => {
    const contents = await connectToBranch();
    const away = 'https://trade.vasundharasecurities.example/login';
    expect(contents.emitPreventable('will-navigate', { url: away }, away).defaultPrevented).toBe(
      true,
    );
    const own = `${BRANCH}gallery`;
    expect(contents.emitPreventable('will-navigate', { url: own }, own).defaultPrevented).toBe(
      false,
    );
    expect(contents.windowOpenHandler?.({ url: away })).toEqual({ action: 'deny' });
  });

  it('denies permission requests on the session', () => {
    shell = startKiosk(loaded({ serverUrl: BRANCH }), paths, fakeDeps());
    const callback = vi.fn();
    session.defaultSession.permissionRequestHandler?.({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
  });

  it('refuses to close in kiosk mode unless the app is quitting', () => {
    shell = startKiosk(loaded({ serverUrl: BRANCH }), paths, fakeDeps());
    expect(windowOf().emitPreventable('close').defaultPrevented).toBe(true);
    app.emit('before-quit');
    expect(windowOf().emitPreventable('close').defaultPrevented).toBe(false);
  });
});

describe('server', () => {
  it('starts the embedded server when no server URL is configured and loads its URL', async () => {
    const userData = await mkdtemp(join(tmpdir(), 'kiosk-user-data-'));
    try {
      shell = startKiosk(loaded(), { ...paths, userData });
      await shell.connect();
      const url = lastUrl();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(shell.appUrl()).toBe(url);
      const answer = await fetch(new URL('/api/site', url));
      expect(answer.status).toBe(200);
      expect((await answer.json()).data.firm.name).toMatch(/Vasundhara/);
      // Its lowdb files live under the app's user-data folder.
      expect(await readdir(join(userData, 'data'))).toContain('content.json');
      await shell.stop();
      shell = null;
      await expect(fetch(new URL('/api/site', url))).rejects.toThrow();
    } finally {
      await rm(userData, { recursive: true, force: true });
    }
  });

  it('loads the branch server when one is configured, without an embedded server', async () => {
    const deps = fakeDeps();
    shell = startKiosk(loaded({ serverUrl: BRANCH }), paths, deps);
    await shell.connect();
    expect(deps.startServer).not.toHaveBeenCalled();
    expect(deps.fetch).toHaveBeenCalledWith(new URL('/api/site', BRANCH), expect.anything());
    expect(lastUrl()).toBe(BRANCH);
  });

  it('shows "out of service" while the server is unreachable and retries by itself', async () => {
    vi.useFakeTimers();
    let up = false;
    const deps = fakeDeps(() => up);
    shell = startKiosk(loaded({ serverUrl: BRANCH, branchName: 'Fort, Mumbai' }), paths, deps);
    await shell.connect();
    const page = decodeURIComponent(lastUrl());
    expect(page).toMatch(/^data:text\/html/);
    expect(page).toContain('Out of service');
    expect(page).toContain('Please ask at the counter');
    expect(page).toContain('Fort, Mumbai');

    await vi.advanceTimersByTimeAsync(KIOSK_SERVER_RETRY_MS);
    expect(deps.fetch).toHaveBeenCalledTimes(2);
    expect(lastUrl()).toMatch(/^data:/);

    up = true;
    await vi.advanceTimersByTimeAsync(KIOSK_SERVER_RETRY_MS);
    expect(lastUrl()).toBe(BRANCH);
  });

  it('goes out of service when the app page fails to load, then recovers', async () => {
    vi.useFakeTimers();
    await connectToBranch();
    contentsOf().emit('did-fail-load', {}, -102, 'ERR_CONNECTION_REFUSED', `${BRANCH}news`, true);
    expect(lastUrl()).toMatch(/^data:/);
    await vi.advanceTimersByTimeAsync(KIOSK_SERVER_RETRY_MS);
    expect(lastUrl()).toBe(BRANCH);
  });

  it('ignores cancelled loads and failing subframes', async () => {
    await connectToBranch();
    contentsOf().emit('did-fail-load', {}, -3, 'ERR_ABORTED', BRANCH, true);
    contentsOf().emit(
      'did-fail-load',
      {},
      -105,
      'ERR_NAME_NOT_RESOLVED',
      'https://x.example/',
      false,
    );
    expect(lastUrl()).toBe(BRANCH);
  });

  it('does not serve visitors with a wrong configuration, and says so to staff', async () => {
    vi.useFakeTimers();
    const deps = fakeDeps();
    shell = startKiosk(loaded({}, ['serverUrl: expected an http(s) URL']), paths, deps);
    await shell.connect();
    const page = decodeURIComponent(lastUrl());
    expect(page).toContain('Out of service');
    expect(page).toContain('serverUrl: expected an http(s) URL');
    await vi.advanceTimersByTimeAsync(KIOSK_SERVER_RETRY_MS * 3);
    expect(deps.fetch).not.toHaveBeenCalled();
    expect(deps.startServer).not.toHaveBeenCalled();
  });

  it('is out of service, with the reason, for a branch server over plain http', async () => {
    const deps = fakeDeps();
    const config = loadShellConfig({ KIOSK_SERVER_URL: 'http://10.0.0.5:8080/' }, null);
    shell = startKiosk(config, paths, deps);
    await shell.connect();
    const page = decodeURIComponent(lastUrl());
    expect(page).toContain('Out of service');
    expect(page).toContain('the branch server must use https://');
    expect(deps.fetch).not.toHaveBeenCalled();
  });
});

describe('resilience', () => {
  it('reloads the home page after the renderer crashes', async () => {
    await connectToBranch();
    contentsOf().loadURL.mockClear();
    contentsOf().emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    expect(contentsOf().loadURL).toHaveBeenCalledWith(BRANCH);
  });

  it('restarts a renderer that stays unresponsive, on the home page', async () => {
    vi.useFakeTimers();
    const contents = await connectToBranch();
    contents.loadURL.mockClear();
    contents.emit('unresponsive');
    await vi.advanceTimersByTimeAsync(KIOSK_HANG_RELOAD_MS - 1);
    expect(contents.forcefullyCrashRenderer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(contents.forcefullyCrashRenderer).toHaveBeenCalled();
    expect(contents.loadURL).toHaveBeenCalledWith(BRANCH);
  });

  it('leaves a renderer alone that becomes responsive again', async () => {
    vi.useFakeTimers();
    const contents = await connectToBranch();
    contents.loadURL.mockClear();
    contents.emit('unresponsive');
    await vi.advanceTimersByTimeAsync(KIOSK_HANG_RELOAD_MS / 2);
    contents.emit('responsive');
    await vi.advanceTimersByTimeAsync(KIOSK_HANG_RELOAD_MS);
    expect(contents.forcefullyCrashRenderer).not.toHaveBeenCalled();
    expect(contents.loadURL).not.toHaveBeenCalled();
  });
});

describe('session reset', () => {
  it("clears storage, cache and history for the app's own page", async () => {
    const contents = await connectToBranch();
    const reset = ipcMain.handlers.get(KIOSK_RESET_CHANNEL)!;
    await reset({ sender: contents, senderFrame: { url: BRANCH } });
    expect(contents.session.clearStorageData).toHaveBeenCalled();
    expect(contents.session.clearCache).toHaveBeenCalled();
    expect(contents.navigationHistory.clear).toHaveBeenCalled();
  });

  it('refuses a reset asked by anything but the app', async () => {
    const contents = await connectToBranch();
    const reset = ipcMain.handlers.get(KIOSK_RESET_CHANNEL)!;
    await expect(
      (async () => reset({ sender: contents, senderFrame: { url: 'data:text/html,x' } }))(),
    ).rejects.toThrow(/refused/);
    await expect(
      (async () => reset({ sender: {}, senderFrame: { url: BRANCH } }))(),
    ).rejects.toThrow(/refused/);
    expect(contents.session.clearStorageData).not.toHaveBeenCalled();
  });
});

describe('receipt printing', () => {
  const printFrom = async (config: Partial<ShellConfig>, event?: object) => {
    shell = startKiosk(loaded({ serverUrl: BRANCH, ...config }), paths, fakeDeps());
    await shell.connect();
    const print = ipcMain.handlers.get(KIOSK_PRINT_CHANNEL)!;
    return print(event ?? { sender: contentsOf(), senderFrame: { url: `${BRANCH}complains` } });
  };

  it('prints silently on the configured printer, on an 80 mm roll without margins', async () => {
    await expect(printFrom({ printerName: 'TM-T82 Receipt' })).resolves.toEqual({ ok: true });
    expect(contentsOf().print).toHaveBeenCalledTimes(1);
    expect(contentsOf().print.mock.calls[0]![0]).toEqual({
      silent: true,
      printBackground: true,
      deviceName: 'TM-T82 Receipt',
      margins: { marginType: 'none' },
      pageSize: { width: 80_000, height: 160_000 },
    });
  });

  it("uses the system's default printer when none is configured", async () => {
    await printFrom({ printerName: null });
    const options = contentsOf().print.mock.calls[0]![0] as Record<string, unknown>;
    expect(options.silent).toBe(true);
    expect(options).not.toHaveProperty('deviceName');
  });

  it("reports the printer's failure to the page and the log", async () => {
    await connectToBranch();
    contentsOf().printed = { success: false, reason: 'Printer is out of paper' };
    const print = ipcMain.handlers.get(KIOSK_PRINT_CHANNEL)!;
    await expect(print({ sender: contentsOf(), senderFrame: { url: BRANCH } })).resolves.toEqual({
      ok: false,
      reason: 'Printer is out of paper',
    });
  });

  it('refuses a print asked by anything but the app', async () => {
    await expect(
      (async () => printFrom({}, { sender: {}, senderFrame: { url: BRANCH } }))(),
    ).rejects.toThrow(/refused/);
    expect(contentsOf().print).not.toHaveBeenCalled();
  });

  it('hands the kiosk id, version and start time to the page', () => {
    const identity = {
      kioskId: 'k-abc-12345',
      appVersion: '1.2.3',
      startedAt: '2026-11-23T00:00:00.000Z',
    };
    shell = startKiosk(loaded({ serverUrl: BRANCH }), paths, fakeDeps(), identity);
    const args = (windowOf().options.webPreferences as { additionalArguments: string[] })
      .additionalArguments;
    expect(decodeURIComponent(args[0]!)).toContain('"kioskId":"k-abc-12345"');
    expect(decodeURIComponent(args[0]!)).toContain('"appVersion":"1.2.3"');
  });
});
