// The Client Information (voluntary trading freeze) dialog end to end, from the blinking red
// header link on a phone, against the real server and data files: the shared visitor-form checks
// plus what only this dialog does.
import { expect, it } from 'vitest';
import { formatIst } from '../../contract/messages';
import { paths } from '../../contract/routes';
import { VIEWPORTS } from '../../../tests/support/browser';
import type { Page } from 'playwright-core';
import { app, desktopPage, page, setUpE2e } from '../../../tests/support/fixture';
import {
  control,
  controlValues,
  fieldMessage,
  fillByLabel,
  readRecords,
  screenshotViewport,
  settled,
} from '../../../tests/support/forms';
import { completeByKeyboard, keyTo, press } from '../../../tests/support/keyboard';
import { seedSite as site } from '../../../tests/support/seed';
import {
  describeVisitorForm,
  formInDialog,
  mobileNumberControl,
} from '../../../tests/support/visitorFormSuite';

const valid = {
  'Client code': 'VS1234',
  'Registered email address': 'sunil@example.com',
  'Registered mobile number': '9012345678',
};

/**
 * Opens the dialog from the header of an inner page (the home page's timed popup would cover it),
 * on the file's phone (a tap) or on `visitor` (a click).
 */
async function openFreeze(navigate = true, visitor?: Page) {
  const on = visitor ?? page;
  if (navigate) await on.goto(paths.feedback);
  const opener = on.getByRole('button', { name: site.topBar.freeze.label });
  await (visitor ? opener.click() : opener.tap());
  const dialog = on.getByRole('dialog', { name: 'Client Information' });
  await dialog.waitFor();
  await settled(dialog);
  return dialog;
}

setUpE2e(VIEWPORTS.phone);

