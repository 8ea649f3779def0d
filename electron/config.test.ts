import { describe, expect, it } from 'vitest';
import { loadShellConfig } from './config';

const noFile = () => false;
const files = (content: Record<string, string>) => ({
  read: (path: string) => {
    if (!(path in content)) throw new Error(`ENOENT: ${path}`);
    return content[path]!;
  },
  exists: (path: string) => path in content,
});

describe('loadShellConfig', () => {
  it('uses the contract defaults when nothing is configured', () => {
    const { config, problems, source } = loadShellConfig({}, '/data/kiosk.json', undefined, noFile);
    expect(problems).toEqual([]);
    expect(source).toBeNull();
    expect(config).toEqual({
      serverUrl: null,
      idleMs: 90_000,
      countdownMs: 15_000,
      branchName: 'Branch kiosk',
      fullscreen: true,
      printerName: null,
      kioskKey: null,
    });
  });

  it('reads kiosk.json from the user-data folder', () => {
    const fs = files({
      '/data/kiosk.json': JSON.stringify({
        serverUrl: 'https://kiosk.branch.example/',
        idleSeconds: 120,
        countdownSeconds: 20,
        branchName: 'Fort, Mumbai',
        language: 'gu',
        fullscreen: false,
        printerName: 'TM-T82 Receipt',
      }),
    });
    const { config, problems, source } = loadShellConfig(
      {},
      '/data/kiosk.json',
      fs.read,
      fs.exists,
    );
    expect(problems).toEqual([]);
    expect(source).toBe('/data/kiosk.json');
    expect(config).toEqual({
      serverUrl: 'https://kiosk.branch.example/',
      idleMs: 120_000,
      countdownMs: 20_000,
      branchName: 'Fort, Mumbai',
      language: 'gu',
      fullscreen: false,
      printerName: 'TM-T82 Receipt',
      kioskKey: null,
    });
  });

  it('refuses a language it does not speak (head office sets one, English when unset)', () => {
    const fs = files({ '/data/kiosk.json': JSON.stringify({ language: 'fr' }) });
    const { config, problems } = loadShellConfig({}, '/data/kiosk.json', fs.read, fs.exists);
    expect(problems).toEqual(['language: expected one of en, hi, gu']);
    expect(config.language).toBeUndefined();
    expect(loadShellConfig({ KIOSK_LANGUAGE: 'hi' }, null).config.language).toBe('hi');
  });

  it('lets environment variables win over the file named by KIOSK_CONFIG', () => {
    const fs = files({
      '/etc/kiosk.json': JSON.stringify({ idleSeconds: 60, branchName: 'File' }),
    });
    const { config, problems } = loadShellConfig(
      {
        KIOSK_CONFIG: '/etc/kiosk.json',
        KIOSK_IDLE_SECONDS: '45',
        KIOSK_COUNTDOWN_SECONDS: '10',
        KIOSK_BRANCH_NAME: 'Andheri East',
        KIOSK_SERVER_URL: 'https://10.0.0.5:8443',
        KIOSK_FULLSCREEN: '0',
        KIOSK_PRINTER_NAME: 'EPSON_TM_T20',
      },
      null,
      fs.read,
      fs.exists,
    );
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      printerName: 'EPSON_TM_T20',
      idleMs: 45_000,
      countdownMs: 10_000,
      branchName: 'Andheri East',
      serverUrl: 'https://10.0.0.5:8443/',
      fullscreen: false,
    });
  });

  it('reports wrong values instead of quietly using defaults', () => {
    const { problems, config } = loadShellConfig(
      {
        KIOSK_SERVER_URL: 'file:///etc/passwd',
        KIOSK_IDLE_SECONDS: '1',
        KIOSK_COUNTDOWN_SECONDS: 'soon',
        KIOSK_FULLSCREEN: 'maybe',
        KIOSK_PRINTER_NAME: ' ',
      },
      null,
    );
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(
      /serverUrl.*idleSeconds.*countdownSeconds.*printerName.*fullscreen/s,
    );
    expect(config.serverUrl).toBeNull();
  });

  it.each([
    'http://10.0.0.5:8080',
    'http://branch-server.local/',
    'http://localhost.example.com/',
    'http://127.0.0.1.example.com/',
    'http://[::ffff:127.0.0.1]/',
    'ws://127.0.0.1/',
  ])('refuses the server URL %s: plain http only to this computer', (url) => {
    const { problems, config } = loadShellConfig({ KIOSK_SERVER_URL: url }, null);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^serverUrl: .*https:\/\//);
    expect(config.serverUrl).toBeNull();
  });

  it.each([
    ['https://kiosk.branch.example', 'https://kiosk.branch.example/'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['http://127.8.9.10/', 'http://127.8.9.10/'],
    ['http://localhost:8080/', 'http://localhost:8080/'],
    ['http://[::1]:8080/', 'http://[::1]:8080/'],
  ])('accepts the server URL %s', (url, href) => {
    const { problems, config } = loadShellConfig({ KIOSK_SERVER_URL: url }, null);
    expect(problems).toEqual([]);
    expect(config.serverUrl).toBe(href);
  });

  it('reports an unreadable or malformed file', () => {
    const broken = files({ '/etc/kiosk.json': '{ "idleSeconds": ' });
    expect(
      loadShellConfig({ KIOSK_CONFIG: '/etc/kiosk.json' }, null, broken.read).problems[0],
    ).toMatch(/^\/etc\/kiosk\.json: /);
    expect(loadShellConfig({ KIOSK_CONFIG: '/nope.json' }, null, broken.read).problems[0]).toMatch(
      /ENOENT/,
    );
  });
});
