import { describe, expect, it } from 'vitest';
import { parseConfigSwitch } from './bridgeConfig';
import { configSwitch, kioskWindowOptions } from './window';

const config = { idleMs: 90_000, countdownMs: 15_000, branchName: 'Fort, Mumbai' };

describe('kioskWindowOptions', () => {
  it('makes a locked fullscreen kiosk window in kiosk mode', () => {
    const options = kioskWindowOptions({ fullscreen: true, preload: '/app/preload.cjs', config });
    expect(options).toMatchObject({ kiosk: true, fullscreen: true, frame: false, show: false });
    expect(options.webPreferences).toMatchObject({ devTools: false });
  });

  it('makes an ordinary window with devtools for development', () => {
    const options = kioskWindowOptions({ fullscreen: false, preload: '/app/preload.cjs', config });
    expect(options).toMatchObject({ kiosk: false, fullscreen: false, width: 1280, height: 800 });
    expect(options.webPreferences).toMatchObject({ devTools: true });
  });

  it.each([true, false])('isolates and sandboxes the page (fullscreen %s)', (fullscreen) => {
    const { webPreferences } = kioskWindowOptions({ fullscreen, preload: '/p.cjs', config });
    expect(webPreferences).toMatchObject({
      preload: '/p.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
    });
  });

  it('hands the renderer config to the preload as a switch it can read back', () => {
    const { webPreferences } = kioskWindowOptions({ fullscreen: true, preload: '/p.cjs', config });
    expect(webPreferences?.additionalArguments).toEqual([configSwitch(config)]);
    expect(parseConfigSwitch(['electron', '.', ...webPreferences!.additionalArguments!])).toEqual(
      config,
    );
  });
});

describe('parseConfigSwitch', () => {
  it('falls back to the defaults when the switch is missing or malformed', () => {
    expect(parseConfigSwitch([]).idleMs).toBe(90_000);
    expect(parseConfigSwitch(['--kiosk-config=%7Bnot json']).countdownMs).toBe(15_000);
    const partial = parseConfigSwitch([configSwitch({ ...config, idleMs: -1 })]);
    expect(partial).toEqual({ ...config, idleMs: 90_000 });
  });

  it('passes a known language on and drops any other', () => {
    expect(parseConfigSwitch([configSwitch({ ...config, language: 'hi' })]).language).toBe('hi');
    const odd = JSON.stringify({ ...config, language: 'xx' });
    expect(parseConfigSwitch([`--kiosk-config=${encodeURIComponent(odd)}`])).toEqual(config);
  });
});
