// /feedback end to end, on a phone-sized touch screen, against the real server and data files:
// the shared visitor-form checks plus what only this form does.
import { expect, it } from 'vitest';
import { MODES_OF_COMMUTE } from '../../contract/choices';
import { msg } from '../../contract/messages';
import { paths } from '../../contract/routes';
import type { Page } from 'playwright-core';
import { openPage, serverPicture, VIEWPORTS } from '../../../tests/support/browser';
import { app, browser, page, setUpE2e } from '../../../tests/support/fixture';
import {
  control,
  fieldMessage,
  fillByLabel,
  openFormAt,
  readRecords,
  screenshotOf,
} from '../../../tests/support/forms';
import { describeVisitorForm, formOnPage } from '../../../tests/support/visitorFormSuite';

const valid = {
  'First name': 'Kiran',
  'Last name': 'Rao',
  'Email address': 'kiran@example.com',
  'Mobile number': '9988776655',
  'How did you hear about us?': 'Search Engine',
  Address: 'Andheri East, Mumbai',
  'Your feedback': 'The branch staff were very helpful.',
};

setUpE2e(VIEWPORTS.phone);

// The chunk of the forms' contract schemas (yup), which a form loads when it is first touched.
const SCHEMAS_CHUNK = /\/assets\/schemas-[\w-]+\.js$/;

/**
 * A fresh phone page with the live feedback form, its schemas chunk answered only when `answer`
 * says so; the page's POSTs are listed in `posts`.
 */
async function formWithHeldRules(answer: Promise<'load' | 'fail'>) {
  const fresh: Page = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
  await fresh.route(SCHEMAS_CHUNK, async (route) =>
    (await answer) === 'load' ? route.continue() : route.abort(),
  );
  const posts: string[] = [];
  fresh.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  const form = await openFormAt(fresh, paths.feedback, 'Feedback form');
  await serverPicture(fresh).waitFor({ state: 'detached' });
  return { fresh, form, posts, field: (label: string) => control(form, label) };
}

/** A promise and the function that settles it. */
function gate<T>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => (open = resolve));
  return { opened, open };
}

