// /withdrawl-form end to end, on a phone-sized touch screen, against the real server and files:
// the shared visitor-form checks plus what only this form does.
import { expect, it } from 'vitest';
import { SEGMENT_SUGGESTIONS } from '../../contract/choices';
import { msg } from '../../contract/messages';
import { paths } from '../../contract/routes';
import { VIEWPORTS } from '../../../tests/support/browser';
import { app, page, setUpE2e } from '../../../tests/support/fixture';
import {
  control,
  fieldMessage,
  fillByLabel,
  readRecords,
  tabThrough,
} from '../../../tests/support/forms';
import { describeVisitorForm, formOnPage } from '../../../tests/support/visitorFormSuite';

const valid = {
  'Client code': 'VS1234',
  'Name as per trading account': 'Sunil Mehta',
  'Registered email address': 'sunil@example.com',
  'Registered mobile number': '9012345678',
  Segment: 'NSE FAO',
  PAN: 'abcde1234f',
  'Amount to withdraw (Rs.)': '25000',
};

const withdrawalForm = formOnPage(paths.withdrawal, 'Withdrawal form');

setUpE2e(VIEWPORTS.phone);

describeVisitorForm({
  title: '/withdrawl-form',
  shot: 'withdrawal-390',
  ...withdrawalForm,
  kind: 'withdrawal',
  mobileNumber: 'Registered mobile number',
  email: { label: 'Registered email address', invalid: 'sunil.example.com' },
  controls: {
    'Amount to withdraw (Rs.)': { inputmode: 'decimal' },
    PAN: { autocapitalize: 'characters' },
  },
  rules: [
    ['PAN', 'ABCDE12345', 'Invalid PAN format'],
    ['Amount to withdraw (Rs.)', 'ten thousand', 'Withdrawal amount must be a number'],
    ['Amount to withdraw (Rs.)', '0', 'Withdrawal amount must be greater than 0'],
  ],
  required: {
    'Client code': 'Client code is required',
    'Name as per trading account': 'Name is required',
    // Only a valid e-mail is asked for: an empty one is accepted.
    'Registered email address': null,
    'Registered mobile number': 'Contact number is required',
    Segment: 'Segment is required',
    PAN: 'PAN is required',
    'Amount to withdraw (Rs.)': 'Withdrawal amount is required',
  },
  valid,
  desktopColumns: { pair: ['Client code', 'Name as per trading account'], shot: 'withdrawal-1440' },
  savedBanner: {
    text: msg.withdrawSaved,
    stored: {
      clinetCode: 'VS1234',
      name: 'Sunil Mehta',
      email: 'sunil@example.com',
      contactNumber: '9012345678',
      segment: 'NSE FAO',
      panNo: 'ABCDE1234F',
      withdraw: 25000,
    },
  },
  failedSave: 'clears',
  serverGone: { banner: 'stays' },
  accepted: (form) => {
    const field = (label: string) => control(form(), label);
    const submit = () => form().locator('button[type=submit]');

    it('shows no password field and offers segment suggestions', async () => {
      await withdrawalForm.open();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Withdraw Funds');
      expect(await form().locator('input[type=password], [name=password]').count()).toBe(0);
      expect(
        await form()
          .getByText(/password/i)
          .count(),
      ).toBe(0);
      const listId = await field('Segment').getAttribute('list');
      const suggestions = await page
        .locator(`datalist#${listId ?? 'none'} option`)
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(suggestions).toEqual([...SEGMENT_SUGGESTIONS]);
      expect(suggestions).toEqual(expect.arrayContaining(['NSE Cash', 'NSE FAO', 'BSE']));
    });

    it('accepts an empty e-mail once left (only a valid one is asked for)', async () => {
      await tabThrough(field('Registered email address'));
      expect(await fieldMessage(field('Registered email address'))).toBeNull();
    });

    it('stores no password, and sends the spec payload with the unused password empty', async () => {
      expect(await readRecords(app, 'withdrawal')).not.toContainEqual(
        expect.objectContaining({ password: expect.anything() as unknown }),
      );
      const posted = page.waitForRequest('**/api/withdrow');
      await fillByLabel(form(), valid);
      await submit().tap();
      const body = (await posted).postDataJSON() as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(
        [
          'email',
          'password',
          'clinetCode',
          'name',
          'segment',
          'contactNumber',
          'panNo',
          'withdraw',
        ].sort(),
      );
      expect(body.password).toBe('');
      expect(body.withdraw).toBe(25000);
      await form().getByRole('status').waitFor();
      expect(await readRecords(app, 'withdrawal')).toHaveLength(2);
    });

    it('can be filled and sent with the keyboard alone', async () => {
      await form().getByRole('status').waitFor({ state: 'detached', timeout: 5000 });
      await field('Client code').focus();
      for (const value of Object.values(valid)) {
        await page.keyboard.type(value);
        await page.keyboard.press('Tab');
      }
      // Past the privacy notice's line, read before sending (docs/contract.md §16).
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
      await page.keyboard.press('Tab');
      // Focus is now on the submit button.
      expect(await submit().evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await form().getByRole('status').waitFor();
      expect(await readRecords(app, 'withdrawal')).toHaveLength(3);
      // Focus stays on the button, so the keyboard user is not thrown back to the top of the page.
      await expect.poll(() => submit().evaluate((el) => el === document.activeElement)).toBe(true);
    });
  },
});
