// The trading calendar's desk screen in Chromium against the real server (issue 43;
// docs/contract.md §11, Trading calendar and Escalations): an admin adds a holiday and a special
// session with the keyboard and the mouse (a bad one refused on its field), removes one, changes
// an escalation threshold; an operations officer reads the same calendar, with nothing to change.
import { describe, expect, it } from 'vitest';
import { deskMsg } from '../../../contract/desk';
import { screenshot } from '../../../../tests/support/browser';
import { setUpE2e } from '../../../../tests/support/fixture';
import { dataDirWithStaff, openDeskSection, signedInToDesk } from '../../../../tests/support/staff';

setUpE2e(undefined, async () => ({
  dataDir: await dataDirWithStaff({ boss: 'admin', ops: 'operations' }),
}));

describe('the trading calendar screen', () => {
  it('is kept by an admin and read by everyone else', async () => {
    const admin = await signedInToDesk('boss');
    await openDeskSection(admin, 'Trading calendar');
    const holidays = admin.getByRole('table', { name: 'Trading holidays' });
    await holidays.getByRole('cell', { name: 'Republic Day', exact: true }).waitFor();

    // A holiday without a date is refused on its field, then added with the keyboard.
    const holiday = admin.getByRole('form', { name: 'Add a trading holiday' });
    await holiday.getByLabel('Name').fill('Republic Day 2027');
    await holiday.getByRole('button', { name: 'Add holiday' }).click();
    await holiday.getByText(deskMsg.calendarDateInvalid).waitFor();
    await holiday.getByLabel('Date').fill('2027-01-26');
    await holiday.getByLabel('Name').press('Enter');
    await admin.getByText('Republic Day 2027 (2027-01-26) is in the calendar.').waitFor();
    await holidays.getByRole('cell', { name: 'Republic Day 2027', exact: true }).waitFor();

    // A Saturday special session, its close before its open refused first.
    const session = admin.getByRole('form', { name: 'Add a special session' });
    await session.getByLabel('Date').fill('2027-10-30');
    await session.getByLabel('Name').fill('Saturday special session');
    await session.getByLabel('Opens (IST)').fill('10:00');
    await session.getByLabel('Closes (IST)').fill('09:00');
    await session.getByRole('button', { name: 'Add special session' }).click();
    await session.getByText(deskMsg.calendarOpenAfterClose).waitFor();
    await session.getByLabel('Closes (IST)').fill('12:00');
    await session.getByRole('button', { name: 'Add special session' }).click();
    const sessions = admin.getByRole('table', { name: 'Special sessions' });
    await sessions.getByRole('cell', { name: 'Saturday special session', exact: true }).waitFor();

    // An escalation threshold changed and kept.
    const escalations = admin.getByRole('form', { name: 'Escalations' });
    await escalations.getByLabel('Complaint flagged red on day').fill('17');
    await escalations.getByRole('button', { name: 'Save escalations' }).click();
    await admin
      .getByText('The escalation thresholds are saved; the next sweep uses them.')
      .waitFor();
    await screenshot(admin, 'desk-trading-calendar-admin-1440');

    await holidays.getByRole('button', { name: 'Remove Republic Day 2027 (2027-01-26)' }).click();
    await admin.getByText('Republic Day 2027 (2027-01-26) is no longer in the calendar.').waitFor();
    expect(
      await holidays.getByRole('cell', { name: 'Republic Day 2027', exact: true }).count(),
    ).toBe(0);

    // Operations reads the calendar as stored now, and cannot change it.
    const ops = await signedInToDesk('ops');
    await openDeskSection(ops, 'Trading calendar');
    const read = ops.getByRole('table', { name: 'Special sessions' });
    await read.getByRole('cell', { name: 'Saturday special session', exact: true }).waitFor();
    await ops.getByText('Only an admin changes these.', { exact: false }).waitFor();
    await ops.getByText('Complaint flagged red on day: 17').waitFor();
    expect(
      await ops
        .getByRole('button')
        .filter({ hasText: /^(Remove|Add|Save)/ })
        .count(),
    ).toBe(0);
    await screenshot(ops, 'desk-trading-calendar-operations-1440');
    await Promise.all([admin.context().close(), ops.context().close()]);
  });
});
