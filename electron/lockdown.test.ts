import type { Session, WebContents } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isAppUrl, isBlockedShortcut, lockDownSession, lockDownWebContents } from './lockdown';
import { FakeSession, FakeWebContents, resetFakeElectron } from './testing/fakeElectron';

vi.mock('electron', () => import('./testing/fakeElectron'));

const APP = 'http://127.0.0.1:41234';

function lockedContents(kiosk = true, origin: string | null = APP) {
  const contents = new FakeWebContents(new FakeSession());
  lockDownWebContents(contents as unknown as WebContents, { appOrigin: () => origin, kiosk });
  return contents;
}

const key = (
  k: string,
  mods: Partial<Record<'control' | 'meta' | 'alt' | 'shift', boolean>> = {},
) => ({
  type: 'keyDown',
  key: k,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...mods,
});

beforeEach(() => resetFakeElectron());

describe('navigation', () => {
  it('prevents will-navigate to a foreign origin', () => {
    const contents = lockedContents();
    for (const url of [
      'https://trade.vasundharasecurities.example/login',
      'http://127.0.0.1:9999/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(contents.emitPreventable('will-navigate', { url }, url).defaultPrevented).toBe(true);
    }
  });

  it("allows will-navigate within the app's own origin", () => {
    const contents = lockedContents();
    const url = `${APP}/complains`;
    expect(contents.emitPreventable('will-navigate', { url }, url).defaultPrevented).toBe(false);
  });

  it('blocks every navigation while the app origin is not known yet', () => {
    const contents = lockedContents(true, null);
    const url = `${APP}/`;
    expect(contents.emitPreventable('will-navigate', { url }, url).defaultPrevented).toBe(true);
  });

  it('blocks foreign redirects and frame navigations', () => {
    const contents = lockedContents();
    const url = 'https://www.tradingview.com/';
    expect(contents.emitPreventable('will-redirect', { url }, url).defaultPrevented).toBe(true);
    expect(contents.emitPreventable('will-frame-navigate', { url }).defaultPrevented).toBe(true);
    const own = `${APP}/api/site`;
    expect(contents.emitPreventable('will-redirect', { url: own }, own).defaultPrevented).toBe(
      false,
    );
  });

  it('denies every window.open / target=_blank', () => {
    const contents = lockedContents(false);
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({
      action: 'deny',
    });
    expect(contents.windowOpenHandler?.({ url: `${APP}/gallery` })).toEqual({ action: 'deny' });
  });

  it('refuses webviews, the context menu and "leave site?" prompts', () => {
    const contents = lockedContents(false);
    expect(contents.emitPreventable('will-attach-webview').defaultPrevented).toBe(true);
    expect(contents.emitPreventable('context-menu').defaultPrevented).toBe(true);
    expect(contents.emitPreventable('will-prevent-unload').defaultPrevented).toBe(true);
  });
});

describe('keyboard and zoom in kiosk mode', () => {
  it.each([['F5'], ['F11'], ['F12'], ['BrowserBack'], ['BrowserRefresh']])('blocks %s', (k) => {
    expect(isBlockedShortcut(key(k))).toBe(true);
  });

  it.each([
    ['r', { control: true }],
    ['R', { control: true, shift: true }],
    ['w', { control: true }],
    ['q', { control: true }],
    ['q', { meta: true }],
    ['I', { control: true, shift: true }],
    ['p', { control: true }],
    ['=', { control: true }],
    ['ArrowLeft', { alt: true }],
    ['F4', { alt: true }],
  ] as const)('blocks %s with %o', (k, mods) => {
    expect(isBlockedShortcut(key(k, mods))).toBe(true);
  });

  it.each([
    ['a', {}],
    ['Enter', {}],
    ['Tab', { shift: true }],
    ['Escape', {}],
    ['c', { control: true }],
    ['v', { control: true }],
    ['z', { control: true }],
    ['Backspace', { control: true }],
    ['@', { control: true, alt: true }],
  ] as const)('lets %s with %o through for typing', (k, mods) => {
    expect(isBlockedShortcut(key(k, mods))).toBe(false);
  });

  it('prevents blocked keys before the page and the menu see them', () => {
    const contents = lockedContents(true);
    expect(
      contents.emitPreventable('before-input-event', {}, key('r', { control: true }))
        .defaultPrevented,
    ).toBe(true);
    expect(contents.emitPreventable('before-input-event', {}, key('k')).defaultPrevented).toBe(
      false,
    );
  });

  it('closes devtools and undoes zoom', async () => {
    const contents = lockedContents(true);
    contents.emit('devtools-opened');
    expect(contents.closeDevTools).toHaveBeenCalled();
    contents.emitPreventable('zoom-changed', {}, 'in');
    expect(contents.setZoomFactor).toHaveBeenCalledWith(1);
    contents.emit('did-finish-load');
    expect(contents.setVisualZoomLevelLimits).toHaveBeenCalledWith(1, 1);
  });

  it('leaves shortcuts and devtools alone in the windowed development mode', () => {
    const contents = lockedContents(false);
    expect(contents.emitPreventable('before-input-event', {}, key('F12')).defaultPrevented).toBe(
      false,
    );
    contents.emit('devtools-opened');
    expect(contents.closeDevTools).not.toHaveBeenCalled();
  });
});

describe('isAppUrl', () => {
  it('compares origins, not prefixes', () => {
    expect(isAppUrl('http://127.0.0.1:41234/x', APP)).toBe(true);
    expect(isAppUrl('http://127.0.0.1:41234.evil.example/', APP)).toBe(false);
    expect(isAppUrl('https://127.0.0.1:41234/', APP)).toBe(false);
    expect(isAppUrl('data:text/html,hi', 'null')).toBe(false);
  });
});

describe('lockDownSession', () => {
  it('denies every permission request and check', () => {
    const ses = new FakeSession();
    lockDownSession(ses as unknown as Session);
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'openExternal',
      'fullscreen',
    ]) {
      const callback = vi.fn();
      ses.permissionRequestHandler?.({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
    }
    expect(ses.permissionCheckHandler?.({}, 'media', APP, {})).toBe(false);
    expect(ses.devicePermissionHandler?.({ deviceType: 'usb' })).toBe(false);
  });

  it('refuses downloads, so nothing is left on the kiosk disk', () => {
    const ses = new FakeSession();
    lockDownSession(ses as unknown as Session);
    expect(ses.emitPreventable('will-download').defaultPrevented).toBe(true);
  });
});
