// /complains end to end: the complaint form and the complaint-number lookup, on a phone-sized
// touch screen, against the real server: the shared visitor-form checks plus the receipt and the
// lookup; staff change a status through the store as the desk does.
import type { Locator } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '../../contract/choices';
import { COMPLAINT_SCROLL_OFFSET_PX } from '../../contract/limits';
import { complaintRegistered, msg } from '../../contract/messages';
import { paths } from '../../contract/routes';
import { openPage, screenshot, VIEWPORTS } from '../../../tests/support/browser';
import { app, browser, page, setUpE2e } from '../../../tests/support/fixture';
import {
  bannerLifetime,
  control,
  controlValues,
  expectAboutBannerTime,
  fieldMessage,
  fillByLabel,
  openFormAt,
  readRecords,
  screenshotOf,
  screenshotViewport,
} from '../../../tests/support/forms';
import { keyTo, press } from '../../../tests/support/keyboard';
import { describeVisitorForm, formOnPage } from '../../../tests/support/visitorFormSuite';

const valid = {
  'First name': 'Anita',
  'Last name': 'Desai',
  'Email address': 'anita@example.com',
  'Mobile number': '9123456780',
  Department: 'DP',
  Address: '12 MG Road, Pune',
  'Your complaint': 'My DP statement for March did not arrive.',
};

let complainNo = '';
const lookup = () => page.getByRole('region', { name: 'Track your complaint' });
const lookupInput = () => lookup().getByRole('textbox', { name: 'Complaint number' });
const lookupResult = () => lookup().getByTestId('complaint-status');

async function checkStatus(no: string): Promise<Locator> {
  await lookupInput().fill(no);
  await lookup().getByRole('button', { name: 'Check status' }).tap();
  const result = lookupResult();
  await result.waitFor();
  return result;
}

/** A staff member's status change, through the server's store as the desk makes it. */
async function setStatus(no: string, status: string): Promise<void> {
  const record = await app.store.complaint.findBy('complainNo', no);
  if (!record) throw new Error(`no complaint ${no}`);
  await app.store.complaint.update(record.id, record.version, (current) => ({
    ...current,
    status,
    history: [
      ...current.history,
      { by: 'e2e', at: new Date().toISOString(), from: current.status, to: status },
    ],
  }));
}

const complaintForm = formOnPage(paths.complaints, 'Complaint form');

setUpE2e(VIEWPORTS.phone);
beforeAll(() =>
  page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl }),
);

