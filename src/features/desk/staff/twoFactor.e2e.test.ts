// Two-factor sign-in on the desk, in Chromium against the real server (issue 44; docs/contract.md
// §11): an auditor not yet enrolled is sent to set it up before anything else, scans (here: reads)
// the secret, confirms with a code, is shown the recovery codes once, and signs in with a code.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSETS_DIR } from '../../../../server/app';
import { addAccount } from '../../../../server/desk/accounts';
import { openStore } from '../../../../server/store';
import { TEST_SCRYPT_COST } from '../../../../server/testing/staffCost';
import { enrolledWith, unusedCode } from '../../../../server/testing/twoFactor';
import { RECOVERY_CODE_COUNT } from '../../../contract/desk';
import { desktopPage, setUpE2e } from '../../../../tests/support/fixture';
import { dataDirWithStaff, PASSWORD } from '../../../../tests/support/staff';

setUpE2e(undefined, async () => ({
  // Made before dataDirWithStaff's accounts, so the tests' enrolment does not reach it.
  dataDir: await dataDirWithStaff({}, async (dataDir) => {
    const store = await openStore({ dataDir, seedDir: join(DEFAULT_ASSETS_DIR, 'seed') });
    await addAccount(
      store,
      new Date(),
      { username: 'kiran', roles: ['auditor'], password: PASSWORD },
      TEST_SCRYPT_COST,
    );
    await store.close();
  }),
}));

describe('two-factor sign-in', () => {
  it('enrols an auditor through the desk, then signs in with a code', async () => {
    const page = await desktopPage('/desk');
    page.setDefaultTimeout(30_000);
    await page
      .getByText('Staff with the role admin, auditor also enter a code from an authenticator app')
      .waitFor();
    const signIn = async () => {
      await page.getByLabel('Username').fill('kiran');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };
    await signIn();
    await page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }).waitFor();
    await page.getByRole('img', { name: 'QR code to scan' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const account = `${new URL(page.url()).origin} kiran`;
    enrolledWith(account, secret);
    const code = page.getByRole('textbox', { name: 'Code' });
    // WCAG 3.3.8: the password manager and the phone's code suggestion may fill it; paste works.
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await code.fill(await unusedCode(account));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await page.getByRole('heading', { level: 1, name: 'Save your recovery codes' }).waitFor();
    expect(await codes.count()).toBe(RECOVERY_CODE_COUNT);
    await page.getByRole('button', { name: 'I have saved them: open the desk' }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn();
    await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
    await page.getByRole('textbox', { name: 'Code' }).fill('000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText('That code is not correct').waitFor();
    await page.getByRole('textbox', { name: 'Code' }).fill(await unusedCode(account));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.context().close();
  });
});
