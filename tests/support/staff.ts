// Staff accounts for end-to-end files: there is no default account, so a file that signs in to the
// desk makes its own.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { DEFAULT_ASSETS_DIR } from '../../server/app';
import { runStaffCli } from '../../server/desk/staffCli';
import { openStore } from '../../server/store';
import type { Browser, Page } from 'playwright-core';
import type { StaffRole } from '../../src/contract/desk';
import { openPage, VIEWPORTS } from './browser';

/**
 * A fresh data dir holding the given accounts (username → role, all with `password`), made with
 * the staff CLI before any server opens the folder (the embedded engine locks it). `prepare`
 * writes into the folder first (e.g. files of an older version).
 */
export async function dataDirWithStaff(
  password: string,
  staff: Record<string, StaffRole>,
  prepare?: (dataDir: string) => Promise<void>,
): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'investor-e2e-staff-'));
  await prepare?.(dataDir);
  const store = await openStore({ dataDir, seedDir: join(DEFAULT_ASSETS_DIR, 'seed') });
  const io = { readPassword: async () => password, out: () => {}, now: () => new Date() };
  for (const [username, role] of Object.entries(staff)) {
    expect(await runStaffCli(['add', '--username', username, '--role', role], store, io)).toBe(0);
  }
  await store.close();
  return dataDir;
}

/** A desktop page of `baseUrl` signed in to the desk as `username` (made with `password`). */
export async function signedInToDesk(
  browser: Browser,
  baseUrl: string,
  username: string,
  password: string,
): Promise<Page> {
  const page = await openPage(browser, baseUrl, VIEWPORTS.desktop);
  // A cold server on a loaded 2-core machine: the first desk visit takes its time.
  page.setDefaultNavigationTimeout(30_000);
  page.setDefaultTimeout(30_000);
  await page.goto('/desk');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  return page;
}
