import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

describe('electron-builder.yml', () => {
  it('is a valid configuration with Linux (AppImage, deb) and Windows (nsis) targets', async () => {
    const config = await getConfig(root, resolve(root, 'electron-builder.yml'), null);
    await validateConfiguration(config, new DebugLogger(false));
    expect(config.appId).toBe('in.example.vasundhara.kiosk');
    expect(config.productName).toBeTruthy();
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(JSON.stringify(config.win?.target)).toContain('nsis');
  });

  it('ships the renderer, the main process and preload, and the seed data', async () => {
    const config = await getConfig(root, resolve(root, 'electron-builder.yml'), null);
    const files = (config.files as { filter: string[] }[]).flatMap((f) => f.filter);
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'dist/**',
        'dist-electron/**',
        'data/seed/**',
        'data/images/**',
        'data/downloads/**',
        'data/files/**',
        '!data/runtime/**',
      ]),
    );
  });
});

describe('electron-builder.yml hardening', () => {
  it('flips the Electron fuses that keep the packaged kiosk from running foreign code', async () => {
    const config = await getConfig(root, resolve(root, 'electron-builder.yml'), null);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('installs a systemd unit with Restart=always with the .deb', async () => {
    const config = await getConfig(root, resolve(root, 'electron-builder.yml'), null);
    const mapping = config.deb?.fpm?.find((arg) => arg.endsWith('.service'));
    expect(mapping).toBe(
      'packaging/linux/vasundhara-kiosk.service=/usr/lib/systemd/user/vasundhara-kiosk.service',
    );
    const unit = readFileSync(resolve(root, mapping!.split('=')[0]!), 'utf8');
    expect(unit).toMatch(/^Restart=always$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/vasundhara-kiosk$/m);
    expect(unit).toMatch(/^WantedBy=graphical-session\.target$/m);
  });
});
