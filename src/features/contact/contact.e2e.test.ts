// /contact-us and the Quick Contact dialog end to end: both post to /api/quick-connect with their
// own payloads, against the real server and data files.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUICK_CONTACT_SUBJECTS } from '../../contract/choices';
import { msg } from '../../contract/messages';
import { paths } from '../../contract/routes';
import type { SiteConfig } from '../../contract/site';
import { openPage, screenshot, VIEWPORTS } from '../../../tests/support/browser';
import { app, browser, setUpE2e } from '../../../tests/support/fixture';
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
  screenshotViewport,
  seriousAxeViolationsWithin,
  settled,
  tabThrough,
} from '../../../tests/support/forms';
import { readSeed } from '../../../tests/support/seed';

const site = readSeed<SiteConfig>('site.json');

let page: Page;
let dialogPage: Page;

setUpE2e();
beforeAll(async () => {
  [page, dialogPage] = await Promise.all([
    openPage(browser, app.baseUrl, VIEWPORTS.phone),
    openPage(browser, app.baseUrl, VIEWPORTS.phone),
  ]);
  await Promise.all([recordBanners(page), recordBanners(dialogPage)]);
});

describe('/contact-us', () => {
  let form: Locator;
  const field = (label: string) => control(form, label);
  const submit = () => form.locator('button[type=submit]');
  const valid = {
    'Full name': 'Meera Shah',
    Phone: '022 4000 1234',
    'Email address': 'meera@example.com',
    Subject: 'Account opening',
    Message: 'How do I open a demat account?',
  };

  beforeAll(async () => {
    await page.goto(paths.contactUs);
    form = page.getByRole('form', { name: 'Contact form' });
    await form.waitFor();
  });

  it('shows the contact details, escalation matrix with hours, regulator links and a lazy map', async () => {
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Contact Us']);
    const main = page.getByRole('main');
    expect(
      await main.getByRole('link', { name: site.contact.phoneDisplay }).count(),
    ).toBeGreaterThan(0);
    expect(await main.getByText(site.contact.hours).count()).toBeGreaterThan(0);
    for (const office of site.contact.offices) {
      await main.getByRole('heading', { name: office.title }).waitFor();
    }
    await main.getByText(site.contactPage.escalationNote).waitFor();
    // On a phone the matrix is a list of cards, one per level, each with its working hours.
    const levels = main.getByRole('list').filter({ hasText: 'Level 1' });
    for (const row of site.contactPage.escalationMatrix) {
      await levels.getByRole('heading', { name: row.level, exact: true }).waitFor();
    }
    expect(await levels.getByText('Working hours: 8.30 AM to 5.30 PM').count()).toBe(1);
    expect(await levels.getByText('Working hours: 10.00 AM to 7.00 PM').count()).toBe(3);
    for (const link of site.contactPage.regulatorLinks) {
      const a = main.getByRole('link', { name: link.label, exact: true });
      expect(await a.getAttribute('href')).toBe(link.href);
      expect(await a.getAttribute('target')).toBe('_blank');
    }
    for (const link of [...site.social, ...site.appStores]) {
      expect(
        await main.getByRole('link', { name: link.label, exact: true }).getAttribute('href'),
      ).toBe(link.href);
    }
    const map = main.locator('iframe');
    expect(await map.getAttribute('loading')).toBe('lazy');
    expect(await map.getAttribute('title')).toMatch(/^Map showing /);
    expect(await map.getAttribute('src')).toBe(site.contact.mapEmbedUrl);
    await screenshot(page, 'contact-us-390');
  });

  it('lays out the escalation matrix as a table on a desktop', async () => {
    const desktop = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    await desktop.goto(paths.contactUs);
    const table = desktop.getByRole('main').getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Level',
      'Contact person',
      'Address',
      'Phone and email',
      'Working hours',
    ]);
    expect(await table.locator('tbody tr').count()).toBe(site.contactPage.escalationMatrix.length);
    await screenshot(desktop, 'contact-us-1440');
    expect(await seriousAxeViolationsWithin(desktop, 'main')).toEqual([]);
    await desktop.context().close();
  });

  it('has touch-sized controls with the right keyboards', async () => {
    expect(await field('Phone').getAttribute('type')).toBe('tel');
    expect(await field('Email address').getAttribute('type')).toBe('email');
    expect(await field('Email address').getAttribute('inputmode')).toBe('email');
    expect(await field('Full name').getAttribute('autocomplete')).toBe('name');
    await expectTouchSized(form);
    await screenshotOf(form, 'contact-us-390-form-empty');
  });

  it.each([
    ['Full name', '', 'Name is required'],
    ['Phone', '', 'Phone is required'],
    ['Subject', '  ', 'Subject is required'],
    ['Message', '', 'Message is required'],
    ['Email address', 'meera.example.com', 'Invalid email format'],
  ])('shows %j = %j as %j after blur', async (label, value, message) => {
    await field(label).fill(value);
    await tabThrough(field(label));
    expect(await fieldMessage(field(label))).toBe(message);
  });

  it('accepts any phone text and an empty e-mail (no rule for them on this page)', async () => {
    await field('Phone').fill('call after 5 pm');
    await tabThrough(field('Phone'));
    expect(await fieldMessage(field('Phone'))).toBeNull();
    await field('Email address').fill('');
    await tabThrough(field('Email address'));
    expect(await fieldMessage(field('Email address'))).toBeNull();
  });

  it('on an incomplete submit shows the messages under the fields', async () => {
    await page.reload();
    await form.waitFor();
    await submit().tap();
    expect(await fieldMessage(field('Full name'))).toBe('Name is required');
    expect(await fieldMessage(field('Phone'))).toBe('Phone is required');
    expect(await fieldMessage(field('Subject'))).toBe('Subject is required');
    expect(await fieldMessage(field('Message'))).toBe('Message is required');
    expect(await fieldMessage(field('Email address'))).toBeNull();
    await screenshotOf(form, 'contact-us-390-form-errors');
    expect(await seriousAxeViolationsWithin(page, 'main')).toEqual([]);
  });

  it('posts the page payload: green banner, reset, banner gone after 3 s, record on disk', async () => {
    await fillByLabel(form, valid);
    await submit().tap();
    const banner = form.getByRole('status');
    await banner.waitFor();
    expect(await banner.textContent()).toBe(msg.quickConnectSaved);
    expect(await controlValues(form)).toEqual(['', '', '', '', '']);
    expectAboutBannerTime(await bannerLifetime(banner, msg.quickConnectSaved));
    const records = await readRecords(app, 'quickConnect');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      variant: 'contact-page',
      name: 'Meera Shah',
      phone: '022 4000 1234',
      email: 'meera@example.com',
      subject: 'Account opening',
      message: 'How do I open a demat account?',
    });
    expect(records[0]).not.toHaveProperty('contactNo');
  });

  it('shows a failed save in a red banner that clears after 3 s', async () => {
    const restore = await breakSubmissions(app, 'quickConnect');
    try {
      await fillByLabel(form, valid);
      await submit().tap();
      const banner = form.getByRole('alert');
      await banner.waitFor();
      expect(await banner.textContent()).toBe(msg.storageError);
      expectAboutBannerTime(await bannerLifetime(banner, msg.storageError));
      expect(await field('Full name').inputValue()).toBe('Meera Shah');
    } finally {
      await restore();
    }
  });
});

