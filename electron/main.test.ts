import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runMain } from './shell';
import {
  FakeBrowserWindow,
  app,
  powerSaveBlocker,
  resetFakeElectron,
} from './testing/fakeElectron';

vi.mock('electron', () => import('./testing/fakeElectron'));

let userData: string;
const env = { ...process.env };

beforeEach(async () => {
  resetFakeElectron();
  userData = await mkdtemp(join(tmpdir(), 'kiosk-main-'));
  app.paths.userData = userData;
  app.appPath = resolve(import.meta.dirname, '..');
  for (const key of Object.keys(process.env)) if (key.startsWith('KIOSK_')) delete process.env[key];
});

afterEach(async () => {
  app.emit('will-quit');
  process.env = { ...env };
  await new Promise((r) => setTimeout(r, 50));
  await rm(userData, { recursive: true, force: true });
});

/** The embedded server opens its store (lock, seed, indexes) first: allow a loaded machine time. */
const settle = () =>
  vi.waitFor(() => expect(FakeBrowserWindow.instances[0]?.webContents.url).toMatch(/^http/), {
    timeout: 15_000,
  });

describe('runMain', () => {
  it('quits at once when another kiosk instance already runs', async () => {
    app.requestSingleInstanceLock.mockImplementation(() => false);
    runMain();
    expect(app.quit).toHaveBeenCalled();
    expect(app.whenReady).not.toHaveBeenCalled();
    expect(FakeBrowserWindow.instances).toHaveLength(0);
  });

  it('starts the embedded server and shows it in a kiosk window when nothing is configured', async () => {
    runMain();
    await settle();
    const win = FakeBrowserWindow.instances[0]!;
    expect(win.webContents.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(win.options).toMatchObject({ kiosk: true });
    expect(String((win.options.webPreferences as { preload: string }).preload)).toMatch(
      /preload\.cjs$/,
    );
    expect(app.commandLine.appendSwitch).toHaveBeenCalledWith('overscroll-history-navigation', '0');
    // Linux's voices for "Listen" (speech-dispatcher).
    expect(app.commandLine.appendSwitch).toHaveBeenCalledWith('enable-speech-dispatcher');
    expect(powerSaveBlocker.start).toHaveBeenCalledWith('prevent-display-sleep');
  });

  it('focuses the running kiosk when a second instance is launched', async () => {
    process.env.KIOSK_FULLSCREEN = 'false';
    runMain();
    await settle();
    app.emit('second-instance');
    expect(FakeBrowserWindow.instances[0]!.focus).toHaveBeenCalled();
    expect(FakeBrowserWindow.instances[0]!.options).toMatchObject({ kiosk: false });
  });

  it('reads kiosk.json from the user-data folder', async () => {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(
      join(userData, 'kiosk.json'),
      JSON.stringify({ branchName: 'Fort, Mumbai', fullscreen: false }),
    );
    runMain();
    await settle();
    expect(FakeBrowserWindow.instances[0]!.options).toMatchObject({
      kiosk: false,
      title: 'Fort, Mumbai',
    });
  });
});

describe('main entry', () => {
  it('runs the wiring when Electron loads it', async () => {
    vi.resetModules();
    const shell = await import('./shell');
    const run = vi.spyOn(shell, 'runMain').mockImplementation(() => {});
    await import('./main');
    expect(run).toHaveBeenCalledTimes(1);
  });
});
