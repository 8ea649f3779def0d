// Every desk screen as each role sees it (issue 38): what visitors wrote in Hindi and Gujarati is
// drawn in fonts that have its letters (not as empty boxes), and axe finds nothing on any screen,
// colour contrast included (the "Register a complaint" button's white words stood on no colour).
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { validComplaint } from '../../../../server/testing/payloads';
import { api } from '../../../contract/api';
import { STAFF_ROLES, type StaffRole } from '../../../contract/desk';
import { axeViolations, openPage, saveScreenshot } from '../../../../tests/support/browser';
import { crawlDesk } from '../../../../tests/support/deskCrawl';
import { postToEveryQueue } from '../../../../tests/support/deskQueues';
import { app, browser, setUpE2e } from '../../../../tests/support/fixture';
import { dataDirWithStaff, openDeskSection, signedInToDesk } from '../../../../tests/support/staff';

/** One account per role, named after it. */
const STAFF = Object.fromEntries(STAFF_ROLES.map((role) => [role, role])) as Record<
  StaffRole,
  StaffRole
>;

const WRITTEN = [
  {
    script: 'Devanagari',
    family: 'Noto Sans Devanagari',
    fName: 'अनीता',
    lName: 'देसाई',
    complain: 'मार्च का डीपी स्टेटमेंट नहीं मिला। कृपया जाँच करें।',
  },
  {
    script: 'Gujarati',
    family: 'Noto Sans Gujarati',
    fName: 'કિરણ',
    lName: 'પટેલ',
    complain: 'મારું માર્ચનું ડીપી સ્ટેટમેન્ટ મળ્યું નથી. કૃપા કરીને તપાસો.',
  },
];

setUpE2e(undefined, async () => ({ dataDir: await dataDirWithStaff(STAFF) }));
const complaintNumbers: string[] = [];
beforeAll(async () => {
  const visitor = await openPage(browser, app.baseUrl);
  for (const { fName, lName, complain } of WRITTEN) {
    const posted = await visitor.request.post(api.complain, {
      data: { ...validComplaint, fName, lName, complain },
    });
    complaintNumbers.push(
      ((await posted.json()) as { data: { complainNo: string } }).data.complainNo,
    );
  }
  // Something in every queue, so that each queue's table and record page are screens to check.
  await postToEveryQueue(visitor);
  await visitor.context().close();
});

/**
 * The families of the fonts Chromium drew `element`'s text with (DevTools' platform fonts for the
 * node), other than Inter (the spaces): a letter no loaded font has is drawn as Inter's empty box.
 */
async function fontsDrawing(element: Locator): Promise<string[]> {
  const page = element.page();
  await element.evaluate((el) => el.setAttribute('data-font-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    await cdp.send('CSS.enable');
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return [...new Set(fonts.map((f) => f.familyName))].filter((f) => !f.startsWith('Inter'));
  } finally {
    await cdp.detach();
    await element.evaluate((el) => el.removeAttribute('data-font-probe'));
  }
}

/** Waits until `element`'s letters are drawn in `family` alone (its fonts arrive after the page). */
async function expectDrawnIn(element: Locator, family: string): Promise<void> {
  await element.waitFor();
  await expect.poll(() => fontsDrawing(element)).toEqual([family]);
}

describe('Hindi and Gujarati at the grievance desk', () => {
  it('draws the names and the complaint text in fonts that have their letters, in the queue and on the record page', async () => {
    const page = await signedInToDesk('grievance');
    await openDeskSection(page, 'Complaints');
    const table = page.getByRole('table');
    for (const { family, fName, lName, complain } of WRITTEN) {
      await expectDrawnIn(table.getByRole('cell', { name: `${fName} ${lName}` }), family);
      await expectDrawnIn(table.getByText(complain.slice(0, 12)), family);
    }
    await saveScreenshot('desk-fonts-queue', (path) => page.screenshot({ path }));

    for (const [i, { family, fName, complain }] of WRITTEN.entries()) {
      await table.getByRole('link', { name: complaintNumbers[i] }).click();
      await page.getByRole('heading', { level: 1, name: complaintNumbers[i] }).waitFor();
      await expectDrawnIn(page.getByText(fName, { exact: true }), family);
      await expectDrawnIn(page.getByText(complain, { exact: true }), family);
      await saveScreenshot(`desk-fonts-record-${i}`, (path) => page.screenshot({ path }));
      await page.goBack();
    }
    await page.context().close();
  });
});

describe.each(STAFF_ROLES)('every desk screen, signed in as %s', (role) => {
  it('has no axe violation of any impact (WCAG 2.0-2.2 A and AA, best practices), colour contrast included', async () => {
    const page = await signedInToDesk(role);
    const found: string[] = [];
    await crawlDesk(page, async (path) => {
      for (const v of await axeViolations(page)) {
        found.push(`${path} ${v.id} (${v.impact}): ${v.help} ${JSON.stringify(v.nodes)}`);
      }
    });
    expect(found).toEqual([]);
    await page.context().close();
    // A crawl of up to a dozen screens, each checked whole by axe, on a loaded 2-core machine.
  }, 600_000);
});
