// A stand-in for the `electron` module in unit tests (the Electron binary is not installed here).
// It records what the main process asks for and lets a test emit the events Electron would.
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

export interface PreventableEvent {
  defaultPrevented: boolean;
  preventDefault: () => void;
  [key: string]: unknown;
}

function preventable(props: Record<string, unknown> = {}): PreventableEvent {
  const event: PreventableEvent = {
    ...props,
    defaultPrevented: false,
    preventDefault: () => {
      event.defaultPrevented = true;
    },
  };
  return event;
}

class Emitter extends EventEmitter {
  /** Emits `name` with an event object that records preventDefault(), and returns it. */
  emitPreventable(name: string, props: Record<string, unknown> = {}, ...args: unknown[]) {
    const event = preventable(props);
    this.emit(name, event, ...args);
    return event;
  }
}

type PermissionRequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
) => void;

export class FakeSession extends Emitter {
  permissionRequestHandler: PermissionRequestHandler | null = null;
  permissionCheckHandler: ((...args: unknown[]) => boolean) | null = null;
  devicePermissionHandler: ((...args: unknown[]) => boolean) | null = null;
  setPermissionRequestHandler = vi.fn((h: PermissionRequestHandler | null) => {
    this.permissionRequestHandler = h;
  });
  setPermissionCheckHandler = vi.fn((h: ((...args: unknown[]) => boolean) | null) => {
    this.permissionCheckHandler = h;
  });
  setDevicePermissionHandler = vi.fn((h: ((...args: unknown[]) => boolean) | null) => {
    this.devicePermissionHandler = h;
  });
  clearStorageData = vi.fn(async () => {});
  clearCache = vi.fn(async () => {});
  clearAuthCache = vi.fn(async () => {});
  beforeSendHeaders: BeforeSendHeaders | null = null;
  webRequest = {
    onBeforeSendHeaders: vi.fn((listener: BeforeSendHeaders) => {
      this.beforeSendHeaders = listener;
    }),
  };
}

type Headers = Record<string, string>;
type BeforeSendHeaders = (
  details: { url: string; requestHeaders: Headers },
  callback: (response: { requestHeaders: Headers }) => void,
) => void;

export class FakeWebContents extends Emitter {
  session: FakeSession;
  url = '';
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  loadURL = vi.fn(async (url: string) => {
    this.url = url;
  });
  setWindowOpenHandler = vi.fn((h: (details: { url: string }) => { action: string }) => {
    this.windowOpenHandler = h;
  });
  navigationHistory = { clear: vi.fn() };
  forcefullyCrashRenderer = vi.fn();
  closeDevTools = vi.fn();
  setZoomFactor = vi.fn();
  setVisualZoomLevelLimits = vi.fn(async () => {});
  /** Calls back as a printer would: `printed` decides the outcome. */
  printed: { success: boolean; reason: string } = { success: true, reason: '' };
  print = vi.fn((_options: unknown, callback: (success: boolean, reason: string) => void) => {
    callback(this.printed.success, this.printed.reason);
  });

  constructor(session: FakeSession) {
    super();
    this.session = session;
  }
}

export class FakeBrowserWindow extends Emitter {
  static instances: FakeBrowserWindow[] = [];
  webContents: FakeWebContents;
  show = vi.fn();
  focus = vi.fn();
  restore = vi.fn();
  isMinimized = vi.fn(() => false);

  constructor(public options: Record<string, unknown>) {
    super();
    this.webContents = new FakeWebContents(session.defaultSession);
    FakeBrowserWindow.instances.push(this);
    // Electron announces every new webContents, the window's own included.
    app.emit('web-contents-created', preventable(), this.webContents);
  }
}

class FakeApp extends Emitter {
  paths: Record<string, string> = { userData: '/tmp/kiosk-user-data' };
  appPath = '/app';
  requestSingleInstanceLock = vi.fn(() => true);
  quit = vi.fn();
  getPath = vi.fn((name: string) => this.paths[name] ?? `/tmp/${name}`);
  getAppPath = vi.fn(() => this.appPath);
  getVersion = vi.fn(() => '0.1.0');
  whenReady = vi.fn(() => Promise.resolve());
  commandLine = { appendSwitch: vi.fn() };
}

type InvokeHandler = (event: unknown, ...args: unknown[]) => unknown;

class FakeIpcMain {
  handlers = new Map<string, InvokeHandler>();
  handle = vi.fn((channel: string, handler: InvokeHandler) => {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, handler);
  });
  removeHandler = vi.fn((channel: string) => {
    this.handlers.delete(channel);
  });
}

export const app = new FakeApp();
export const BrowserWindow = FakeBrowserWindow;
export const ipcMain = new FakeIpcMain();
export const Menu = { setApplicationMenu: vi.fn() };
export const session = { defaultSession: new FakeSession() };
export const powerSaveBlocker = { start: vi.fn(() => 1) };
export const powerMonitor = new Emitter();
export const contextBridge = { exposeInMainWorld: vi.fn() };
export const ipcRenderer = { invoke: vi.fn(async (_channel: string) => undefined as unknown) };

/** Forgets everything recorded, for the next test. */
export function resetFakeElectron(): void {
  FakeBrowserWindow.instances = [];
  app.removeAllListeners();
  powerMonitor.removeAllListeners();
  app.paths = { userData: '/tmp/kiosk-user-data' };
  app.appPath = '/app';
  ipcMain.handlers.clear();
  session.defaultSession = new FakeSession();
  vi.clearAllMocks();
  app.requestSingleInstanceLock.mockImplementation(() => true);
}
