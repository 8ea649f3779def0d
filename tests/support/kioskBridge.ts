// What the Electron preload exposes to the kiosk's page (window.kiosk), simulated by an init script
// in a plain Chromium, with a reset counter and a printer that records its jobs. Free of vitest,
// so the benches drive a kiosk page too (scripts/bench/kioskReset.ts).
import type { Page } from 'playwright-core';
import type { KioskConfig, PrintResult } from '../../src/contract/kiosk';

export const KIOSK_BRANCH = 'Fort, Mumbai';

/** The shell's bridge on every document `page` loads, with `config` as the shell would give it. */
export function installKioskBridge(page: Page, config: Omit<KioskConfig, 'branchName'>) {
  return page.addInitScript(
    (config: KioskConfig) => {
      const resets: number[] = [];
      const printed: number[] = [];
      Object.assign(window, { __kioskResets: resets, __printed: printed });
      window.kiosk = {
        config,
        resetSession: async () => {
          resets.push(Date.now());
        },
        print: async (): Promise<PrintResult> => {
          printed.push(Date.now());
          return { ok: true };
        },
      };
    },
    { branchName: KIOSK_BRANCH, ...config },
  );
}
