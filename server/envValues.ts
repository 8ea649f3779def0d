// Reading one setting from the environment, with the message a wrong value stops the start with
// (README, Configuration). Kept apart from env.ts, which imports the app's defaults, so a part's own
// settings (server/notify/sms/config.ts) can use them without importing the app.

export type Env = Record<string, string | undefined>;

/** A whole number of at least `min`; `fallback` when unset or empty. */
export function wholeNumber(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  }
  return n;
}

/** 1/0 (true/false, yes/no, on/off); false when unset. */
export function flag(env: Env, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  throw new Error(`${name} must be 1 or 0, not "${env[name]}"`);
}
