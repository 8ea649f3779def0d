// Staff accounts for end-to-end files: there is no default account, so a file that signs in to the
// desk makes its own.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect } from 'vitest';
import { DEFAULT_ASSETS_DIR } from '../../server/app';
import { addAccount } from '../../server/desk/accounts';
import { openStore } from '../../server/store';
import { TEST_SCRYPT_COST } from '../../server/testing/staffCost';
import { enrolIfRequired, unusedCode } from '../../server/testing/twoFactor';
import type { Locator, Page } from 'playwright-core';
import type { StaffRole } from '../../src/contract/desk';
import type { Language } from '../../src/i18n/languages';
import { app, desktopPage, setUpE2e, visitorPage } from './fixture';
import type { RunningApp } from './server';

/** Every account's password in the end-to-end files. */
export const PASSWORD = 'correct horse battery';

/** The desk page `setUpDeskEditor` signed in (an ES module live binding, like fixture.ts's). */
export let editor: Page;

/**
 * A fresh data dir holding the given accounts (username → role, all with PASSWORD), made as the
 * staff CLI makes them (addAccount) before any server opens the folder (the embedded engine locks
 * it), their passwords hashed at the tests' cheap cost (server/testing/staffCost.ts); the roles
 * that need a second factor by default are enrolled (server/testing/twoFactor.ts). `prepare`
 * writes into the folder first (e.g. files of an older version).
 */
export async function dataDirWithStaff(
  staff: Record<string, StaffRole>,
  prepare?: (dataDir: string) => Promise<void>,
): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'investor-e2e-staff-'));
  await prepare?.(dataDir);
  const store = await openStore({ dataDir, seedDir: join(DEFAULT_ASSETS_DIR, 'seed') });
  for (const [username, role] of Object.entries(staff)) {
    const input = { username, roles: [role], password: PASSWORD };
    const account = await addAccount(store, new Date(), input, TEST_SCRYPT_COST);
    expect(account).toMatchObject({ username, roles: [role], disabled: false });
    await enrolIfRequired(store, username, [role], new Date());
  }
  await store.close();
  return dataDir;
}

/**
 * A desktop page signed in to the desk as `username` (made with PASSWORD), with a code of the
 * tests' secret when the desk asks for one (dataDirWithStaff enrolled the account).
 */
export async function signedInToDesk(username: string): Promise<Page> {
  const page = await desktopPage('/desk');
  await signInToDesk(page, username, app);
  return page;
}

/**
 * Signs `page`, on the desk's sign-in screen of `server`, in as `username` (signedInToDesk; the
 * audit report, scripts/a11y-report.ts, signs in on its own server and browser).
 */
export async function signInToDesk(
  page: Page,
  username: string,
  server: Pick<RunningApp, 'baseUrl' | 'now'>,
): Promise<void> {
  // A cold server on a loaded 2-core machine: the first desk visit takes its time.
  page.setDefaultTimeout(30_000);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const overview = page.getByRole('heading', { level: 1, name: 'Overview' });
  const code = page.getByRole('textbox', { name: 'Code' });
  await overview.or(code).waitFor();
  if (await code.isVisible()) {
    await code.fill(await unusedCode(`${server.baseUrl} ${username}`, server.now));
    await page.getByRole('button', { name: 'Continue' }).click();
    await overview.waitFor();
  }
}

/** Opens a desk section from the desk's navigation, and waits for its heading. */
export async function openDeskSection(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Desk' })
    .getByRole('link', { name, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Shows the editor's draft in the desk's preview named `Preview: ${name}`; returns that region. */
export async function showPreview(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Preview' }).click();
  return page.getByRole('region', { name: `Preview: ${name}` });
}

/** Publishes the editor's draft and waits for the desk to say visitors see it. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('status').getByText('Published. Visitors see it now.').waitFor();
}

/** Restores version `number` from the Versions panel: its Restore, then the question's Restore. */
export async function restoreVersion(page: Page, number: number): Promise<void> {
  await page.getByRole('button', { name: `Restore version ${number}` }).click();
  const question = page.getByRole('group', { name: `Restore version ${number}?` });
  await question.getByRole('button', { name: 'Restore', exact: true }).click();
}

/**
 * Publishes the editor's draft (publish); answers a visitor's page at `path`, in `language` if
 * given (visitorPage), opened once visitors see the draft.
 */
export async function publishThenVisit(
  page: Page,
  path: string,
  language?: Language,
): Promise<Page> {
  await publish(page);
  return visitorPage(path, language);
}

/**
 * Registers an end-to-end file's set-up with one desk account: the server on a data dir holding
 * `username` (with `role`), the browser, and `editor` signed in before the first test.
 */
export function setUpDeskEditor(username: string, role: StaffRole = 'content'): void {
  setUpE2e(undefined, async () => ({
    dataDir: await dataDirWithStaff({ [username]: role }),
  }));
  beforeAll(async () => {
    editor = await signedInToDesk(username);
  }, 60_000);
}

/** Waits until the desk's status line in `scope` (a saved or published notice) says `text`. */
export async function statusSays(scope: Page | Locator, text: string | RegExp): Promise<void> {
  await scope.getByRole('status').getByText(text).waitFor();
}
