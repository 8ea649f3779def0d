// The renderer's config travels as one command-line switch (see window.ts); this reads it back in
// the preload. Anything malformed falls back to the defaults rather than breaking the page.
import {
  DEFAULT_KIOSK_CONFIG,
  KIOSK_CONFIG_SWITCH,
  identityFields,
  type KioskConfig,
} from '../src/contract/kiosk';
import { isLanguage } from '../src/i18n/languages';

export function parseConfigSwitch(argv: readonly string[]): KioskConfig {
  const arg = argv.find((a) => a.startsWith(KIOSK_CONFIG_SWITCH));
  if (!arg) return { ...DEFAULT_KIOSK_CONFIG };
  try {
    const raw = JSON.parse(decodeURIComponent(arg.slice(KIOSK_CONFIG_SWITCH.length))) as Partial<
      Record<keyof KioskConfig, unknown>
    >;
    const num = (v: unknown, fallback: number) =>
      typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback;
    return {
      idleMs: num(raw.idleMs, DEFAULT_KIOSK_CONFIG.idleMs),
      countdownMs: num(raw.countdownMs, DEFAULT_KIOSK_CONFIG.countdownMs),
      branchName:
        typeof raw.branchName === 'string' && raw.branchName
          ? raw.branchName
          : DEFAULT_KIOSK_CONFIG.branchName,
      ...(isLanguage(raw.language) ? { language: raw.language } : {}),
      ...identityFields(raw),
    };
  } catch {
    return { ...DEFAULT_KIOSK_CONFIG };
  }
}
