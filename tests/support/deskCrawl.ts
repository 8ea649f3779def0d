// The walk through every desk screen a signed-in role reaches (issue 38, issue 45): the desk's
// axe sweep (src/features/desk/shell/deskScreens.e2e.test.ts) and the audit report
// (scripts/a11y-report.ts) check each screen it stops on.
import type { Page, Request } from 'playwright-core';
import { animationsEnded, openInApp } from './browser';

/**
 * A desk path's screen: the part after /desk, every record's or item's own part as `*` (one record
 * page per queue, one editor per kind of content), `new` kept (the register form is its own screen).
 */
export const screenOf = (path: string) =>
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

/** How long a screen may take to settle on a loaded 2-core machine. */
const SETTLE_MS = 30_000;

/**
 * Waits until the desk's page has its heading, nothing of it is still loading and none of its
 * requests is unanswered: a screen reached in the desk keeps the last screen's rows until its own
 * arrive (useLoad), so its spinner alone does not say they are there.
 */
async function screenSettled(page: Page, open: Set<Request>): Promise<void> {
  // Quiet twice in a row, polls apart: just after the move the last screen is still up, heading
  // and all, before the new one has asked for its code and its answers (a full run's axe check
  // met /desk/content between the two, with no heading at all).
  const deadline = Date.now() + SETTLE_MS;
  for (let quietPolls = 0; quietPolls < 2;) {
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle`);
    // The answers' rows drawn: a frame after the last answer.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    const quiet =
      open.size === 0 &&
      (await page.getByRole('img', { name: /^Loading/ }).count()) === 0 &&
      (await page.getByRole('heading', { level: 1 }).count()) > 0;
    quietPolls = quiet ? quietPolls + 1 : 0;
    await new Promise((done) => setTimeout(done, 150));
  }
  await animationsEnded(page);
}

/**
 * From the overview, opens every desk screen the signed-in `page`'s links lead to (one path per
 * screen, screenOf), each in the desk already running, and runs `check` on it once it has settled.
 */
export async function crawlDesk(page: Page, check: (path: string) => Promise<void>): Promise<void> {
  const open = unanswered(page);
  // The pointer off the page, as a freshly loaded screen has it: left where the sign-in's button
  // was, it would hover whatever a later screen draws there (a queue's row, whose hover colour
  // is no screen's resting state; the hovered row has its own test in contentDesk.e2e).
  await page.mouse.move(-1, -1);
  const seen = new Set([screenOf('/desk')]);
  const screens = ['/desk'];
  for (const path of screens) {
    // In the desk already running: the check is of each screen, not of the desk's first load.
    await openInApp(page, path);
    await screenSettled(page, open);
    await check(path);
    const links = await page
      .locator('a[href^="/desk"]:not([download])')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const link of links) {
      if (link.startsWith('/desk/sign-in') || seen.has(screenOf(link))) continue;
      seen.add(screenOf(link));
      screens.push(link);
    }
  }
}