describe('Quick Contact dialog (phone)', () => {
  let dialog: Locator;
  const field = (label: string) => control(dialog, label);
  const submit = () => dialog.locator('button[type=submit]');
  const valid = {
    'Full name': 'Ravi Kumar',
    'Mobile number': '9876543210',
    'Email address': 'ravi@example.com',
    Subject: 'Mutual Funds',
    Message: 'Please call me about SIPs.',
  };

  async function openDialog() {
    await dialogPage.getByRole('button', { name: 'Open menu' }).tap();
    const nav = dialogPage.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Contact Us' }).tap();
    await nav.getByRole('button', { name: 'Quick Contact' }).tap();
    dialog = dialogPage.getByRole('dialog', { name: 'Quick Contact Form' });
    await dialog.waitFor();
    await settled(dialog);
  }

  beforeAll(async () => {
    // Not the home page: its timed popup would cover the menu button.
    await dialogPage.goto(paths.about);
    await openDialog();
  });

  it('offers the ten subjects after a blank choice, with phone and e-mail keyboards', async () => {
    const options = await field('Subject').locator('option').allTextContents();
    expect(options).toEqual(['Select a subject', ...QUICK_CONTACT_SUBJECTS]);
    expect(await field('Mobile number').getAttribute('inputmode')).toBe('numeric');
    expect(await field('Mobile number').getAttribute('type')).toBe('tel');
    expect(await field('Email address').getAttribute('type')).toBe('email');
    await expectTouchSized(dialog);
    await screenshotViewport(dialogPage, 'quick-contact-390-empty');
  });

  it("shows ' Name is required !!!' (leading space kept) after the name is left empty", async () => {
    await tabThrough(field('Full name'));
    expect(await fieldMessage(field('Full name'))).toBe(' Name is required !!!');
    expect(await fieldMessage(field('Mobile number'))).toBeNull();
  });

  it.each([
    ['Mobile number', '', 'Contact number is required'],
    ['Mobile number', '98765abc10', 'Contact number must contain only digits'],
    ['Mobile number', '98765', 'Contact number must be at least 10 digits'],
    ['Mobile number', '98765432101', 'Contact number cannot exceed 10 digits'],
    ['Email address', '', 'Email is required'],
    ['Email address', 'ravi@example', 'Invalid email format'],
    ['Message', '', 'Message is required !!!'],
  ])('shows %j = %j as %j after blur', async (label, value, message) => {
    await field(label).fill(value);
    await tabThrough(field(label));
    expect(await fieldMessage(field(label))).toBe(message);
  });

  it("shows 'Subject is required !!!' when the blank subject is left", async () => {
    await tabThrough(field('Subject'));
    expect(await fieldMessage(field('Subject'))).toBe('Subject is required !!!');
    await screenshotViewport(dialogPage, 'quick-contact-390-errors');
    expect(await seriousAxeViolationsWithin(dialogPage, '[role=dialog]')).toEqual([]);
  });

  it('clears what was typed when dismissed', async () => {
    await field('Full name').fill('Someone');
    await dialogPage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await openDialog();
    expect(await controlValues(dialog)).toEqual(['', '', '', '', '']);
    expect(await fieldMessage(field('Full name'))).toBeNull();
  });

  it('posts the dialog payload: green banner, reset, banner gone after 3 s, record on disk', async () => {
    await fillByLabel(dialog, valid);
    await submit().tap();
    const banner = dialog.getByRole('status');
    await banner.waitFor();
    expect(await banner.textContent()).toBe(msg.quickConnectSaved);
    expect(await controlValues(dialog)).toEqual(['', '', '', '', '']);
    await screenshotViewport(dialogPage, 'quick-contact-390-sent');
    expectAboutBannerTime(await bannerLifetime(banner, msg.quickConnectSaved));
    const records = await readRecords(app, 'quickConnect');
    expect(records.at(-1)).toMatchObject({
      variant: 'quick-contact',
      name: 'Ravi Kumar',
      contactNo: '9876543210',
      email: 'ravi@example.com',
      subject: 'Mutual Funds',
      message: 'Please call me about SIPs.',
    });
  });

  it('shows a failed save in a red banner that clears after 3 s', async () => {
    const restore = await breakSubmissions(app, 'quickConnect');
    try {
      await fillByLabel(dialog, valid);
      await submit().tap();
      const banner = dialog.getByRole('alert');
      await banner.waitFor();
      expect(await banner.textContent()).toBe(msg.storageError);
      expectAboutBannerTime(await bannerLifetime(banner, msg.storageError));
    } finally {
      await restore();
    }
  });

  // Last: it stops the server. docs/contract.md §4 keeps only feedback and withdraw errors on screen.
  it('shows a thrown request error (server stopped) in red, cleared after 3 s like every quick-connect banner', async () => {
    await app.close();
    await submit().tap();
    const banner = dialog.getByRole('alert');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/could not reach our server/);
    expectAboutBannerTime(await bannerLifetime(banner, 'could not reach our server'));
    expect(await field('Full name').inputValue()).toBe('Ravi Kumar');
  });
});
