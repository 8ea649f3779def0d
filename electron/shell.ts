// The main process's wiring: single-instance lock, config, app events. The behaviour lives in
// kiosk.ts, lockdown.ts and window.ts.
import { app, powerMonitor, powerSaveBlocker } from 'electron';
import { join } from 'node:path';
import { loadShellConfig } from './config';
import { enrolledIdentity, loadKioskIdentity } from './identity';
import { kioskLog, startKiosk, type KioskShell } from './kiosk';

export function runMain(): void {
  // A second launch (a double tap on the desktop icon, an autostart race) focuses the first.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }

  // "Listen" speaks through the platform's voices; on Linux Chromium reaches them only through
  // speech-dispatcher, and only with this switch (README, "Kiosk": voices). Elsewhere it is unread.
  app.commandLine.appendSwitch('enable-speech-dispatcher');

  const loaded = loadShellConfig(process.env, join(app.getPath('userData'), 'kiosk.json'));
  if (loaded.config.fullscreen) {
    // Touch-screen gestures that a browser treats as navigation or zoom.
    app.commandLine.appendSwitch('overscroll-history-navigation', '0');
    app.commandLine.appendSwitch('disable-pinch');
  }

  let shell: KioskShell | null = null;
  app.on('second-instance', () => {
    if (!shell) return;
    if (shell.window.isMinimized()) shell.window.restore();
    shell.window.focus();
  });
  app.on('window-all-closed', () => app.quit());
  // A service manager stops the kiosk with SIGTERM; that is the staff's way out of kiosk mode.
  const quit = () => app.quit();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, quit);
  app.on('will-quit', () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.off(signal, quit);
    void shell?.stop();
  });

  const startedAt = new Date();
  void app.whenReady().then(async () => {
    const userData = app.getPath('userData');
    shell = startKiosk(
      loaded,
      { preload: join(__dirname, 'preload.cjs'), appDir: app.getAppPath(), userData },
      undefined,
      enrolledIdentity(
        loadKioskIdentity(userData, app.getVersion(), startedAt, kioskLog),
        loaded.config.kioskKey,
      ),
    );
    if (loaded.config.fullscreen) {
      powerSaveBlocker.start('prevent-display-sleep'); // an unattended kiosk's screen stays on
      powerMonitor.on('shutdown', () => app.quit());
    }
    await shell.connect();
  });
}
