// The Client Information (voluntary trading freeze) dialog end to end, from the blinking red
// header link on a phone, against the real server and data files.
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatIst, msg } from '../../contract/messages';
import { paths } from '../../contract/routes';
import type { SiteConfig } from '../../contract/site';
import { VIEWPORTS } from '../../../tests/support/browser';
import { app, page, setUpE2e } from '../../../tests/support/fixture';
import {
  breakSubmissions,
  control,
  controlValues,
  expectTouchSized,
  fieldMessage,
  fillByLabel,
  readRecords,
  screenshotViewport,
  seriousAxeViolationsWithin,
  settled,
  tabThrough,
} from '../../../tests/support/forms';
import { readSeed } from '../../../tests/support/seed';

const site = readSeed<SiteConfig>('site.json');

const valid = {
  'Client code': 'VS1234',
  'Registered email address': 'sunil@example.com',
  'Registered mobile number': '9012345678',
};

let dialog: Locator;
const field = (label: string) => control(dialog, label);
const submit = () => dialog.locator('button[type=submit]');

async function openFreeze(): Promise<void> {
  await page.getByRole('button', { name: site.topBar.freeze.label }).tap();
  dialog = page.getByRole('dialog', { name: 'Client Information' });
  await dialog.waitFor();
  await settled(dialog);
}

setUpE2e(VIEWPORTS.phone);
beforeAll(async () => {
  // Not the home page: its timed popup would cover the header for the first seconds.
  await page.goto(paths.feedback);
  await openFreeze();
});

describe('Client Information (voluntary freeze) dialog', () => {
  it('opens from the red header link and says in one line what a freeze does', async () => {
    expect(await dialog.getByText(/freezes all online trading on your account/).count()).toBe(1);
    expect(await field('Registered mobile number').getAttribute('type')).toBe('tel');
    expect(await field('Registered mobile number').getAttribute('inputmode')).toBe('numeric');
    expect(await field('Registered email address').getAttribute('type')).toBe('email');
    await expectTouchSized(dialog);
    await screenshotViewport(page, 'freeze-390-empty');
    expect(await seriousAxeViolationsWithin(page, '[role=dialog]')).toEqual([]);
  });

  it.each([
    ['Client code', '', 'Client code is required'],
    ['Registered email address', 'a@b', 'Invalid email format'],
    ['Registered mobile number', '90-12', 'Contact number must contain only digits'],
  ])('shows %j = %j as %j after blur', async (label, value, message) => {
    await field(label).fill(value);
    await tabThrough(field(label));
    expect(await fieldMessage(field(label))).toBe(message);
  });

  it('closes and clears when dismissed (Escape, or the close button)', async () => {
    await screenshotViewport(page, 'freeze-390-errors');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await openFreeze();
    expect(await controlValues(dialog)).toEqual(['', '', '']);
    expect(await fieldMessage(field('Client code'))).toBeNull();
    await field('Client code').fill('VS9999');
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await dialog.waitFor({ state: 'hidden' });
    await openFreeze();
    expect(await controlValues(dialog)).toEqual(['', '', '']);
  });

  it('links the voluntary freeze policy, which states the channels, timelines and restoring', async () => {
    const link = dialog.getByRole('link', { name: 'Our voluntary freeze/block policy' });
    await link.tap();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Voluntary Freeze/Block Policy', level: 1 }).waitFor();
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
    // Back where the next test expects to be: the dialog open on an inner page.
    await page.goto(paths.feedback);
    await openFreeze();
  });

  it('submits: closes and clears, shows the acknowledgement number and time, record on disk', async () => {
    await fillByLabel(dialog, valid);
    await submit().tap();
    const ack = page.getByRole('alertdialog', { name: 'Freeze request received' });
    await ack.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(
      await ack
        .getByRole('link', { name: 'Our voluntary freeze/block policy' })
        .getAttribute('href'),
    ).toBe('/cms/voluntary-freeze-policy');

    const records = await readRecords(app, 'stopTrade');
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
    await openFreeze();
    expect(await controlValues(dialog)).toEqual(['', '', '']);
  });

  it('keeps the dialog open with a red message that stays when the request cannot be saved', async () => {
    const restore = await breakSubmissions(app, 'stopTrade');
    try {
      await fillByLabel(dialog, valid);
      await submit().tap();
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(msg.storageError);
      await page.waitForTimeout(3500);
      expect(await alert.isVisible()).toBe(true);
      expect(await field('Client code').inputValue()).toBe('VS1234');
      await screenshotViewport(page, 'freeze-390-failed');
    } finally {
      await restore();
    }
    expect(await readRecords(app, 'stopTrade')).toHaveLength(1);
  });

  it('says so when the server cannot be reached (server stopped)', async () => {
    await app.close();
    await submit().tap();
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/could not reach our server/);
    await page.waitForTimeout(3500);
    expect(await alert.isVisible()).toBe(true);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});