describeVisitorForm({
  title: '/complains: the complaint form',
  shot: 'complaints-390',
  ...complaintForm,
  kind: 'complaint',
  mobileNumber: 'Mobile number',
  email: { label: 'Email address', invalid: 'anita@' },
  controls: {
    'First name': { autocomplete: 'given-name' },
  },
  rules: [
    ['First name', 'A', 'First name must be at least 2 characters'],
    ['First name', 'Abcdefghijklmnopqrstuvwxyz', 'First name cannot exceed 25 characters'],
    ['First name', 'Anit4', 'First name must contain only letters'],
    ['Last name', 'D', 'Last name must be at least 2 characters'],
    ['Last name', 'Abcdefghijklmnopqrstuvwxyz', 'Last name cannot exceed 25 characters'],
    ['Last name', 'D3sai', 'Last name must contain only letters'],
    ['Address', 'Pune', 'Address must be at least 5 characters'],
    ['Address', 'x'.repeat(101), 'Address cannot exceed 100 characters'],
    ['Your complaint', 'Late', 'Complaint must be at least 5 characters'],
  ],
  required: {
    'First name': 'First name is required',
    'Last name': 'Last name is required',
    'Email address': 'Email is required',
    'Mobile number': 'Contact number is required',
    Department: 'Department is required',
    Address: 'Address is required',
    'Your complaint': 'Complaint is required',
  },
  valid,
  failedSave: 'clears',
  // docs/contract.md §4 keeps only feedback and withdraw errors on screen.
  serverGone: {
    banner: 'clears',
    then: async () => {
      const result = await checkStatus(complainNo);
      await expect.poll(() => result.textContent()).toMatch(/could not reach our server/);
    },
  },
  accepted: (form) => {
    const field = (label: string) => control(form(), label);

    it('is titled Support / Query and scrolls to 650 px shortly after it opens', async () => {
      await complaintForm.open();
      // The scroll is checked on a visit in a tab of its own: in the suite's shared tab the router
      // restores the position the earlier tests left on this address, racing the page's scroll.
      const visit = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
      await openFormAt(visit, paths.complaints, 'Complaint form');
      expect(await visit.getByRole('heading', { level: 1 }).textContent()).toBe('Support / Query');
      await expect
        .poll(() => visit.evaluate(() => window.scrollY))
        .toBe(COMPLAINT_SCROLL_OFFSET_PX);
      await visit.context().close();
    });

    it("offers the departments after the blank 'select option'", async () => {
      const options = field('Department').locator('option');
      expect(await options.allTextContents()).toEqual(['select option', ...DEPARTMENTS]);
      expect(await options.first().getAttribute('value')).toBe('');
      await screenshot(page, 'complaints-390-empty');
    });

    it('puts the lookup box beside the form on a desktop', async () => {
      const desktop = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
      await desktop.goto(paths.complaints);
      const wideForm = await desktop.getByRole('form', { name: 'Complaint form' }).boundingBox();
      const box = await desktop.getByRole('region', { name: 'Track your complaint' }).boundingBox();
      expect(box!.x).toBeGreaterThan(wideForm!.x + wideForm!.width);
      await screenshot(desktop, 'complaints-1440');
      await desktop.context().close();
    });

    it('registers a valid complaint: number shown with a copy button, green banner, reset, record on disk', async () => {
      await fillByLabel(form(), valid);
      await form().locator('button[type=submit]').tap();
      const banner = form().getByRole('status');
      const receipt = page.getByRole('region', { name: 'Complaint registered' });
      await receipt.waitFor();
      complainNo = (await receipt.getByTestId('complaint-number').textContent()) ?? '';
      expect(complainNo).toMatch(/^CMP-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(await banner.textContent()).toBe(complaintRegistered(complainNo));
      // Measured while the checks below run; its clock jump comes after the banner's text is read.
      const lifetime = bannerLifetime(banner, 'Your complaint has been registered.');
      expect(await controlValues(form())).toEqual(['', '', '', '', '', '', '']);
      // The receipt is brought into view and takes focus: the visitor sees the number at once.
      await expect.poll(() => receipt.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await receipt.isVisible()).toBe(true);
      // Its copy button's code, fetched as the form was sent, is in once the receipt shows.
      await receipt.getByRole('button', { name: 'Copy number' }).waitFor();
      await screenshotOf(receipt, 'complaints-390-receipt');
      await screenshotViewport(page, 'complaints-390-registered');

      expectAboutBannerTime(await lifetime);
      // The number stays after the 3-second banner has gone.
      expect(await receipt.getByTestId('complaint-number').textContent()).toBe(complainNo);

      const records = await readRecords(app, 'complaint');
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        fName: 'Anita',
        lName: 'Desai',
        email: 'anita@example.com',
        contactNo: '9123456780',
        department: 'DP',
        address: '12 MG Road, Pune',
        complain: 'My DP statement for March did not arrive.',
        complainNo,
        status: 'Open',
      });
    });

    it('copies the complaint number to the clipboard', async () => {
      const receipt = page.getByRole('region', { name: 'Complaint registered' });
      await receipt.getByRole('button', { name: 'Copy number' }).tap();
      await receipt.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(complainNo);
    });

    it("keeps the number on screen without a copy button when the button's code cannot load", async () => {
      const visit = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
      const asked: string[] = [];
      await visit.route('**/assets/CopyNumberButton-*.js', (route) => {
        asked.push(route.request().url());
        return route.abort();
      });
      const visitForm = await openFormAt(visit, paths.complaints, 'Complaint form');
      // A first visit does not fetch it: only sending a complaint does.
      expect(asked).toEqual([]);
      await fillByLabel(visitForm, { ...valid, 'First name': 'Ravi' });
      await visitForm.locator('button[type=submit]').tap();
      const receipt = visit.getByRole('region', { name: 'Complaint registered' });
      await receipt.waitFor();
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      const number = (await receipt.getByTestId('complaint-number').textContent()) ?? '';
      expect(number).toMatch(/^CMP-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(await receipt.getByRole('button', { name: 'Check its status' }).isVisible()).toBe(
        true,
      );
      expect(await receipt.getByRole('button', { name: 'Copy number' }).count()).toBe(0);
      const records = await readRecords(app, 'complaint');
      expect(records.find((r) => r.complainNo === number)).toMatchObject({ fName: 'Ravi' });
      await visit.context().close();
    });

    describe('/complains: the complaint-number lookup', () => {
      it("looks up the new complaint from the receipt: a neutral alert 'is currently open. We…' with the name", async () => {
        const receipt = page.getByRole('region', { name: 'Complaint registered' });
        await receipt.getByRole('button', { name: 'Check its status' }).tap();
        const result = lookupResult();
        await result.waitFor();
        expect(await lookupInput().inputValue()).toBe(complainNo);
        // An open complaint is no error: neither the alert's tone nor its colour says so.
        expect(await result.getAttribute('data-status')).toBe('neutral');
        const [red, green, blue] = (
          await result.evaluate((el) => getComputedStyle(el).backgroundColor)
        )
          .match(/\d+/g)!
          .map(Number);
        // A grey panel: Chakra's neutral alert (its red one is rgb(254, 226, 226)).
        expect(Math.max(red!, green!, blue!) - Math.min(red!, green!, blue!)).toBeLessThan(8);
        expect(await result.textContent()).toContain(
          `Dear Anita Desai, your complaint ${complainNo} is currently open. We will start working on it soon.`,
        );
        await screenshotOf(lookup(), 'complaints-390-lookup-open');
      });

      it("shows In Process (set by staff in the data file) as an info alert 'is currently in process'", async () => {
        await setStatus(complainNo, 'In Process');
        const result = await checkStatus(complainNo);
        await expect.poll(() => result.getAttribute('data-status')).toBe('info');
        expect(await result.textContent()).toContain(
          `Dear Anita Desai, your complaint ${complainNo} is currently in process`,
        );
      });

      it("shows Closed as a success alert 'is closed'", async () => {
        await setStatus(complainNo, 'Closed');
        const result = await checkStatus(complainNo);
        await expect.poll(() => result.getAttribute('data-status')).toBe('success');
        expect(await result.textContent()).toContain(
          `Dear Anita Desai, your complaint ${complainNo} is closed`,
        );
        await screenshotOf(lookup(), 'complaints-390-lookup-closed');
      });

      it('finds a number typed in lower case with spaces', async () => {
        const result = await checkStatus(` ${complainNo.toLowerCase()} `);
        await expect.poll(() => result.getAttribute('data-status')).toBe('success');
      });

      it('is used with the keyboard alone: back to the number by Shift+Tab, typed, Enter on Check status', async () => {
        const check = lookup().getByRole('button', { name: 'Check status' });
        await keyTo(page, lookupInput(), { key: 'Shift+Tab', max: 120 });
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(complainNo);
        await keyTo(page, check, { max: 3 });
        await press(page, 'Enter');
        await expect
          .poll(() => lookupResult().textContent())
          .toContain(`your complaint ${complainNo} is closed`);
      });

      it('says clearly when no complaint has that number', async () => {
        const result = await checkStatus('CMP-0000-0000');
        await expect.poll(() => result.textContent()).toContain(msg.complaintNotFound);
        expect(await result.textContent()).not.toContain('Dear');
        await screenshotOf(lookup(), 'complaints-390-lookup-not-found');
      });

      it('asks for a number when the box is empty', async () => {
        await lookupInput().fill('');
        await lookup().getByRole('button', { name: 'Check status' }).tap();
        // The rules load on the form's first touch: the message comes once they have run.
        await expect
          .poll(() => fieldMessage(lookupInput()))
          .toBe('Please enter your complaint number');
      });

      it('the investor proves a one-time code, reads the officer’s reply, rates the resolution and attaches a PDF', async () => {
        // The officer's reply, as the desk's 'Send reply to the investor' stores it.
        const record = (await app.store.complaint.findBy('complainNo', complainNo))!;
        await app.store.complaint.update(record.id, record.version, (current) => ({
          ...current,
          replies: [
            {
              from: 'firm',
              by: 'meera',
              at: new Date().toISOString(),
              text: 'Your DP statement was re-sent on 2 April.',
            },
          ],
        }));
        await checkStatus(complainNo);
        const panel = lookup().getByRole('region', { name: 'Talk to our grievance officer' });
        await panel.getByRole('button', { name: 'Send me a code' }).tap();
        await panel.getByText(/We have sent a one-time code to a•••@example\.com, •••80/).waitFor();
        const code = (await app.store.outbox.about('complaints', record.id))
          .filter((m) => m.kind === 'complaintCode' && m.channel === 'email')
          .map((m) => (m.values as { code: string }).code)
          .at(-1)!;
        await panel.getByRole('textbox', { name: 'One-time code' }).fill(code);
        await panel.getByRole('button', { name: 'Confirm' }).tap();
        await panel.getByText('Your DP statement was re-sent on 2 April.').waitFor();
        expect(await panel.textContent()).not.toContain('meera');
        await panel.getByRole('radio', { name: '4 stars' }).tap();
        await panel.getByRole('textbox', { name: 'Comment (optional)' }).fill('Quick, thank you.');
        await panel.getByRole('button', { name: 'Send rating' }).tap();
        await panel.getByText('Your rating: 4 of 5').waitFor();
        const rated = await app.store.complaint.findBy('complainNo', complainNo);
        expect((rated as { rating?: object } | undefined)?.rating).toMatchObject({
          stars: 4,
          comment: 'Quick, thank you.',
        });
        // A PDF attached (docs/contract.md §7b): listed with its download link, on the record.
        const pdf = await PDFDocument.create();
        pdf.addPage([200, 200]).drawText('DP statement', { x: 20, y: 100 });
        await panel.getByLabel('File to attach').setInputFiles({
          name: 'dp-statement.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(await pdf.save()),
        });
        await panel.getByRole('button', { name: 'Attach file' }).tap();
        await panel.getByText('Your file has been attached.', { exact: false }).waitFor();
        await panel.getByRole('link', { name: 'dp-statement.pdf' }).waitFor();
        const withFile = await app.store.complaint.findBy('complainNo', complainNo);
        expect((withFile as { attachments?: object[] } | undefined)?.attachments).toEqual([
          expect.objectContaining({ name: 'dp-statement.pdf', type: 'application/pdf' }),
        ]);
        await screenshotOf(lookup(), 'complaints-390-lookup-voice');
      });
    });
  },
});
