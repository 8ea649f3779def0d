// The only bridge between the page and the shell: the kiosk's public config and one reset hook.
// Sandboxed, so it cannot read files: the config arrives as a command-line switch (window.ts).
import { contextBridge, ipcRenderer } from 'electron';
import { KIOSK_RESET_CHANNEL, type KioskBridge } from '../src/contract/kiosk';
import { parseConfigSwitch } from './bridgeConfig';

const bridge: KioskBridge = {
  config: Object.freeze(parseConfigSwitch(process.argv)),
  // Only the result crosses over: the page never gets ipcRenderer itself.
  resetSession: () => ipcRenderer.invoke(KIOSK_RESET_CHANNEL).then(() => undefined),
};

contextBridge.exposeInMainWorld('kiosk', bridge);
