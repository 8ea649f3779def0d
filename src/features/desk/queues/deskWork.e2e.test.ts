// The desk at work, in Chromium against the real server (docs/contract.md §11): a grievance
// officer works a complaint posted from the public site and the visitor's lookup follows each
// change at once; operations sees a freeze request arrive without reloading and marks it frozen;
// the auditor reads both in the audit log with PII masked; an admin manages staff accounts; and
// the desk's main tasks are done with the keyboard alone (issue 45).
// The accounts are made with the staff CLI on the test's data dir before the server opens it
// (the embedded engine locks its folder): there is no default account.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { validComplaint, validStopTrade } from '../../../../server/testing/payloads';
import { api } from '../../../contract/api';
import { deskApi, deskMsg, type StaffRole } from '../../../contract/desk';
import { complaintStatusPhrase } from '../../../contract/messages';
import { istDay } from '../../../contract/deadlines';
import { paths } from '../../../contract/routes';
import { keepOpen, openPage, screenshot, VIEWPORTS } from '../../../../tests/support/browser';
import { app, browser, desktopPage, setUpE2e } from '../../../../tests/support/fixture';
import { postToEveryQueue } from '../../../../tests/support/deskQueues';
import { control } from '../../../../tests/support/forms';
import { completeByKeyboard, keyTo, press, walkTabOrder } from '../../../../tests/support/keyboard';
import {
  dataDirWithStaff,
  openDeskSection,
  PASSWORD,
  signedInToDesk,
} from '../../../../tests/support/staff';
import { enrolIfRequired, unusedCode } from '../../../../server/testing/twoFactor';
import { addAccount } from '../../../../server/desk/accounts';
import { deskClient } from '../../../../server/testing/deskClient';
import { TEST_SCRYPT_COST } from '../../../../server/testing/staffCost';
import { siteDeskApi, type SiteSectionDetail } from '../../../contract/siteDesk';
import { roleHint } from '../shell/access';

const STAFF = {
  meera: 'grievance',
  ravi: 'operations',
  audrey: 'auditor',
  root: 'admin',
  cora: 'content',
} as const;
let complainNo: string;
/** The complaint registered from SCORES (issue 43), moved to SMART ODR after. */
let scoresComplaint = '';
let ackNo: string;
const desks: Partial<Record<keyof typeof STAFF, Page>> = {};

const DAY = 24 * 60 * 60_000;
/** The approver's change of the first client bank account (the keyboard's maker–checker). */
const IFSC = 'HDFC0009999';
/** Sent before the desk existed (the old file layout, no status), and long past their limits. */
const OLD_FREEZE = 'FRZ-OLD0-0001';
const OLD_COMPLAINT = 'CMP-OLD0-0001';

async function writeOldSubmissions(dir: string) {
  const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
  await mkdir(join(dir, 'submissions'), { recursive: true });
  const file = (name: string, record: object) =>
    writeFile(join(dir, 'submissions', `${name}.json`), JSON.stringify({ records: [record] }));
  await file('stop-trade', {
    id: 'old-freeze',
    // Overdue whatever the day the suite runs: received 2 days ago on a Sunday afternoon was a
    // Friday after the close, due at Monday's open, not yet overdue (freezeDueAt).
    receivedAt: ago(10),
    ackNo: OLD_FREEZE,
    ...validStopTrade,
  });
  await file('complaints', {
    id: 'old-complaint',
    receivedAt: ago(25),
    complainNo: OLD_COMPLAINT,
    status: 'Open',
    ...validComplaint,
    fName: 'Vikram',
    lName: 'Shah',
  });
}

setUpE2e(undefined, async () => ({
  dataDir: await dataDirWithStaff(STAFF, writeOldSubmissions),
}));
beforeAll(async () => {
  const visitor = await openPage(browser, app.baseUrl);
  const posted = await visitor.request.post(api.complain, { data: validComplaint });
  complainNo = ((await posted.json()) as { data: { complainNo: string } }).data.complainNo;
  // Something in every queue, for the screens; the freeze request is posted by its own test.
  await postToEveryQueue(visitor, { freeze: false });
  await visitor.context().close();
});

