// /feedback end to end, on a phone-sized touch screen, against the real server and data files.
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODES_OF_COMMUTE } from '../../contract/choices';
import { msg } from '../../contract/messages';
import { paths } from '../../contract/routes';
import { openPage, screenshot, VIEWPORTS } from '../../../tests/support/browser';
import { app, browser, page, setUpE2e } from '../../../tests/support/fixture';
import {
  bannerLifetime,
  breakSubmissions,
  control,
  controlValues,
  expectAboutBannerTime,
  expectTouchSized,
  fieldMessage,
  fillByLabel,
  readRecords,
  recordBanners,
  screenshotOf,
  seriousAxeViolationsWithin,
  tabThrough,
} from '../../../tests/support/forms';

const valid = {
  'First name': 'Kiran',
  'Last name': 'Rao',
  'Email address': 'kiran@example.com',
  'Mobile number': '9988776655',
  'How did you hear about us?': 'Search Engine',
  Address: 'Andheri East, Mumbai',
  'Your feedback': 'The branch staff were very helpful.',
};
const stored = {
  fName: 'Kiran',
  lName: 'Rao',
  email: 'kiran@example.com',
  contactNo: '9988776655',
  modeOfCommute: 'Search Engine',
  address: 'Andheri East, Mumbai',
  feedback: 'The branch staff were very helpful.',
};

let form: Locator;
const field = (label: string) => control(form, label);
// By type, not name: while posting, the button reads "Sending…".
const submit = () => form.locator('button[type=submit]');

setUpE2e(VIEWPORTS.phone);
beforeAll(async () => {
  await recordBanners(page);
  await page.goto(paths.feedback);
  form = page.getByRole('form', { name: 'Feedback form' });
  await form.waitFor();
});