describeVisitorForm({
  title: '/feedback',
  shot: 'feedback-390',
  ...formOnPage(paths.feedback, 'Feedback form'),
  kind: 'feedback',
  mobileNumber: 'Mobile number',
  email: { label: 'Email address', invalid: 'kiran@example' },
  controls: {
    'Mobile number': { autocomplete: 'tel-national' },
    'Email address': { autocomplete: 'email' },
  },
  required: {
    'First name': 'First name is required',
    'Last name': 'Last name is required',
    'Email address': 'Email is required',
    'Mobile number': 'Contact number is required',
    'How did you hear about us?': 'Please tell us how you heard about us',
    Address: 'Address is required',
    'Your feedback': 'Feedback is required',
  },
  valid,
  desktopColumns: { pair: ['First name', 'Last name'], shot: 'feedback-1440' },
  savedBanner: {
    text: msg.feedbackSaved,
    stored: {
      fName: 'Kiran',
      lName: 'Rao',
      email: 'kiran@example.com',
      contactNo: '9988776655',
      modeOfCommute: 'Search Engine',
      address: 'Andheri East, Mumbai',
      feedback: 'The branch staff were very helpful.',
    },
  },
  failedSave: 'clears',
  serverGone: {
    banner: 'stays',
    then: async (banner) => {
      await banner.getByRole('button', { name: 'Dismiss message' }).tap();
      await banner.waitFor({ state: 'detached' });
    },
  },
  accepted: (form) => {
    const field = (label: string) => control(form(), label);
    // By type, not name: while posting, the button reads "Sending…".
    const submit = () => form().locator('button[type=submit]');

    it('is titled Feedback and offers how visitors heard of us', async () => {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Feedback');
      const options = await field('How did you hear about us?').locator('option').allTextContents();
      expect(options).toEqual(['Select an option', ...MODES_OF_COMMUTE]);
      expect(await submit().textContent()).toBe('Send feedback');
    });

    it('disables the button while posting, so a double tap sends one request', async () => {
      await page.route('**/api/feedback', async (route) => {
        await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      });
      await fillByLabel(form(), valid);
      await submit().tap();
      await expect.poll(() => submit().isDisabled()).toBe(true);
      expect(await submit().textContent()).toContain('Sending');
      await submit().tap({ force: true });
      await field('Address').press('Enter');
      await form().getByRole('status').waitFor();
      await page.unroute('**/api/feedback');
      expect(await readRecords(app, 'feedback')).toHaveLength(2);
      expect(await submit().isDisabled()).toBe(false);
    });

    it("shows the server's 400 answer: its message in red and each field's message under the field", async () => {
      await form().getByRole('status').waitFor({ state: 'detached', timeout: 5000 });
      // The browser already checks every rule, so a 400 is made by altering the body on its way.
      await page.route('**/api/feedback', async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        await route.continue({
          postData: JSON.stringify({ ...body, contactNo: '12', email: 'x@y' }),
        });
      });
      await fillByLabel(form(), valid);
      await submit().tap();
      const banner = form().getByRole('alert');
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
      await screenshotOf(form(), 'feedback-390-form-server-400');
      // Editing the field takes the server's message away; the form posts again as it is.
      await field('Mobile number').fill('9988776600');
      expect(await fieldMessage(field('Mobile number'))).toBeNull();
      await submit().tap();
      await form().getByRole('status').waitFor();
      expect(await readRecords(app, 'feedback')).toHaveLength(3);
    });

    it('submitted before its rules have loaded, waits for them: an empty form shows every message and posts nothing', async () => {
      const rules = gate<'load'>();
      const { fresh, form, posts, field } = await formWithHeldRules(rules.opened);
      await form.locator('button[type=submit]').tap();
      await fresh.waitForTimeout(500);
      expect(await fieldMessage(field('First name'))).toBeNull();
      rules.open('load');
      await expect.poll(() => fieldMessage(field('First name'))).toBe('First name is required');
      expect(await fieldMessage(field('Your feedback'))).toBe('Feedback is required');
      await expect
        .poll(() => field('First name').evaluate((el) => el === document.activeElement))
        .toBe(true);
      expect(posts).toEqual([]);
      await fresh.close();
    });

    it('submitted (twice) before its rules have loaded, posts a valid form once they are in', async () => {
      const before = (await readRecords(app, 'feedback')).length;
      const rules = gate<'load'>();
      const { fresh, form, posts } = await formWithHeldRules(rules.opened);
      await fillByLabel(form, valid);
      await form.locator('button[type=submit]').tap();
      await form.locator('button[type=submit]').tap();
      await fresh.waitForTimeout(500);
      expect(posts).toEqual([]);
      rules.open('load');
      await form.getByRole('status').waitFor();
      expect(posts).toEqual(['/api/feedback']);
      expect(await readRecords(app, 'feedback')).toHaveLength(before + 1);
      await fresh.close();
    });

    it('fetches its rules when the visitor first touches it, not with the page', async () => {
      const fresh = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
      const fetched: string[] = [];
      fresh.on('request', (request) => {
        if (SCHEMAS_CHUNK.test(request.url())) fetched.push(request.url());
      });
      const form = await openFormAt(fresh, paths.feedback, 'Feedback form');
      await serverPicture(fresh).waitFor({ state: 'detached' });
      await fresh.waitForLoadState('networkidle');
      expect(fetched).toEqual([]);
      const firstName = control(form, 'First name');
      await firstName.tap();
      await expect.poll(() => fetched.length).toBe(1);
      await firstName.blur();
      await expect.poll(() => fieldMessage(firstName)).toBe('First name is required');
      await fresh.close();
    });

    it("posts without its rules when they cannot load, and shows the server's messages under the fields", async () => {
      const before = (await readRecords(app, 'feedback')).length;
      const { fresh, form, field } = await formWithHeldRules(Promise.resolve('fail'));
      await form.locator('button[type=submit]').tap();
      await form.getByRole('alert').waitFor();
      expect(await form.getByRole('alert').textContent()).toBe(msg.invalidRequest);
      expect(await fieldMessage(field('First name'))).toBe('First name is required');
      await fillByLabel(form, valid);
      await form.locator('button[type=submit]').tap();
      await form.getByRole('status').waitFor();
      expect(await readRecords(app, 'feedback')).toHaveLength(before + 1);
      await fresh.close();
    });
  },
});