/** Full-page screenshots at 1440 and 1024 px wide (a desk PC and a tablet on its side). */
async function shoot(page: Page, name: string) {
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 1024, height: 768 });
  await screenshot(page, `${name}-1024`);
  await page.setViewportSize(VIEWPORTS.desktop.viewport);
}

/** `username`'s desk, at `section` when one is named. */
async function signIn(username: keyof typeof STAFF, section?: string): Promise<Page> {
  // Each staff member's page is kept for the describe's later tests (keepOpen).
  const page = keepOpen(await signedInToDesk(username));
  desks[username] = page;
  if (section) await openDeskSection(page, section);
  return page;
}

/** Opens `key`'s record from the queue table on `page`. */
async function openRecord(page: Page, key: string) {
  await page.getByRole('table').getByRole('link', { name: key }).click();
  await page.getByRole('heading', { level: 1, name: key }).waitFor();
}

async function publicLookup(number = complainNo): Promise<string> {
  const visitor = await desktopPage();
  await visitor.goto(paths.complaints);
  const lookup = visitor.getByRole('region', { name: 'Track your complaint' });
  await lookup.getByRole('textbox', { name: 'Complaint number' }).fill(number);
  await lookup.getByRole('button', { name: 'Check status' }).click();
  const text = (await lookup.getByTestId('complaint-status').textContent()) ?? '';
  await visitor.context().close();
  return text;
}

async function changeStatus(page: Page, status: string, note: string) {
  const form = page.getByRole('form', { name: 'Change status' });
  await form.getByLabel('New status').selectOption(status);
  if (note) await form.getByRole('textbox').fill(note);
  await form.getByRole('button', { name: 'Save status' }).click();
}

describe('the sign-in page', () => {
  it('gives one message for a wrong password and for an account that does not exist', async () => {
    const page = await desktopPage();
    await page.goto('/desk');
    for (const username of ['meera', 'nobody-here']) {
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill('not the password at all');
      // Each refusal is awaited: the password hash is slow on purpose (and slower on a busy machine).
      const answered = page.waitForResponse((r) => r.url().endsWith(deskApi.session), {
        timeout: 30_000,
      });
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect((await answered).status()).toBe(401);
      await page.getByRole('alert').getByText(deskMsg.signInFailed).waitFor();
    }
    await shoot(page, 'desk-sign-in-error');
    await page.context().close();
  });
});

