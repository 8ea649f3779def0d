// Maker–checker in Chromium against the real server (docs/contract.md §13d): an editor changes a
// client bank account's IFSC and publishes, which waits for approval while visitors keep the old
// one; an approver's screen shows the changed row word by word, and approving publishes it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../contract/api';
import type { SiteConfig } from '../../../contract/site';
import { screenshot, seriousAxeViolations } from '../../../../tests/support/browser';
import { app, setUpE2e } from '../../../../tests/support/fixture';
import {
  dataDirWithStaff,
  openDeskSection,
  signedInToDesk,
  statusSays,
} from '../../../../tests/support/staff';

const IFSC = 'HDFC0009999';

setUpE2e(undefined, async () => ({
  dataDir: await dataDirWithStaff({ meena: 'content', ravi: 'approver' }),
}));

let maker: Page;
let checker: Page;
beforeAll(async () => {
  maker = await signedInToDesk('meena');
  checker = await signedInToDesk('ravi');
}, 90_000);

const liveAccounts = async () => {
  const res = await fetch(new URL(api.site, app.baseUrl));
  return ((await res.json()) as { data: SiteConfig }).data.investorCharter.clientBankAccounts.rows;
};

describe('maker–checker', () => {
  it('an editor’s change awaits approval; the approver sees the diff and approves it', async () => {
    const before = await liveAccounts();
    await openDeskSection(maker, 'Site data');
    await maker.getByRole('link', { name: 'Client bank accounts' }).click();
    await maker.getByRole('heading', { level: 1, name: 'Client bank accounts' }).waitFor();
    await maker.getByRole('group', { name: 'Account 1' }).getByLabel('IFSC').fill(IFSC);
    await maker.getByRole('button', { name: 'Publish' }).click();
    await statusSays(maker, /^Sent for approval\./);
    const versions = maker.getByRole('region', { name: 'Versions' });
    await versions.getByText('Awaiting approval').waitFor();
    // The editor sees the same diff in the versions panel.
    await versions.getByText('Changes against the live version').click();
    await versions.getByTestId('rows-diff').locator('ins', { hasText: IFSC }).waitFor();
    expect(await liveAccounts()).toEqual(before);

    await openDeskSection(checker, 'Awaiting approval');
    const card = checker.getByRole('region', { name: /^Client bank accounts, version \d+$/ });
    const diff = card.getByTestId('rows-diff');
    await diff.getByRole('cell', { name: 'Changed' }).waitFor();
    await expect.poll(() => diff.locator('del').allTextContents()).toContain(before[0]![1]);
    await expect.poll(() => diff.locator('ins').allTextContents()).toContain(IFSC);
    await screenshot(checker, 'desk-approval-1440');
    expect(await seriousAxeViolations(checker)).toEqual([]);

    await card.getByRole('button', { name: 'Approve and publish' }).click();
    await statusSays(checker, 'Client bank accounts: approved and published. Visitors see it now.');
    await checker.getByText('Nothing awaits approval.').waitFor();
    expect((await liveAccounts())[0]![1]).toBe(IFSC);
  });
});
