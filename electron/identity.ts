// The kiosk's id for its heartbeats (docs/contract.md §14): generated on first start and kept in
// the user-data folder beside kiosk.json, so it survives restarts, updates and resets.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KIOSK_ID_PATTERN, kioskIdOfKey } from '../src/contract/kioskFleet';
import type { KioskIdentity } from './config';

export const KIOSK_ID_FILE = 'kiosk-id';

export interface IdentityFs {
  read: (path: string) => string;
  write: (path: string, text: string) => void;
}

const realFs: IdentityFs = {
  read: (path) => readFileSync(path, 'utf8'),
  write: (path, text) => {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text, { mode: 0o644 });
  },
};

export function loadKioskIdentity(
  userData: string,
  appVersion: string,
  startedAt: Date,
  log: (message: string, err?: unknown) => void,
  fs: IdentityFs = realFs,
): KioskIdentity {
  const file = join(userData, KIOSK_ID_FILE);
  let kioskId = '';
  try {
    kioskId = fs.read(file).trim();
  } catch {
    // First start: no file yet.
  }
  if (!KIOSK_ID_PATTERN.test(kioskId)) {
    kioskId = `k-${randomUUID()}`;
    try {
      fs.write(file, `${kioskId}\n`);
    } catch (err) {
      // Still beats, under an id that lasts until the next start; staff see it change.
      log(`could not keep the kiosk id in ${file}`, err);
    }
  }
  return { kioskId, appVersion, startedAt: startedAt.toISOString() };
}

/** An enrolled kiosk reports under the id its key names (docs/contract.md §14), not its own. */
export function enrolledIdentity(identity: KioskIdentity, kioskKey: string | null): KioskIdentity {
  const kioskId = kioskKey ? kioskIdOfKey(kioskKey) : null;
  return kioskId ? { ...identity, kioskId } : identity;
}
