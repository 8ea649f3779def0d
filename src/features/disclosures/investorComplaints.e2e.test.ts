// /investor-complaints (docs/contract.md §12): complaints posted from the site and the desk, worked
// on the desk with the server's clock moved past two month ends, then the page read like a visitor
// reads it, on a phone and a desktop: the right numbers, axe clean, tables scrolling in their box.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addAccount } from '../../../server/desk/accounts';
import { TEST_SCRYPT_COST } from '../../../server/testing/staffCost';
import { lastDayOf, monthOf, monthStart, formatMonth } from '../../../server/disclosures/istMonths';
import { validComplaint } from '../../../server/testing/payloads';
import {
  openPage,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
} from '../../../tests/support/browser';
import { app, browser, setUpE2e } from '../../../tests/support/fixture';
import { expectSoundLayout } from '../../../tests/support/layout';
import { api } from '../../contract/api';
import { istDay } from '../../contract/deadlines';
import { deskApi, type QueueRecord } from '../../contract/desk';
import { CLIENT_HEADER, KIOSK_CLIENT } from '../../contract/kiosk';
import { paths } from '../../contract/routes';
import { formatDay } from './complaintTables';

const PASSWORD = 'a long enough pass phrase';
const DAY = 86_400_000;

let offset = 0;
const now = () => new Date(Date.now() + offset);
let received: number;