describe('a grievance officer at the desk', () => {
  it('signs in and finds the complaint in the queue', async () => {
    const page = await signIn('meera');
    await shoot(page, 'desk-home');
    await page.getByRole('link', { name: 'Complaints: 1 overdue' }).waitFor();
    await openDeskSection(page, 'Complaints');
    // The status filter (the public pages' select, its `sm` size from Panda's static CSS) is as
    // tall as the search box beside it (Chakra's runtime): Chakra's `sm`, 2.25rem.
    const heightOf = (control: Locator) =>
      control.evaluate((el) => el.getBoundingClientRect().height);
    const filters = page.getByRole('search');
    expect(await heightOf(filters.getByRole('combobox', { name: 'Status' }))).toBe(36);
    expect(await heightOf(filters.getByRole('searchbox'))).toBe(36);
    // Overdue first; the table is worked with the keyboard: Tab reaches each number, Enter opens.
    const first = page.getByRole('table').getByRole('row').nth(1);
    await first.getByText(/^Overdue by 4 d/).waitFor();
    await first.getByRole('link', { name: OLD_COMPLAINT }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: OLD_COMPLAINT }).waitFor();
    await page.goBack();
    await page.getByRole('table').getByRole('link', { name: OLD_COMPLAINT }).waitFor();
    await page.getByRole('searchbox').fill(complainNo);
    await page.getByRole('button', { name: 'Search' }).click();
    // The filtered list has replaced the full one once the overdue complaint is gone from it.
    await page
      .getByRole('table')
      .getByRole('link', { name: OLD_COMPLAINT })
      .waitFor({ state: 'detached' });
    const link = page.getByRole('table').getByRole('link', { name: complainNo });
    await link.waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(2);
    await link.click();
    await page.getByRole('heading', { level: 1, name: complainNo }).waitFor();
  });

  it('moves it to In Process, and the public lookup says so at once', async () => {
    const page = desks.meera!;
    await changeStatus(page, 'In Process', '');
    await page.getByText('Open → In Process').waitFor();
    expect(await publicLookup()).toContain(complaintStatusPhrase.inProcess);
  });

  it('closes it with a resolution note, and the lookup shows it closed', async () => {
    const page = desks.meera!;
    await changeStatus(page, 'Closed', '');
    await page.getByRole('alert').getByText(deskMsg.noteRequired).waitFor();
    await changeStatus(page, 'Closed', 'Contract note re-sent by e-mail on request.');
    await page.getByText('In Process → Closed').waitFor();
    await page.getByText('Contract note re-sent by e-mail on request.').waitFor();
    // A closed complaint can only be reopened (docs/contract.md §11).
    const reopen = page.getByRole('form', { name: 'Change status' });
    await reopen.getByRole('heading', { name: 'Reopen the complaint' }).waitFor();
    expect(await reopen.getByLabel('New status').locator('option').allTextContents()).toEqual([
      'Open',
      'In Process',
    ]);
    await shoot(page, 'desk-record-complaint');
    expect(await publicLookup()).toContain(complaintStatusPhrase.closed);
  });

  it('registers a complaint received through SCORES, with its source', async () => {
    const page = desks.meera!;
    await openDeskSection(page, 'Complaints');
    await page.getByRole('link', { name: 'Register a complaint' }).click();
    const form = page.getByRole('form', { name: 'Register a complaint' });
    await form.getByRole('button', { name: 'Register complaint' }).click();
    // The same rules as the public form, plus the source. The rules load on the form's first
    // touch (docs/performance.md), so the field is marked once they have run, not at the click.
    await expect
      .poll(() => control(form, 'Received through').getAttribute('aria-invalid'))
      .toBe('true');
    await shoot(page, 'desk-register-complaint');
    await control(form, 'Received through').selectOption('SCORES');
    await control(form, 'First name').fill('Ravi');
    await control(form, 'Last name').fill('Kumar');
    await control(form, 'Email address').fill('ravi.kumar@example.in');
    await control(form, 'Mobile number').fill('9812345678');
    await control(form, 'Department').selectOption('Back Office');
    await control(form, 'Address').fill('4 Park Street, Kolkata 700016');
    await control(form, 'Complaint').fill('SCORES ref SEBIE/2026/1234: dividend not credited.');
    // SCORES brings its registration number and the day it forwarded the complaint (issue 43).
    await form.getByRole('button', { name: 'Register complaint' }).click();
    await expect
      .poll(() => control(form, 'SCORES registration number').getAttribute('aria-invalid'))
      .toBe('true');
    await control(form, 'SCORES registration number').fill('SEBIE/WB26/0001234/1');
    await control(form, 'Forwarded by SCORES on').fill(istDay(new Date(Date.now() - 3 * DAY)));
    await form.getByRole('button', { name: 'Register complaint' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^CMP/ });
    await heading.waitFor();
    scoresComplaint = (await heading.textContent()) ?? '';
    const details = page.getByRole('region', { name: 'Details' });
    await details.getByText('SCORES', { exact: true }).waitFor();
    await details.getByText('SEBIE/WB26/0001234/1').waitFor();
    // Both clocks: the firm's 21 days from now, SCORES' from its forwarding day.
    const clocks = page.getByRole('region', { name: 'Clocks' });
    await clocks.getByText('Firm (21 days)').waitFor();
    await clocks.getByText('SCORES (21 days)').waitFor();
    await openDeskSection(page, 'Complaints');
    await page.getByRole('table').getByRole('cell', { name: 'SCORES', exact: true }).waitFor();
  });

  it('moves the SCORES complaint to SMART ODR: both clocks stop, the ODR task opens, the lookup says so', async () => {
    const page = desks.meera!;
    await openRecord(page, scoresComplaint);
    const form = page.getByRole('form', { name: 'Change status' });
    await form.getByLabel('New status').selectOption('Moved to ODR');
    await form.getByRole('button', { name: 'Save status' }).click();
    await form.getByRole('alert').getByText(deskMsg.odrCaseNoInvalid).waitFor();
    await form.getByLabel('SMART ODR case number').fill('ODR/2026/000321');
    await form.getByRole('button', { name: 'Save status' }).click();
    await page.getByText('Open → Moved to ODR').waitFor();
    const clocks = page.getByRole('region', { name: 'Clocks and SMART ODR' });
    await clocks.getByText(/ODR\/2026\/000321/).waitFor();
    expect(await clocks.getByText('stopped').count()).toBe(2);
    const task = page.getByRole('form', { name: 'ODR task' });
    await task.getByLabel('Our participation').selectOption('Participating');
    await task.getByRole('button', { name: 'Save ODR task' }).click();
    await expect
      .poll(() => task.getByLabel('Our participation').inputValue())
      .toBe('Participating');
    await shoot(page, 'desk-record-odr');
    expect(await publicLookup(scoresComplaint)).toContain('SMART ODR');
    await openDeskSection(page, 'Complaints');
  });

  it('finds complaints by words of their text and of a staff note', async () => {
    const page = desks.meera!;
    await openDeskSection(page, 'Complaints');
    const box = page.getByRole('searchbox');
    expect(await box.getAttribute('placeholder')).toBe('Number, name, e-mail, phone, text or note');
    const table = page.getByRole('table');
    const search = async (q: string) => {
      await box.fill(q);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === q);
    };
    const rows = async () => (await table.getByRole('row').count()) - 1;
    // The posted and the old complaint say 'My contract note … has not arrived'; the one from
    // SCORES is about a dividend.
    // (Three rows before the search, two after it.)
    await search('contract note');
    await expect.poll(rows, { timeout: 15_000 }).toBe(2);
    await table.getByRole('link', { name: complainNo }).waitFor();
    await table.getByRole('link', { name: OLD_COMPLAINT }).waitFor();
    // The closing note of the complaint worked above.
    await search('RE-SENT BY E-MAIL');
    await expect.poll(rows, { timeout: 15_000 }).toBe(1);
    await table.getByRole('link', { name: complainNo }).waitFor();
    await shoot(page, 'desk-search-note');
  });
});

