// The kiosk's settings: one JSON file (KIOSK_CONFIG, or kiosk.json in the app's user-data folder)
// and environment variables, which win over the file. Defaults come from src/contract.
import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_KIOSK_CONFIG, type KioskConfig } from '../src/contract/kiosk';
import { KIOSK_KEY_PATTERN } from '../src/contract/kioskFleet';
import { isLanguage, LANGUAGES, type Language } from '../src/i18n/languages';
import {
  KIOSK_COUNTDOWN_MIN_MS,
  KIOSK_IDLE_MIN_MS,
  KIOSK_TIMER_MAX_MS,
} from '../src/contract/limits';

export interface ShellConfig extends KioskConfig {
  /** The branch server; null runs the embedded server (single-laptop demo install). */
  serverUrl: string | null;
  /** true: locked fullscreen kiosk window; false: an ordinary window for development. */
  fullscreen: boolean;
  /** The receipt printer (its system name); null prints on the system's default printer. */
  printerName: string | null;
  /**
   * The key head office issued on the desk (docs/contract.md §14); null: not enrolled, so the
   * server refuses the kiosk's heartbeats and settings and it runs on this file alone.
   */
  kioskKey: string | null;
}

/** The keys of the JSON file; every one is optional. */
export interface KioskConfigFile {
  serverUrl?: string;
  idleSeconds?: number;
  countdownSeconds?: number;
  branchName?: string;
  language?: string;
  fullscreen?: boolean;
  printerName?: string;
  kioskKey?: string;
}

export interface LoadedConfig {
  config: ShellConfig;
  /** Settings that were present but wrong. The shell refuses to serve visitors until fixed. */
  problems: string[];
  /** The file that was read, if any. */
  source: string | null;
}

export const DEFAULT_SHELL_CONFIG: ShellConfig = {
  ...DEFAULT_KIOSK_CONFIG,
  serverUrl: null,
  fullscreen: true,
  printerName: null,
  kioskKey: null,
};

const BRANCH_NAME_MAX = 80;
const PRINTER_NAME_MAX = 200;

/**
 * Reads the configuration. A wrong value is never silently replaced by a default: a mistyped
 * server URL must not turn a branch kiosk into a demo that keeps complaints on its own disk.
 */