async function call(path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) {
  const { json, cookie, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  if (cookie) headers.set('Cookie', cookie);
  const res = await fetch(app.baseUrl + path, {
    ...rest,
    headers,
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Signs in afresh: moving the clock by weeks ends any earlier session. */
async function signIn(): Promise<string> {
  const res = await fetch(app.baseUrl + deskApi.session, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'meera', password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** Closes a complaint on the desk, at the server's current (moved) time. */
async function closeOnDesk(complainNo: string): Promise<void> {
  const cookie = await signIn();
  const record = (await call(deskApi.record('complaints', complainNo), {
    cookie,
  })) as unknown as QueueRecord;
  await call(deskApi.record('complaints', complainNo), {
    method: 'PATCH',
    cookie,
    json: { status: 'Closed', note: 'Resolved with the client', version: record.version },
  });
}

async function postComplaint(department: string, headers: Record<string, string> = {}) {
  const body = await call(api.complain, {
    method: 'POST',
    headers,
    json: { ...validComplaint, department },
  });
  return (body.data as { complainNo: string }).complainNo;
}

setUpE2e(undefined, async () => ({ now }));
beforeAll(async () => {
  await addAccount(
    app.store,
    now(),
    {
      username: 'meera',
      roles: ['grievance'],
      password: PASSWORD,
    },
    TEST_SCRYPT_COST,
  );
  const web = await postComplaint('Back Office');
  await postComplaint('IT', { [CLIENT_HEADER]: KIOSK_CLIENT });
  await postComplaint('DP');
  const scores = (await call(deskApi.queue('complaints'), {
    method: 'POST',
    cookie: await signIn(),
    json: {
      ...validComplaint,
      department: 'Back Office',
      source: 'SCORES',
      scoresNo: 'SEBIE/MH26/0000042/1',
      scoresForwardedOn: istDay(now()),
    },
  })) as { data: QueueRecord };
  const first = await app.store.complaint.findBy('complainNo', web);
  received = monthOf(Date.parse(first!.createdAt));

  await closeOnDesk(web); // resolved the month it came
  offset = monthStart(received + 1) + 3 * DAY - Date.now();
  await closeOnDesk(scores.data.key); // carried forward, resolved the next month
  // Two month ends later: the month after the complaints came is the last closed one.
  offset = monthStart(received + 2) + 3_600_000 - Date.now();
  // The server reads the records again at a month's end by a timer on the real clock, which the
  // moved clock skips; a request after the jump starts that read (and is itself answered with the
  // month read before). Once it is done the page finds the month, as a visitor would an hour on.
  await vi.waitFor(
    async () => {
      const { data } = (await call(api.investorComplaints())) as { data: { months: string[] } };
      expect(data.months[0]).toBe(formatMonth(received + 1));
    },
    { timeout: 20_000, interval: 200 },
  );
});

/** Table 1 of the page: the complaints received and resolved in the month shown. */
const TABLE1 = 'Table 1: Data for the month';

/** The cells of one row of a table, found by the table's caption and the row's first words. */
async function cells(page: Page, table: string, row: string): Promise<string[]> {
  const found = page.getByRole('table', { name: table }).getByRole('row', { name: row });
  return (await found.locator('td').allTextContents()).map((t) => t.trim());
}

describe('investor complaints data on a phone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    await page.goto(paths.investorComplaints);
  });

  it('shows the last closed month, its end date and when it was computed', async () => {
    const heading = `Data for the month ending ${formatDay(lastDayOf(received + 1), 'en')}`;
    await page.getByRole('heading', { name: heading }).waitFor();
    await page.getByText(/Computed from our complaint records on/).waitFor();
    expect(await page.getByRole('combobox', { name: 'Month' }).inputValue()).toBe(
      formatMonth(received + 1),
    );
  });

  it('reads the carried-forward and resolved complaints of that month', async () => {
    // The kiosk complaint stayed open; the SCORES one was resolved 3 days into the month.
    const direct = await cells(page, TABLE1, 'Directly from investors');
    expect(direct).toEqual(['1', 'Directly from investors', '1', '0', '1', '0', '1', '0', 'NA']);
    const scores = await cells(page, TABLE1, 'SEBI (SCORES)');
    expect(scores.slice(0, 8)).toEqual(['2', 'SEBI (SCORES)', '1', '0', '1', '1', '0', '0']);
    expect(await cells(page, TABLE1, 'Grand total')).toEqual(
      expect.arrayContaining(['Grand total']),
    );
    const dp = 'Data for the month (depository participant)';
    expect((await cells(page, dp, 'Grand total')).slice(2, 6)).toEqual(['1', '0', '1', '0']);
  });

  it('switches to the month the complaints came in', async () => {
    await page.getByRole('combobox', { name: 'Month' }).selectOption(formatMonth(received));
    const heading = `Data for the month ending ${formatDay(lastDayOf(received), 'en')}`;
    await page.getByRole('heading', { name: heading }).waitFor();
    // Web and kiosk received, the web one resolved the same day (0 days).
    const direct = await cells(page, TABLE1, 'Directly from investors');
    expect(direct).toEqual(['1', 'Directly from investors', '0', '2', '2', '1', '1', '0', '0']);
    const total = await cells(page, TABLE1, 'Grand total');
    expect(total.slice(2, 8)).toEqual(['0', '3', '3', '1', '2', '0']);
  });

  it('is axe clean, keeps the page within 390 px and lets the tables scroll in their box', async () => {
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectSoundLayout(page, 'investor complaints at 390 px');
    const scrolls = await page
      .getByRole('group', { name: TABLE1 })
      .evaluate((box) => box.scrollWidth > box.clientWidth);
    expect(scrolls).toBe(true);
    await screenshot(page, 'investor-complaints-390');
  });

  it('is linked from the footer', async () => {
    const link = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Investor Complaints Data' });
    expect(await link.getAttribute('href')).toBe(paths.investorComplaints);
  });
});

describe('investor complaints data on a desktop', () => {
  it('shows the broker and depository tables, axe clean', async () => {
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    await page.goto(paths.investorComplaints);
    await page
      .getByRole('table', { name: 'Table 3: Trend of annual disposal of complaints' })
      .waitFor();
    expect(await page.getByRole('table').count()).toBe(4);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectSoundLayout(page, 'investor complaints at 1440 px');
    await screenshot(page, 'investor-complaints-1440');
  });
});