describe('/feedback', () => {
  it('has labelled, touch-sized controls with the right keyboards and choices', async () => {
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Feedback');
    const phone = field('Mobile number');
    expect(await phone.getAttribute('type')).toBe('tel');
    expect(await phone.getAttribute('inputmode')).toBe('numeric');
    expect(await phone.getAttribute('autocomplete')).toBe('tel-national');
    const email = field('Email address');
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    const options = await field('How did you hear about us?').locator('option').allTextContents();
    expect(options).toEqual(['Select an option', ...MODES_OF_COMMUTE]);
    expect(await submit().textContent()).toBe('Send feedback');
    await expectTouchSized(form);
    expect(await fieldMessage(field('First name'))).toBeNull();
    await screenshot(page, 'feedback-390-empty');
  });

  it('lays the form out in two columns on a desktop, one on a phone', async () => {
    const desktop = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    await desktop.goto(paths.feedback);
    const wide = desktop.getByRole('form', { name: 'Feedback form' });
    const first = await control(wide, 'First name').boundingBox();
    const last = await control(wide, 'Last name').boundingBox();
    expect(last!.y).toBe(first!.y);
    expect(last!.x).toBeGreaterThan(first!.x + first!.width);
    await screenshot(desktop, 'feedback-1440');
    await desktop.context().close();
    const phoneFirst = await field('First name').boundingBox();
    const phoneLast = await field('Last name').boundingBox();
    expect(phoneLast!.y).toBeGreaterThan(phoneFirst!.y + phoneFirst!.height);
  });

  it('shows "First name is required" after an empty first name is left, and nothing elsewhere', async () => {
    await tabThrough(field('First name'));
    expect(await fieldMessage(field('First name'))).toBe('First name is required');
    expect(await fieldMessage(field('Last name'))).toBeNull();
    expect(await fieldMessage(field('Your feedback'))).toBeNull();
  });

  it.each([
    ['Email address', 'kiran@example', 'Invalid email format'],
    ['Mobile number', '99887766x5', 'Contact number must contain only digits'],
    ['Mobile number', '998877665', 'Contact number must be at least 10 digits'],
    ['Mobile number', '99887766554', 'Contact number cannot exceed 10 digits'],
  ])('shows %j = %j as %j after blur', async (label, value, message) => {
    await field(label).fill(value);
    await tabThrough(field(label));
    expect(await fieldMessage(field(label))).toBe(message);
  });

  it('on an incomplete submit shows every message and takes focus to the first field to fix', async () => {
    await page.reload();
    await form.waitFor();
    await submit().tap();
    expect(await fieldMessage(field('First name'))).toBe('First name is required');
    expect(await fieldMessage(field('Last name'))).toBe('Last name is required');
    expect(await fieldMessage(field('Email address'))).toBe('Email is required');
    expect(await fieldMessage(field('Mobile number'))).toBe('Contact number is required');
    expect(await fieldMessage(field('How did you hear about us?'))).toBe(
      'Please tell us how you heard about us',
    );
    expect(await fieldMessage(field('Address'))).toBe('Address is required');
    expect(await fieldMessage(field('Your feedback'))).toBe('Feedback is required');
    await expect
      .poll(() => field('First name').evaluate((el) => el === document.activeElement))
      .toBe(true);
    expect(await readRecords(app, 'feedback')).toEqual([]);
    await screenshot(page, 'feedback-390-errors');
    await screenshotOf(form, 'feedback-390-form-errors');
    expect(await seriousAxeViolationsWithin(page, 'main')).toEqual([]);
  });

  it('posts a valid form: green banner with the server message, form reset, banner gone after 3 s, record on disk', async () => {
    await fillByLabel(form, valid);
    // By keyboard: Enter in a field submits the form.
    await field('Address').press('Enter');
    const banner = form.getByRole('status');
    await banner.waitFor();
    expect(await banner.textContent()).toBe(msg.feedbackSaved);
    expect(await controlValues(form)).toEqual(['', '', '', '', '', '', '']);
    expect(await fieldMessage(field('First name'))).toBeNull();
    await screenshotOf(form, 'feedback-390-form-sent');
    expectAboutBannerTime(await bannerLifetime(banner, msg.feedbackSaved));
    const records = await readRecords(app, 'feedback');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject(stored);
    expect(Date.parse(String(records[0]!.createdAt))).not.toBeNaN();
  });

  it('disables the button while posting, so a double tap sends one request', async () => {
    await page.route('**/api/feedback', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await fillByLabel(form, valid);
    await submit().tap();
    await expect.poll(() => submit().isDisabled()).toBe(true);
    expect(await submit().textContent()).toContain('Sending');
    await submit().tap({ force: true });
    await field('Address').press('Enter');
    await form.getByRole('status').waitFor();
    await page.unroute('**/api/feedback');
    expect(await readRecords(app, 'feedback')).toHaveLength(2);
    expect(await submit().isDisabled()).toBe(false);
  });

  it('shows a failed save in a red banner that clears after 3 s, and keeps what was typed', async () => {
    const restore = await breakSubmissions(app, 'feedback');
    try {
      await fillByLabel(form, valid);
      await submit().tap();
      const banner = form.getByRole('alert');
      await banner.waitFor();
      expect(await banner.textContent()).toBe(msg.storageError);
      expect(await field('First name').inputValue()).toBe('Kiran');
      expectAboutBannerTime(await bannerLifetime(banner, msg.storageError));
    } finally {
      await restore();
    }
    expect(await readRecords(app, 'feedback')).toHaveLength(2);
  });

  it("shows the server's 400 answer: its message in red and each field's message under the field", async () => {
    await form.getByRole('alert').waitFor({ state: 'detached', timeout: 5000 });
    // The browser already checks every rule, so a 400 is made by altering the body on its way.
    await page.route('**/api/feedback', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({
        postData: JSON.stringify({ ...body, contactNo: '12', email: 'x@y' }),
      });
    });
    await fillByLabel(form, valid);
    await submit().tap();
    const banner = form.getByRole('alert');
    await banner.waitFor();
    await page.unroute('**/api/feedback');
    expect(await banner.textContent()).toBe(msg.invalidRequest);
    expect(await fieldMessage(field('Mobile number'))).toBe(
      'Contact number must be at least 10 digits',
    );
    expect(await fieldMessage(field('Email address'))).toBe('Invalid email format');
    expect(await fieldMessage(field('First name'))).toBeNull();
    await expect
      .poll(() => field('Email address').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await screenshotOf(form, 'feedback-390-form-server-400');
    // Editing the field takes the server's message away; the form posts again as it is.
    await field('Mobile number').fill('9988776600');
    expect(await fieldMessage(field('Mobile number'))).toBeNull();
    await submit().tap();
    await form.getByRole('status').waitFor();
    expect(await readRecords(app, 'feedback')).toHaveLength(3);
  });

  it('shows a thrown request error (server stopped) without clearing it', async () => {
    await fillByLabel(form, valid);
    await app.close();
    await submit().tap();
    const banner = form.getByRole('alert');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/could not reach our server/);
    await page.waitForTimeout(4000);
    expect(await banner.isVisible()).toBe(true);
    await screenshotOf(form, 'feedback-390-form-network-error');
    await form.getByRole('button', { name: 'Dismiss message' }).tap();
    await banner.waitFor({ state: 'detached' });
  });
});