describeVisitorForm({
  title: 'Client Information (voluntary freeze) dialog',
  shot: 'freeze-390',
  ...formInDialog(openFreeze),
  kind: 'freeze',
  email: { label: 'Registered email address', invalid: 'a@b' },
  controls: { 'Registered mobile number': mobileNumberControl },
  rules: [['Registered mobile number', '90-12', 'Contact number must contain only digits']],
  required: {
    'Client code': 'Client code is required',
    'Registered email address': null,
    'Registered mobile number': null,
  },
  valid,
  failedSave: 'stays',
  serverGone: {
    banner: 'stays',
    then: async () => expect(await page.getByRole('alertdialog').count()).toBe(0),
  },
  accepted: (dialog) => {
    const field = (label: string) => control(dialog(), label);

    it('says in one line what a freeze does', async () => {
      expect(
        await dialog()
          .getByText(/freezes all online trading on your account/)
          .count(),
      ).toBe(1);
    });

    it('closes and clears when dismissed (Escape, or the close button)', async () => {
      await field('Client code').fill('VS9999');
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'hidden' });
      await openFreeze(false);
      expect(await controlValues(dialog())).toEqual(['', '', '']);
      expect(await fieldMessage(field('Client code'))).toBeNull();
      await field('Client code').fill('VS9999');
      await dialog().getByRole('button', { name: 'Close' }).tap();
      await dialog().waitFor({ state: 'hidden' });
      await openFreeze(false);
      expect(await controlValues(dialog())).toEqual(['', '', '']);
    });

    it('stays open, keeping what was typed, when focus moves out of it', async () => {
      // A dialog closing as another opens hands focus back to its opener, outside this one: only
      // a pointer outside, Escape or a close button may close it (SiteDialog's onFocusOutside).
      // Focus leaving is watched only where the pointer is not touch: a desktop visitor's.
      const visitor = await desktopPage();
      try {
        const freeze = await openFreeze(true, visitor);
        await control(freeze, 'Client code').fill('VS4321');
        await visitor.evaluate(() =>
          document.querySelector<HTMLElement>('header a[href]')!.focus(),
        );
        // The dialog would be dismissed a frame later, then animate out.
        await visitor.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        await settled(visitor.locator('body'));
        expect(await freeze.isVisible()).toBe(true);
        expect(await control(freeze, 'Client code').inputValue()).toBe('VS4321');
      } finally {
        await visitor.context().close();
      }
    });

    it('links the voluntary freeze policy, which states the channels, timelines and restoring', async () => {
      await dialog().getByRole('link', { name: 'Our voluntary freeze/block policy' }).tap();
      await dialog().waitFor({ state: 'hidden' });
      await page
        .getByRole('heading', { name: 'Voluntary Freeze/Block Policy', level: 1 })
        .waitFor();
      // The stored HTML shows after the content page's spinner (docs/contract.md §2).
      await page.getByRole('heading', { name: 'Restoring access' }).waitFor();
      const text = await page.locator('main').textContent();
      for (const phrase of [
        'within 15 minutes',
        'next trading session',
        'pending orders are cancelled',
        'Restoring access',
      ]) {
        expect(text).toContain(phrase);
      }
    });

    it('submits: closes and clears, shows the acknowledgement number and time, record on disk', async () => {
      await openFreeze();
      await fillByLabel(dialog(), valid);
      await dialog().locator('button[type=submit]').tap();
      const ack = page.getByRole('alertdialog', { name: 'Freeze request received' });
      await ack.waitFor();
      await dialog().waitFor({ state: 'hidden' });
      expect(
        await ack
          .getByRole('link', { name: 'Our voluntary freeze/block policy' })
          .getAttribute('href'),
      ).toBe('/cms/voluntary-freeze-policy');

      const records = await readRecords(app, 'freeze');
      expect(records).toHaveLength(1);
      const record = records[0]!;
      expect(record).toMatchObject({
        clientCode: 'VS1234',
        registeredEmail: 'sunil@example.com',
        contactNo: '9012345678',
      });
      expect(String(record.ackNo)).toMatch(/^FRZ-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(Date.parse(String(record.createdAt))).not.toBeNaN();
      expect(await ack.getByTestId('freeze-ack-number').textContent()).toBe(record.ackNo);
      expect(await ack.getByTestId('freeze-ack-time').textContent()).toBe(
        formatIst(String(record.createdAt)),
      );
      await settled(page.locator('body'));
      await screenshotViewport(page, 'freeze-390-acknowledged');

      await ack.getByRole('button', { name: 'Done' }).tap();
      await ack.waitFor({ state: 'hidden' });
      await openFreeze(false);
      expect(await controlValues(dialog())).toEqual(['', '', '']);
    });

    it('is closed, opened, filled, sent and closed again with the keyboard alone, focus back on its opener', async () => {
      // Left open by the last test, on the phone's page: Escape closes it and hands focus back to
      // the red link that opened it; Enter opens it again, focus in it (issue 45).
      const opener = page.getByRole('button', { name: site.topBar.freeze.label });
      const onOpener = () => opener.evaluate((el) => el === document.activeElement);
      await press(page, 'Escape');
      await dialog().waitFor({ state: 'hidden' });
      await expect.poll(onOpener).toBe(true);
      await press(page, 'Enter');
      await dialog().waitFor();
      await settled(dialog());
      await completeByKeyboard(page, dialog(), {
        'Client code': 'VS7777',
        'Registered email address': 'sunil@example.com',
        'Registered mobile number': '9012345678',
      });
      const ack = page.getByRole('alertdialog', { name: 'Freeze request received' });
      await ack.waitFor();
      await settled(ack);
      await keyTo(page, ack.getByRole('button', { name: 'Done' }), { max: 10 });
      await press(page, 'Enter');
      await ack.waitFor({ state: 'hidden' });
      await expect.poll(onOpener).toBe(true);
      expect((await readRecords(app, 'freeze')).at(-1)).toMatchObject({ clientCode: 'VS7777' });
    });
  },
});
