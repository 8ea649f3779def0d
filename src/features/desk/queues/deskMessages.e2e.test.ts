// A record's messages on the desk, in Chromium against the real server (issue 42; docs/contract.md
// §15): the complaint's acknowledgement is refused by a real SMTP server (550), the grievance
// officer sees it failed on the record's screen with the server's status line and sends it again
// once the server takes mail; it arrives once and the re-send is in the audit log. The admin's
// outbox shows the mail server's state and the message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendingTo } from '../../../../server/testing/outbox';
import { postComplaint } from '../../../../server/testing/http';
import { validComplaint } from '../../../../server/testing/payloads';
import { startSmtpServer, type TestSmtpServer } from '../../../../server/testing/smtpServer';
import { AUDIT_ACTIONS } from '../../../contract/desk';
import { screenshot } from '../../../../tests/support/browser';
import { app, setUpE2e } from '../../../../tests/support/fixture';
import { dataDirWithStaff, openDeskSection, signedInToDesk } from '../../../../tests/support/staff';
import { deskPaths } from '../shell/paths';

let smtp: TestSmtpServer;
let complainNo: string;

setUpE2e(undefined, async () => {
  // Every recipient refused for good: the acknowledgement fails at its first attempt.
  smtp = await startSmtpServer({ answers: { '*': '550 5.1.1 No such user' } });
  return {
    dataDir: await dataDirWithStaff({ meera: 'grievance', root: 'admin', audrey: 'auditor' }),
    notify: sendingTo(smtp, { pollMs: 500 }),
  };
});
afterAll(() => smtp?.close());

/** The complaint's acknowledgement by e-mail, as the outbox keeps it. */
async function acknowledgementByEmail() {
  const record = await app.store.complaint.findBy('complainNo', complainNo);
  const messages = await app.store.outbox.about('complaints', record!.id);
  return messages.find((m) => m.channel === 'email');
}

beforeAll(async () => {
  complainNo = await postComplaint(app.baseUrl);
});

describe('a record’s messages on the desk', () => {
  it('shows the failed acknowledgement and sends it again', async () => {
    await expect
      .poll(async () => (await acknowledgementByEmail())?.state, { timeout: 30_000 })
      .toBe('failed');
    const page = await signedInToDesk('meera');
    await page.goto(deskPaths.record('complaints', complainNo));
    const table = page.getByRole('table', { name: 'Messages about this record' });
    const email = table.getByRole('row').filter({ hasText: 'E-mail' });
    await email.getByText('failed', { exact: true }).waitFor();
    await email.getByText('550 5.1.1 No such user').waitFor();
    await email.getByText(validComplaint.email).waitFor();
    await screenshot(page, 'desk-record-messages-1440');

    // The mail server takes mail again; the officer sends the acknowledgement again.
    smtp.answers.clear();
    await page.getByRole('button', { name: 'Re-send complaint received by E-mail' }).click();
    await page.getByRole('status').getByText('The message will be sent again.').waitFor();
    await email.getByText('sent', { exact: true }).waitFor({ timeout: 30_000 });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual([expect.objectContaining({ address: validComplaint.email })]);
    expect(mail!.subject).toContain(complainNo);
    // Sent: no re-send offered for it; the SMS, kept as not configured, still has one.
    const resend = (channel: string) =>
      page.getByRole('button', { name: `Re-send complaint received by ${channel}` });
    expect(await resend('E-mail').count()).toBe(0);
    expect(await resend('SMS').count()).toBe(1);
    const { data: entries } = await app.store.audit.list({
      where: { action: AUDIT_ACTIONS.messageResend },
    });
    expect(entries).toMatchObject([{ actor: 'meera', target: `complaints/${complainNo}` }]);
    // Sent once: no second delivery follows.
    expect(smtp.received).toHaveLength(1);
    await page.context().close();
  });

  it('shows the auditor the messages masked, with nothing to re-send or open', async () => {
    const page = await signedInToDesk('audrey');
    await page.goto(deskPaths.record('complaints', complainNo));
    const table = page.getByRole('table', { name: 'Messages about this record' });
    const email = table.getByRole('row').filter({ hasText: 'E-mail' });
    await email.getByText('a•••@example.in').waitFor();
    expect(await table.getByRole('button').count()).toBe(0);
    expect(await table.getByRole('link').count()).toBe(0);
    await page.context().close();
  });

  it('shows the admin the outbox and whether the mail server answers', async () => {
    const page = await signedInToDesk('root');
    await openDeskSection(page, 'Outbox');
    await page.getByTestId('outbox-config').getByText('mail server reachable').waitFor();
    const table = page.getByRole('table', { name: 'Outbox messages' });
    const email = table.getByRole('row').filter({ hasText: 'E-mail' });
    await email.getByText('sent', { exact: true }).waitFor();
    // The admin does not work the complaints queue: the address is masked.
    await email.getByText('a•••@example.in').waitFor();
    await page.getByRole('combobox', { name: 'State' }).selectOption('failed');
    await page.getByRole('button', { name: 'Apply' }).click();
    await table.getByRole('row').filter({ hasText: 'E-mail' }).waitFor({ state: 'detached' });
    await screenshot(page, 'desk-outbox-1440');
    await page.context().close();
  });
});
