// Every desk screen as each role sees it (issue 38): what visitors wrote in Hindi and Gujarati is
// drawn in fonts that have its letters (not as empty boxes), and axe finds nothing on any screen,
// colour contrast included (the "Register a complaint" button's white words stood on no colour).
import type { Locator, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  validComplaint,
  validFeedback,
  validQuickContact,
  validStopTrade,
  validWithdrawal,
} from '../../../server/testing/payloads';
import { api } from '../../contract/api';
import { STAFF_ROLES, type StaffRole } from '../../contract/desk';
import { axeViolations, openInApp, openPage, saveScreenshot } from '../../../tests/support/browser';
import { app, browser, setUpE2e } from '../../../tests/support/fixture';
import { dataDirWithStaff, openDeskSection, signedInToDesk } from '../../../tests/support/staff';

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
  await visitor.request.post(api.withdraw, { data: validWithdrawal });
  await visitor.request.post(api.feedback, { data: validFeedback });
  await visitor.request.post(api.quickConnect, { data: validQuickContact });
  await visitor.request.post(api.stopTrade, { data: validStopTrade });
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

/**
 * A desk path's screen: the part after /desk, every record's or item's own part as `*` (one record
 * page per queue, one editor per kind of content), `new` kept (the register form is its own screen).
 */
const screenOf = (path: string) =>
  path
    .split('/')
    .slice(2)
    .map((part, i) => (i === 0 || part === 'new' ? part : '*'))
    .join('/');

/**
 * The requests `page` has sent from now on and not yet had answered, the desk's event stream
 * aside (it stays open).
 */
function unanswered(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') open.add(request);
  });
  const answered = (request: Request) => open.delete(request);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return open;
}

/**
 * Waits until the desk's page has its heading, nothing of it is still loading and none of its
 * requests is unanswered: a screen reached in the desk keeps the last screen's rows until its own
 * arrive (useLoad), so its spinner alone does not say they are there.
 */
async function settled(page: Page, open: Set<Request>): Promise<void> {
  // Quiet twice in a row, polls apart: just after the move the last screen is still up, heading
  // and all, before the new one has asked for its code and its answers (a full run's axe check
  // met /desk/content between the two, with no heading at all).
  let quietPolls = 0;
  await expect
    .poll(
      async () => {
        // The answers' rows drawn: a frame after the last answer.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
        const quiet =
          open.size === 0 &&
          (await page.getByRole('img', { name: /^Loading/ }).count()) === 0 &&
          (await page.getByRole('heading', { level: 1 }).count()) > 0;
        quietPolls = quiet ? quietPolls + 1 : 0;
        return quietPolls;
      },
      { interval: 150 },
    )
    .toBeGreaterThanOrEqual(2);
  // A colour that fades as the screen changes (Chakra's transitions) is measured where it ends, as
  // a fresh load shows it.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );
}

describe.each(STAFF_ROLES)('every desk screen, signed in as %s', (role) => {
  it('has no axe violation, colour contrast included', async () => {
    const page = await signedInToDesk(role);
    const open = unanswered(page);
    // The pointer off the page, as a freshly loaded screen has it: left where the sign-in's button
    // was, it would hover whatever a later screen draws there (a queue's row, whose hover colour
    // is no screen's resting state).
    await page.mouse.move(-1, -1);
    // From the overview, every desk link the role's screens offer, one path per screen.
    const seen = new Set([screenOf('/desk')]);
    const screens = ['/desk'];
    const found: string[] = [];
    for (const path of screens) {
      // In the desk already running: the check is of each screen, not of the desk's first load.
      await openInApp(page, path);
      await settled(page, open);
      for (const v of await axeViolations(page)) {
        found.push(`${path} ${v.id} (${v.impact}): ${v.help} ${JSON.stringify(v.nodes)}`);
      }
      const links = await page
        .locator('a[href^="/desk"]:not([download])')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      for (const link of links) {
        if (link.startsWith('/desk/sign-in') || seen.has(screenOf(link))) continue;
        seen.add(screenOf(link));
        screens.push(link);
      }
    }
    expect(found).toEqual([]);
    await page.context().close();
    // A crawl of up to a dozen screens, each checked whole by axe, on a loaded 2-core machine.
  }, 600_000);
});