export function loadShellConfig(
  env: NodeJS.ProcessEnv,
  defaultFile: string | null,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
  exists: (path: string) => boolean = existsSync,
): LoadedConfig {
  const problems: string[] = [];
  const source = env.KIOSK_CONFIG || (defaultFile && exists(defaultFile) ? defaultFile : null);
  let file: Record<string, unknown> = {};
  if (source) {
    try {
      const parsed: unknown = JSON.parse(read(source));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        file = parsed as Record<string, unknown>;
      } else {
        problems.push(`${source}: expected a JSON object`);
      }
    } catch (err) {
      problems.push(`${source}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  const pick = (envName: string, key: keyof KioskConfigFile): unknown => {
    const fromEnv = env[envName];
    return fromEnv !== undefined && fromEnv !== '' ? fromEnv : file[key];
  };

  const config: ShellConfig = { ...DEFAULT_SHELL_CONFIG };
  /** Takes a given setting into `config`; a wrong one is a problem and leaves the default. */
  const take = <K extends keyof ShellConfig>(
    key: K,
    envName: string,
    fileKey: keyof KioskConfigFile,
    parse: (value: unknown) => Parsed<ShellConfig[K]>,
  ) => {
    const value = pick(envName, fileKey);
    if (value === undefined) return;
    const parsed = parse(value);
    if ('problem' in parsed) problems.push(`${fileKey}: ${parsed.problem}`);
    else config[key] = parsed.value;
  };

  take('serverUrl', 'KIOSK_SERVER_URL', 'serverUrl', parseServerUrl);
  take('idleMs', 'KIOSK_IDLE_SECONDS', 'idleSeconds', seconds(KIOSK_IDLE_MIN_MS));
  take(
    'countdownMs',
    'KIOSK_COUNTDOWN_SECONDS',
    'countdownSeconds',
    seconds(KIOSK_COUNTDOWN_MIN_MS),
  );
  take('branchName', 'KIOSK_BRANCH_NAME', 'branchName', name(BRANCH_NAME_MAX));
  take('language', 'KIOSK_LANGUAGE', 'language', language);
  take('printerName', 'KIOSK_PRINTER_NAME', 'printerName', name(PRINTER_NAME_MAX));
  take('fullscreen', 'KIOSK_FULLSCREEN', 'fullscreen', flag);
  take('kioskKey', 'KIOSK_KEY', 'kioskKey', kioskKey);

  return { config, problems, source };
}

/** A setting's value as the shell uses it, or what is wrong with the one given. */
type Parsed<T> = { value: T } | { problem: string };

/**
 * Visitors type personal data into the kiosk, so the branch server is reached over TLS; plain
 * http is allowed only to this computer itself, where nothing travels over the network.
 */
function parseServerUrl(value: unknown): Parsed<string> {
  const wrong = (problem: string) => ({ problem: `${problem}, got ${JSON.stringify(value)}` });
  const expected = wrong('expected an https:// URL');
  if (typeof value !== 'string') return expected;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return expected;
  }
  if (url.username || url.password) return wrong('a URL without a user name or password');
  if (url.protocol === 'https:') return { value: url.href };
  if (url.protocol === 'http:') {
    return isLoopback(url.hostname)
      ? { value: url.href }
      : wrong(
          'the branch server must use https:// (plain http:// only for this computer: localhost, 127.x.x.x, [::1])',
        );
  }
  return expected;
}

function isLoopback(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  // URL has already normalised the address: 127.1 or 0x7f.1 arrive here as 127.0.0.1.
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** A timer given in seconds, as milliseconds. */
const seconds =
  (minMs: number) =>
  (value: unknown): Parsed<number> => {
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    const ms = Math.round(n * 1000);
    if (!Number.isFinite(n) || ms < minMs || ms > KIOSK_TIMER_MAX_MS) {
      return {
        problem: `expected ${minMs / 1000}–${KIOSK_TIMER_MAX_MS / 1000} seconds, got ${JSON.stringify(value)}`,
      };
    }
    return { value: ms };
  };

/** A name (the branch's, the printer's), trimmed. */
const name =
  (max: number) =>
  (value: unknown): Parsed<string> => {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    return trimmed && trimmed.length <= max
      ? { value: trimmed }
      : { problem: `expected 1–${max} characters` };
  };

/** The key as the desk showed it; the problem never repeats what was given (it is a secret). */
function kioskKey(value: unknown): Parsed<string> {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return KIOSK_KEY_PATTERN.test(trimmed)
    ? { value: trimmed }
    : {
        problem:
          'expected the kiosk key the desk showed when head office enrolled this kiosk (its id, a dot, 43 letters, digits, - or _)',
      };
}

const language = (value: unknown): Parsed<Language> =>
  isLanguage(value) ? { value } : { problem: `expected one of ${LANGUAGES.join(', ')}` };

function flag(value: unknown): Parsed<boolean> {
  if (typeof value === 'boolean') return { value };
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (['1', 'true', 'yes', 'on'].includes(v)) return { value: true };
  if (['0', 'false', 'no', 'off'].includes(v)) return { value: false };
  return { problem: 'expected true or false' };
}

/** Who this kiosk is, for its heartbeats (docs/contract.md §14). */
export interface KioskIdentity {
  kioskId: string;
  appVersion: string;
  startedAt: string;
}

/** What the renderer may know: the public part of the config, for the preload's bridge. */
export function rendererConfig(config: ShellConfig, identity?: KioskIdentity): KioskConfig {
  return {
    idleMs: config.idleMs,
    countdownMs: config.countdownMs,
    branchName: config.branchName,
    ...(config.language ? { language: config.language } : {}),
    ...identity,
  };
}
