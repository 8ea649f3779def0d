// The access review in Chromium against the real server (issue 44; docs/contract.md §11, Access
// review): the server's clock runs 100 days ahead of the accounts' making, so those never signed
// in are flagged; one is disabled from its row, the rest with the one button, and the CSV reads
// as the screen.
import { describe, expect, it } from 'vitest';
import { deskApi, UNUSED_ACCOUNT_DEFAULT_DAYS } from '../../../contract/desk';
import { screenshot, seriousAxeViolations } from '../../../../tests/support/browser';
import { setUpE2e } from '../../../../tests/support/fixture';
import { dataDirWithStaff, openDeskSection, signedInToDesk } from '../../../../tests/support/staff';

const AHEAD_MS = 100 * 86_400_000;

setUpE2e(undefined, async () => ({
  dataDir: await dataDirWithStaff({ admin: 'admin', meera: 'grievance', ravi: 'operations' }),
  now: () => new Date(Date.now() + AHEAD_MS),
}));

describe('desk access review', () => {
  it('flags accounts unused for 90 days and disables them in one step', async () => {
    const page = await signedInToDesk('admin');
    await openDeskSection(page, 'Access review');
    const table = page.getByRole('table', { name: 'Access review' });
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });
    await row('meera').getByText(`Unused over ${UNUSED_ACCOUNT_DEFAULT_DAYS} days`).waitFor();
    await expect.poll(() => row('meera').getByText('Never').count()).toBe(1);
    await expect
      .poll(() =>
        row('ravi')
          .getByText(/Unused over/)
          .count(),
      )
      .toBe(1);
    await expect.poll(() => row('admin').getByText('Active').count()).toBe(1);
    await expect.poll(() => row('admin').getByText('Enrolled').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'desk-access-review');

    const csv = await page.request.get(deskApi.accessReviewCsv);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toMatch(/\r\nmeera,grievance,not required,never,[^,]+,no,100,yes\r\n/);

    await row('meera').getByRole('button', { name: 'Disable meera' }).click();
    await page.getByText('Disabled meera.').waitFor();
    await row('meera').getByText('Disabled', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Disable all 1 account unused' }).click();
    await page.getByText('Disabled ravi.').waitFor();
    await page
      .getByText(`No enabled account is unused for over ${UNUSED_ACCOUNT_DEFAULT_DAYS} days.`)
      .waitFor();
    await page.context().close();
  });

  // Retention and the breach register (docs/contract.md §16): the dry run with each kind's period,
  // and a breach recorded with its clocks running from the finding (the server's clock is 100 days
  // ahead, so every notice is late), one marked sent.
  it('shows the retention dry run and records a breach with its notices', async () => {
    const page = await signedInToDesk('admin');
    await openDeskSection(page, 'Retention');
    await page.getByRole('heading', { name: 'The next sweep would erase (0)' }).waitFor();
    await page.getByText('Complaints: 8 years').waitFor();

    await openDeskSection(page, 'Breach register');
    await page.getByText('No breach recorded.').waitFor();
    const form = page.getByRole('form', { name: 'Record a breach' });
    await form.getByLabel('What happened').fill('A desk laptop with a complaints export was lost');
    await form.getByLabel('Found at (IST)').fill('2026-01-05T10:30');
    await form.getByRole('group', { name: 'Queues affected' }).getByText('Complaints').click();
    await form.getByRole('button', { name: 'Record breach' }).click();
    await page.getByText('Breach recorded: 0 records affected. The clocks run.').waitFor();
    const notices = page.getByRole('table', { name: 'Notices to send' });
    await notices.getByText('CERT-In: incident report').waitFor();
    await expect.poll(() => notices.getByText(/hours late/).count()).toBe(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await notices.getByRole('button', { name: 'Mark sent' }).first().click();
    await page.getByText('CERT-In: incident report: marked as sent.').waitFor();
    await expect.poll(() => notices.getByText(/^Sent .* by admin$/).count()).toBe(1);
    await page.context().close();
  });
});
