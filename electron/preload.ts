// The only bridge between the page and the shell: the kiosk's public config, a reset hook and the
// receipt printer.
// Sandboxed, so it cannot read files: the config arrives as a command-line switch (window.ts).
import { contextBridge, ipcRenderer } from 'electron';
import {
  KIOSK_PRINT_CHANNEL,
  KIOSK_RESET_CHANNEL,
  type KioskBridge,
  type PrintResult,
} from '../src/contract/kiosk';
import { parseConfigSwitch } from './bridgeConfig';

const bridge: KioskBridge = {
  config: Object.freeze(parseConfigSwitch(process.argv)),
  // Only the result crosses over: the page never gets ipcRenderer itself.
  resetSession: () => ipcRenderer.invoke(KIOSK_RESET_CHANNEL).then(() => undefined),
  print: () =>
    ipcRenderer
      .invoke(KIOSK_PRINT_CHANNEL)
      .then((r: PrintResult): PrintResult =>
        r.ok ? { ok: true } : { ok: false, reason: String(r.reason) },
      ),
};

contextBridge.exposeInMainWorld('kiosk', bridge);
