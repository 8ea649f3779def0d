// The app draws a page once (docs/performance.md): what arrives after its first render (the
// content list the shell loads at start, the language made active, a screen's English part) draws
// only what shows it, never the whole page again, which on a phone is one long task; nor does the
// start make the browser restyle the whole page; a carousel advance draws the two slides that
// move and the next one, whose picture it fetches. React calls its DevTools hook after every
// commit, in production builds too: the test counts there the components each commit drew.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../contract/api';
import { CAROUSEL_INTERVAL_MS } from '../contract/limits';
import { paths } from '../contract/routes';
import { openPage, VIEWPORTS } from '../../tests/support/browser';
import { app, browser, setUpE2e } from '../../tests/support/fixture';

setUpE2e();

interface Commit {
  /** Components drawn for the first time. */
  mounted: number;
  /** Components that were there and were drawn again. */
  drawnAgain: number;
  /** The carousel slides (their labels) that components drawn again stand in. */
  slides: string[];
}

/** Records, per commit, how many components React drew (window.__commits). */
function countCommits(): void {
  interface Fiber {
    type: unknown;
    alternate: Fiber | null;
    child: Fiber | null;
    return: Fiber | null;
    sibling: Fiber | null;
    memoizedProps: unknown;
    memoizedState: unknown;
    stateNode: unknown;
  }
  /** The slide the element a component is drawn in stands in. */
  const slideOf = (fiber: Fiber): string | null => {
    let node: Fiber | null = fiber;
    while (node && !(node.stateNode instanceof Element)) node = node.return;
    const element = node?.stateNode as Element | undefined;
    return element?.closest('[aria-roledescription="slide"]')?.getAttribute('aria-label') ?? null;
  };
  const commits: Commit[] = [];
  let before = new WeakSet<Fiber>();
  Object.assign(window, {
    __commits: commits,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        const commit: Commit = { mounted: 0, drawnAgain: 0, slides: [] };
        const now = new WeakSet<Fiber>();
        const stack: Fiber[] = root.current.child ? [root.current.child] : [];
        while (stack.length > 0) {
          const fiber = stack.pop()!;
          now.add(fiber);
          if (typeof fiber.type === 'function') {
            const old = fiber.alternate;
            if (!old) {
              if (!before.has(fiber)) commit.mounted++;
            }
            // A fiber kept from the last commit, or copied without being drawn, has the props
            // and state it had.
            else if (
              !before.has(fiber) &&
              (old.memoizedProps !== fiber.memoizedProps ||
                old.memoizedState !== fiber.memoizedState)
            ) {
              commit.drawnAgain++;
              const slide = slideOf(fiber);
              if (slide !== null && !commit.slides.includes(slide)) commit.slides.push(slide);
            }
          }
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
        before = now;
        commits.push(commit);
      },
    },
  });
}

/**
 * Counts writes of an `lang` attribute (window.__langWrites): each, even of the value already
 * there, makes the browser restyle every element below it (`:lang`).
 */
function countLangWrites(): void {
  const writes = { count: 0 };
  Object.assign(window, { __langWrites: writes });
  new MutationObserver((records) => (writes.count += records.length)).observe(document, {
    subtree: true,
    attributeFilter: ['lang'],
  });
}

/** The page's requests to its own server that have not ended, kept up to date. */
function ownRequestsOpen(page: Page): Set<Request> {
  const open = new Set<Request>();
  const own = (request: Request) => new URL(request.url()).origin === new URL(app.baseUrl).origin;
  page.on('request', (request) => {
    if (own(request)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

/** How long nothing may happen before a page counts as settled. */
const QUIET_MS = 500;

/**
 * Resolves once the page has asked its server for nothing and React has committed nothing for
 * QUIET_MS: all its arrival set off is drawn. Not Playwright's `networkidle`, which also waits on
 * the ticker's frame, and under a held page clock now and then never came.
 */
async function settled(page: Page, asking: Set<Request>): Promise<void> {
  const commitCount = () =>
    page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits.length);
  let before = -1;
  for (;;) {
    const now = await commitCount();
    if (now === before && asking.size === 0) return;
    before = now;
    await page.waitForTimeout(QUIET_MS);
  }
}

/** `path` loaded on a phone with the page's timers stopped, its content list arrived. */
async function commitsOf(path: string): Promise<{ page: Page; commits: Commit[] }> {
  const page = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
  await page.addInitScript(countCommits);
  await page.addInitScript(countLangWrites);
  // Nothing the page times (the popup's phases, the carousel) draws anything meanwhile.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const contentList = page.waitForResponse((r) => new URL(r.url()).pathname === api.contents);
  const asking = ownRequestsOpen(page);
  await page.goto(path);
  await contentList;
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(page, asking);
  const commits = await page.evaluate(
    () => (window as unknown as { __commits: Commit[] }).__commits,
  );
  return { page, commits };
}

/** The components a page's first render mounts, in all its commits: about ±40 % of its count. */
const MOUNTED_RANGE: Record<string, [number, number]> = {
  [paths.home]: [250, 530],
  [paths.contactUs]: [180, 380],
};

describe('a page is drawn once', () => {
  it.each([paths.home, paths.contactUs])(
    '%s: nothing after the first render draws the page again or restyles it',
    async (path) => {
      const { page, commits } = await commitsOf(path);
      // The first render mounts the whole page: hundreds of components (376 on `/` and 267 on
      // `/contact-us` when this was written, since the public pages draw with Panda's static CSS,
      // without Chakra's wrappers). Taking the server's picture over, React commits it in a few
      // parts, the shell and each Suspense boundary. Mounted twice in all, the page would be over
      // its range's top: a page that grows for good moves its range.
      const mounted = commits.reduce((sum, commit) => sum + commit.mounted, 0);
      const [least, most] = MOUNTED_RANGE[path]!;
      expect(mounted).toBeGreaterThan(least);
      expect(mounted).toBeLessThan(most);
      // No commit draws the page again: the content list's arrival and the active language drew
      // it again, 400 to 900 components with Chakra's wrappers.
      expect(commits.map((c) => c.drawnAgain).filter((n) => n >= 100)).toEqual([]);
      // Nor does anything make the browser restyle the page: the English page's language made
      // active wrote `<html lang="en">` again.
      const langWrites = await page.evaluate(
        () => (window as unknown as { __langWrites: { count: number } }).__langWrites.count,
      );
      expect(langWrites).toBe(0);
      await page.context().close();
    },
  );

  it('/: the carousel advance draws the slide that leaves and the one that comes, not every slide', async () => {
    const { page } = await commitsOf(paths.home);
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Away from the carousel, which pauses under the pointer.
    await page.mouse.move(5, page.viewportSize()!.height - 5);
    const slides = page.locator('[aria-roledescription="slide"]');
    const slideCount = await slides.count();
    expect(slideCount).toBeGreaterThan(2);
    const before = await page.evaluate(
      () => (window as unknown as { __commits: Commit[] }).__commits.length,
    );
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => slides.nth(1).getAttribute('aria-hidden')).toBe('false');
    const advance = await page.evaluate(
      (from) => (window as unknown as { __commits: Commit[] }).__commits.slice(from),
      before,
    );
    // With six slides, every slide's parts drew again (85 components); now the two that change
    // do, and the one after, whose picture is fetched ahead (BannerCarousel).
    expect(advance.flatMap((c) => c.slides).sort()).toEqual([
      `1 of ${slideCount}`,
      `2 of ${slideCount}`,
      `3 of ${slideCount}`,
    ]);
    await page.context().close();
  });
});