describe('operations at the desk', () => {
  it('sees a freeze request posted on the public site appear without reloading', async () => {
    const page = await signIn('ravi', 'Freeze requests');
    const table = page.getByRole('table', { name: 'Records' });
    await table.getByRole('link', { name: OLD_FREEZE }).waitFor();
    expect(await page.title()).toMatch(/^Freeze requests/);
    const posted = await page.request.post(api.stopTrade, { data: validStopTrade });
    ackNo = ((await posted.json()) as { data: { ackNo: string } }).data.ackNo;
    await table.getByRole('link', { name: ackNo }).waitFor();
    await page.waitForFunction(() => document.title.startsWith('(1) Freeze requests'));
    // Overdue first, with how late it is; the new one after it with its own clock (15 minutes in
    // trading hours, else the next open).
    const rows = table.getByRole('row');
    await rows
      .nth(1)
      .getByText(/^Overdue by /)
      .waitFor();
    expect(await rows.nth(1).getByRole('link').textContent()).toBe(OLD_FREEZE);
    await rows
      .nth(2)
      .getByText(/ left$|^Overdue by/)
      .waitFor();
    await shoot(page, 'desk-queue-freeze');
  });

  it('marks it Frozen with the time the account was frozen; Rejected would ask for a reason', async () => {
    const page = desks.ravi!;
    await openRecord(page, ackNo);
    const form = page.getByRole('form', { name: 'Change status' });
    await form.getByLabel('New status').selectOption('Rejected');
    await form.getByText('Reason for rejecting').waitFor();
    await form.getByLabel('New status').selectOption('Frozen');
    const frozenAt = form.getByLabel('Account frozen at (IST)');
    expect(await frozenAt.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await shoot(page, 'desk-record-freeze');
    await form.getByRole('button', { name: 'Save status' }).click();
    await page.getByText('Received → Frozen').waitFor();
    expect(await page.getByRole('form', { name: 'Change status' }).count()).toBe(0);
  });
});

describe('the auditor', () => {
  it('sees both actions in the audit log, with a verified chain', async () => {
    const page = await signIn('audrey');
    await shoot(page, 'desk-home-auditor');
    await openDeskSection(page, 'Audit log');
    await page.getByTestId('audit-chain').getByText('Hash chain verified').waitFor();
    const filter = page.getByRole('search', { name: 'Filter the audit log' });
    await filter.getByLabel('Action').selectOption('status change');
    await filter.getByRole('button', { name: 'Apply' }).click();
    const table = page.getByRole('table', { name: 'Audit entries' });
    // The filtered page has arrived once only status changes are listed: header + 4 changes (the
    // SCORES complaint's move to ODR among them).
    await expect
      .poll(async () => (await table.getByRole('cell', { name: 'view record' }).count()) === 0)
      .toBe(true);
    expect(await table.getByRole('row').count()).toBe(5);
    expect(await table.getByText(`freeze-requests/${ackNo}`).count()).toBe(1);
    expect(await table.getByText(`complaints/${complainNo}`).count()).toBe(2);
    expect(await table.getByText(`complaints/${scoresComplaint}`).count()).toBe(1);
    await table.getByText('Open → Moved to ODR').waitFor();
    await table.getByText('Received → Frozen').waitFor();
    await table.getByText('In Process → Closed').waitFor();
    await shoot(page, 'desk-audit');
  });

  it('reads every queue and record with PII masked, and changes nothing', async () => {
    const page = desks.audrey!;
    for (const name of ['Complaints', 'Freeze requests', 'Withdrawals', 'Feedback', 'Messages']) {
      await openDeskSection(page, name);
      await page.getByRole('table', { name: 'Records' }).waitFor();
      // The search box says what an auditor's search can find: what they see unmasked.
      expect(await page.getByRole('searchbox').getAttribute('placeholder')).toBe(
        'Reference, status, date (YYYY-MM-DD), text or note',
      );
      const slug = name.toLowerCase().replace(' ', '-');
      await shoot(page, `desk-queue-${slug}`);
    }
    await page.getByRole('table').getByRole('link').first().click();
    const details = page.getByRole('region', { name: 'Details' });
    await details.getByText('a•••@example.in').waitFor();
    await details.getByText('•••10').first().waitFor();
    expect(await details.getByText('asha.rao@example.in').count()).toBe(0);
    expect(await details.getByText('9876543210').count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Change status' }).count()).toBe(0);
    await shoot(page, 'desk-record-auditor');
  });
});

describe('an admin', () => {
  it('adds an account with roles and a 12+ character password, resets it and disables it', async () => {
    const page = await signIn('root', 'Staff accounts');
    const add = page.getByRole('form', { name: 'Add a staff account' });
    await add.getByLabel('Username').fill('neha');
    await add.getByLabel('First password').fill('too short');
    await add.getByRole('button', { name: 'Add account' }).click();
    await add.getByText(deskMsg.passwordTooShort).waitFor();
    await add.getByText(deskMsg.rolesInvalid).waitFor();
    await add.getByLabel('First password').fill('a first pass phrase');
    await add.getByRole('checkbox', { name: /^operations/ }).check();
    await add.getByRole('checkbox', { name: /^auditor/ }).check();
    await add.getByRole('button', { name: 'Add account' }).click();
    await page.getByRole('status').getByText('Account neha added.').waitFor();
    const row = page
      .getByRole('table', { name: 'Staff accounts' })
      .getByRole('row', { name: /neha/ });
    await row.getByText('operations').waitFor();

    await row.getByRole('button', { name: 'Reset password' }).click();
    const reset = page.getByRole('form', { name: 'Reset the password of neha' });
    await reset.getByLabel('New password for neha').fill('a second pass phrase');
    await shoot(page, 'desk-staff');
    await reset.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('The password of neha was reset').waitFor();

    await row.getByRole('button', { name: 'Disable' }).click();
    await row.getByRole('button', { name: 'Disable neha' }).click();
    await row.getByText('Disabled').waitFor();
    // The admin cannot lock themselves out.
    const own = page
      .getByRole('table', { name: 'Staff accounts' })
      .getByRole('row', { name: /root/ });
    expect(await own.getByRole('button', { name: 'Disable' }).count()).toBe(0);

    // A disabled account gets the same one message as a wrong password.
    const neha = await desktopPage();
    await neha.goto('/desk');
    await neha.getByLabel('Username').fill('neha');
    await neha.getByLabel('Password').fill('a second pass phrase');
    await neha.getByRole('button', { name: 'Sign in' }).click();
    await neha.getByRole('alert').getByText(deskMsg.signInFailed).waitFor();
    await neha.context().close();
  });

  it('sees a broken hash chain as an alert naming the entry where it breaks', async () => {
    const page = desks.root!;
    const [victim] = (await app.store.audit.list({ where: { action: 'status change' }, limit: 1 }))
      .data;
    await app.store.audit.update(victim!.id, victim!.version, (e) => ({ ...e, detail: 'edited' }));
    await openDeskSection(page, 'Audit log');
    const alert = page.getByRole('alert');
    await alert.getByText(`The audit log's hash chain is broken at entry ${victim!.seq}`).waitFor();
    await alert.getByText(`Entry ${victim!.seq} was altered.`, { exact: false }).waitFor();
    await shoot(page, 'desk-audit-broken');
  });
});

describe('the desk by keyboard alone', () => {
  /** Signs in on a fresh desk page with Tab, typing and Enter, the code too when it is asked. */
  async function signInByKeyboard(username: string): Promise<Page> {
    const page = await desktopPage('/desk');
    page.setDefaultTimeout(30_000);
    await completeByKeyboard(page, page.locator('form'), {
      Username: username,
      Password: PASSWORD,
    });
    const overview = page.getByRole('heading', { level: 1, name: 'Overview' });
    const code = page.getByRole('textbox', { name: 'Code' });
    await overview.or(code).waitFor();
    if (await code.isVisible()) {
      const typed = await unusedCode(`${app.baseUrl} ${username}`, app.now);
      await completeByKeyboard(page, page.locator('form'), { Code: typed });
    }
    await overview.waitFor();
    return page;
  }

  /** Tabs to `target` (each step's focus seen) and presses Enter on it. */
  async function enter(page: Page, target: Locator) {
    await keyTo(page, target);
    await press(page, 'Enter');
  }

  it('signs in, opens the queue and a complaint, changes its status, adds a note, replies, and publishes a content edit: no click', async () => {
    const visitor = await desktopPage();
    const posted = await visitor.request.post(api.complain, { data: validComplaint });
    const number = ((await posted.json()) as { data: { complainNo: string } }).data.complainNo;

    const desk = await signInByKeyboard('meera');
    const nav = desk.getByRole('navigation', { name: 'Desk' });
    await enter(desk, nav.getByRole('link', { name: 'Complaints', exact: true }));
    await desk.getByRole('heading', { level: 1, name: 'Complaints' }).waitFor();
    await enter(desk, desk.getByRole('table').getByRole('link', { name: number }));
    await desk.getByRole('heading', { level: 1, name: number }).waitFor();

    await completeByKeyboard(desk, desk.getByRole('form', { name: 'Change status' }), {
      'New status': 'In Process',
    });
    await desk.getByText('Open → In Process').waitFor();
    const note = 'Asked the back office for the contract note by phone.';
    await completeByKeyboard(desk, desk.getByRole('form', { name: 'Internal notes' }), {
      'New note': note,
    });
    await desk.getByRole('list', { name: 'Internal notes' }).getByText(note).waitFor();
    const reply = 'We have asked our back office to send your contract note again today.';
    await completeByKeyboard(desk, desk.getByRole('form', { name: 'Messages with the investor' }), {
      'Reply to the investor': reply,
    });
    await desk.getByRole('list', { name: 'Messages with the investor' }).getByText(reply).waitFor();
    await screenshot(desk, 'desk-keyboard-record-1440');

    // The content desk: a page's text changed in the rich-text editor, then published.
    const editor = await signInByKeyboard('cora');
    await enter(
      editor,
      editor
        .getByRole('navigation', { name: 'Desk' })
        .getByRole('link', { name: 'Content', exact: true }),
    );
    await enter(
      editor,
      editor
        .getByRole('navigation', { name: 'Kinds of content' })
        .getByRole('link', { name: 'Pages' }),
    );
    await enter(editor, editor.getByRole('link', { name: 'Company Profile' }));
    await keyTo(editor, editor.getByRole('textbox', { name: 'Page text' }));
    await editor.keyboard.press('ControlOrMeta+a');
    await editor.keyboard.type('Our head office is in Pune.');
    // Publish sits above the editor: Shift+Tab goes back to it, in the page's order.
    await keyTo(editor, editor.getByRole('button', { name: 'Publish' }), { key: 'Shift+Tab' });
    await press(editor, 'Enter');
    await editor.getByRole('status').getByText('Published. Visitors see it now.').waitFor();
    const site = await desktopPage(paths.cms('company-profile'));
    await site.getByText('Our head office is in Pune.').waitFor();
  }, 120_000); // Two sign-ins, each of which may wait for a fresh code step (30 s).

  it('every desk task: each screen from the navigation, its whole Tab order, then a staff account, an approval, a site data edit and a CSV export', async () => {
    // An admin who also approves and works the queues: every screen of the desk's navigation.
    const roles: StaffRole[] = ['admin', 'approver', 'grievance', 'operations'];
    await addAccount(
      app.store,
      new Date(),
      { username: 'chief', roles, password: PASSWORD },
      TEST_SCRYPT_COST,
    );
    await enrolIfRequired(app.store, 'chief', roles, new Date());
    // The maker's change, over the desk's API: an editor's new IFSC awaits an approver.
    const maker = deskClient(app.baseUrl, app.now);
    await maker.signIn('cora', PASSWORD);
    const section = siteDeskApi.section('bank-accounts');
    const opened = (await (await maker.call(section)).json()) as SiteSectionDetail;
    const rows = opened.form.rows.map((row, n) => (n === 0 ? { ...row, ifsc: IFSC } : row));
    const saved = await maker.call(section, {
      method: 'PUT',
      json: { form: { ...opened.form, rows }, basedOn: opened.versions[0]?.number ?? 0 },
    });
    const version = ((await saved.json()) as SiteSectionDetail).versions[0]!.number;
    const sent = await maker.call(siteDeskApi.publish('bank-accounts'), {
      method: 'POST',
      json: { version },
    });
    expect(sent.status).toBe(200);

    const desk = await signInByKeyboard('chief');
    const nav = desk.getByRole('navigation', { name: 'Desk' });
    const screens = await nav.getByRole('link').evaluateAll((links) =>
      links.map((a) => ({
        name: a.textContent?.trim() ?? '',
        path: new URL((a as HTMLAnchorElement).href).pathname,
      })),
    );
    expect(screens.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Complaints', 'Awaiting approval', 'Site data', 'Staff accounts']),
    );
    const heading = desk.getByRole('heading', { level: 1 });
    const found: string[] = [];
    let last = '';
    for (const { name, path } of screens) {
      // From the last screen's start, through the rest of its page (each focus seen) to the link.
      const link = nav.getByRole('link', { name, exact: true });
      await enter(desk, link).catch(async (e: Error) => {
        found.push(`on the way to ${name}: ${e.message.split('\n')[0]}`);
        await link.focus();
        await desk.keyboard.press('Enter');
      });
      await desk.waitForURL((url) => url.pathname === path);
      // The last screen stays until the new one's code and rows have come.
      await expect
        .poll(async () =>
          (await desk.getByRole('img', { name: /^Loading/ }).count()) === 0 &&
          (await heading.count()) === 1
            ? await heading.textContent()
            : last,
        )
        .not.toBe(last);
      last = (await heading.textContent()) ?? '';
      for (const problem of await walkTabOrder(desk)) found.push(`${name}: ${problem}`);
    }
    expect(found).toEqual([]);

    // A staff account with its roles (a role is a checkbox: Space).
    await enter(desk, nav.getByRole('link', { name: 'Staff accounts', exact: true }));
    await completeByKeyboard(desk, desk.getByRole('form', { name: 'Add a staff account' }), {
      Username: 'priya',
      'First password': PASSWORD,
      [`operations (${roleHint('operations')})`]: 'on',
      [`grievance (${roleHint('grievance')})`]: 'on',
    });
    await desk.getByRole('table').getByRole('row', { name: /priya/ }).waitFor();
    expect((await app.store.staffUsers.findBy('username', 'priya'))?.roles).toEqual([
      'grievance',
      'operations',
    ]);

    // The maker's change approved.
    await enter(desk, nav.getByRole('link', { name: 'Awaiting approval', exact: true }));
    await enter(desk, desk.getByRole('button', { name: 'Approve and publish' }));
    await desk
      .getByText('Client bank accounts: approved and published.', { exact: false })
      .waitFor();

    // A site data edit saved: the escalation matrix's second level gets a new phone.
    await enter(desk, nav.getByRole('link', { name: 'Site data', exact: true }));
    await enter(desk, desk.getByRole('main').getByRole('link', { name: 'Escalation matrix' }));
    await desk.getByRole('heading', { level: 1, name: 'Escalation matrix' }).waitFor();
    await keyTo(desk, desk.getByRole('group', { name: 'Level 2' }).getByLabel('Phone'));
    await desk.keyboard.press('ControlOrMeta+a');
    await desk.keyboard.type('+91 22 4000 7777');
    await keyTo(desk, desk.getByRole('button', { name: 'Save draft' }), { key: 'Shift+Tab' });
    await press(desk, 'Enter');
    await desk
      .getByRole('status')
      .getByText(/^Draft saved as version \d+\.$/)
      .waitFor();

    // A CSV export: the grievance dashboard's month.
    await enter(desk, nav.getByRole('link', { name: 'Grievance dashboard', exact: true }));
    await desk.getByRole('heading', { level: 1, name: 'Grievance dashboard' }).waitFor();
    const download = desk.waitForEvent('download');
    await enter(desk, desk.getByRole('main').getByRole('link', { name: 'Export CSV' }));
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  }, 600_000); // A sign-in, then a Tab walk of every screen, a stop at a time, on a busy machine.
});
