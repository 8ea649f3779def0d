// The kiosk's key rides on its own calls only, added by the main process (docs/contract.md §14):
// never on another origin's requests, never on the app's other requests, never in the page.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_CONFIG_SWITCH } from '../src/contract/kiosk';
import { enrolledIdentity } from './identity';
import { loadShellConfig } from './config';
import { startKiosk, type KioskShell } from './kiosk';
import { FakeBrowserWindow, resetFakeElectron, session } from './testing/fakeElectron';

vi.mock('electron', () => import('./testing/fakeElectron'));

const KEY = `k-3f2a9c1e-andheri.${'aZ09_-'.repeat(7)}x`;
const SERVER = 'https://branch.example.in/';

function started(env: Record<string, string>): KioskShell {
  const loaded = loadShellConfig({ KIOSK_SERVER_URL: SERVER, ...env }, null);
  return startKiosk(
    loaded,
    { preload: '/app/preload.cjs', appDir: '/app', userData: '/data' },
    {
      startServer: vi.fn(),
      fetch: vi.fn(async () => new Response('{}')) as unknown as typeof fetch,
      log: vi.fn(),
    },
    enrolledIdentity(
      { kioskId: 'k-own-0000-0001', appVersion: '1.0.0', startedAt: '2026-11-29T00:00:00Z' },
      loaded.config.kioskKey,
    ),
  );
}

/** The headers the session sends for a request to `url`. */
function sent(url: string): Record<string, string> {
  let headers: Record<string, string> = {};
  session.defaultSession.beforeSendHeaders?.(
    { url, requestHeaders: { Accept: '*/*' } },
    (answer) => (headers = answer.requestHeaders),
  );
  return headers;
}

beforeEach(() => resetFakeElectron());

describe('the kiosk key', () => {
  it('is read from kiosk.json or KIOSK_KEY; a malformed one is a problem that does not repeat it', () => {
    expect(loadShellConfig({ KIOSK_KEY: KEY }, null).config.kioskKey).toBe(KEY);
    expect(loadShellConfig({}, null).config.kioskKey).toBeNull();
    for (const wrong of ['secret', `${KEY}=`, 'k-1.short']) {
      const { problems, config } = loadShellConfig({ KIOSK_KEY: wrong }, null);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^kioskKey: expected the kiosk key the desk showed/);
      expect(problems[0]).not.toContain(wrong);
      expect(config.kioskKey).toBeNull();
    }
  });

  it('names the kiosk id the kiosk reports under', () => {
    const own = { kioskId: 'k-own-0000-0001', appVersion: '1', startedAt: 'x' };
    expect(enrolledIdentity(own, KEY).kioskId).toBe('k-3f2a9c1e-andheri');
    expect(enrolledIdentity(own, null).kioskId).toBe('k-own-0000-0001');
  });

  it("rides on the kiosk's calls to its server only, added outside the page", async () => {
    const shell = started({ KIOSK_KEY: KEY });
    // Before the server is known, nothing is anyone's kiosk call.
    expect(sent('https://branch.example.in/api/kiosk/heartbeat').Authorization).toBeUndefined();
    await shell.connect();
    const win = FakeBrowserWindow.instances.at(-1)!;
    expect(sent('https://branch.example.in/api/kiosk/heartbeat')).toEqual({
      Accept: '*/*',
      Authorization: `Bearer ${KEY}`,
    });
    expect(
      sent('https://branch.example.in/api/kiosk/settings/k-3f2a9c1e-andheri').Authorization,
    ).toBe(`Bearer ${KEY}`);
    for (const other of [
      'https://branch.example.in/api/complain',
      'https://branch.example.in/kiosk/heartbeat',
      'https://evil.example.in/api/kiosk/heartbeat',
      'http://branch.example.in/api/kiosk/heartbeat',
    ]) {
      expect(sent(other).Authorization, other).toBeUndefined();
    }
    // The page's config (its command-line switch) carries the kiosk id, never the key.
    const args = JSON.stringify(win.options);
    expect(args).toContain(KIOSK_CONFIG_SWITCH);
    expect(args).toContain('k-3f2a9c1e-andheri');
    expect(args).not.toContain(KEY.split('.')[1]);
  });

  it('adds nothing when the kiosk is not enrolled', () => {
    started({});
    expect(session.defaultSession.beforeSendHeaders).toBeNull();
  });
});
