// The embedded default on the desk, in Chromium against the real server (issue 42; docs/contract.md
// §15): with no SMTP_URL the acknowledgement is written as an .eml file, and the grievance officer
// opens it from the record's Messages as the visitor would have received it, shown as text (none
// of its HTML runs on the desk). The auditor, who reads addresses masked, is offered no file.
import { describe, expect, it } from 'vitest';
import { postComplaint } from '../../../../server/testing/http';
import { validComplaint } from '../../../../server/testing/payloads';
import { app, setUpE2e } from '../../../../tests/support/fixture';
import { dataDirWithStaff, signedInToDesk } from '../../../../tests/support/staff';
import { deskPaths } from '../shell/paths';

setUpE2e(undefined, async () => ({
  dataDir: await dataDirWithStaff({ meera: 'grievance', audrey: 'auditor' }),
}));

describe('the acknowledgement as a file, on the desk', () => {
  it('opens the e-mail the visitor would have received, as text', async () => {
    const complainNo = await postComplaint(app.baseUrl);
    // Written by the outbox's worker (it polls every 5 s when nothing wakes it).
    const record = await app.store.complaint.findBy('complainNo', complainNo);
    const emailState = async () =>
      (await app.store.outbox.about('complaints', record!.id)).find((m) => m.channel === 'email')
        ?.state;
    await expect.poll(emailState, { timeout: 30_000 }).toBe('sent');
    const page = await signedInToDesk('meera');
    await page.goto(deskPaths.record('complaints', complainNo));
    const table = page.getByRole('table', { name: 'Messages about this record' });
    const email = table.getByRole('row').filter({ hasText: 'E-mail' });
    await email.getByRole('link', { name: 'Complaint received' }).waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('popup'),
      email.getByRole('link', { name: 'Complaint received' }).click(),
    ]);
    await file.waitForLoadState();
    const text = await file.locator('body').innerText();
    expect(text).toContain(`To: `);
    expect(text).toContain(validComplaint.email);
    expect(text).toContain(complainNo);
    expect(text).toContain('Content-Type: text/html');
    // Shown as its source: no element of the e-mail's HTML is in the page.
    expect(await file.locator('a[href*="scores.sebi.gov.in"]').count()).toBe(0);
    await page.context().close();

    const auditor = await signedInToDesk('audrey');
    await auditor.goto(deskPaths.record('complaints', complainNo));
    const row = auditor
      .getByRole('table', { name: 'Messages about this record' })
      .getByRole('row')
      .filter({ hasText: 'E-mail' });
    await row.getByText('sent', { exact: true }).waitFor();
    expect(await row.getByRole('link').count()).toBe(0);
    await auditor.context().close();
  });
});
