// Steps shared by the end-to-end tests of the visitor forms (contact, complaint, feedback,
// withdrawal, freeze): fill by label, read the message under a field, watch the banner, and read
// or break the store's writes.
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { BANNER_CLEAR_MS, KIOSK_MIN_TARGET_PX } from '../../src/contract/limits';
import type { RequestKindName } from '../../src/contract/requests';
import { COLLECTIONS, type Collection } from '../../server/store/types';
import {
  appDrawn,
  installClock,
  runClockFor,
  saveScreenshot,
  screenshot,
  seriousAxeViolations,
  type AxeViolation,
} from './browser';
import { desktopPage } from './fixture';
import type { RunningApp } from './server';

export { screenshotViewport } from './browser';

/** The collections the visitor forms write to: the request kinds' (src/contract/requests). */
export type SubmissionKind = RequestKindName;

/** The records of one collection, oldest first, as the server's store holds them now. */
export async function readRecords(
  app: RunningApp,
  kind: SubmissionKind,
): Promise<Record<string, unknown>[]> {
  const { data } = await app.store[kind].list({ sort: 'oldest' });
  return data as object[] as Record<string, unknown>[];
}

/**
 * Makes every write of `kind` fail until restored, on the embedded engine the browser tests run
 * on: the kind's folder is set aside and a file put in its place, so the journal's checkpoint
 * cannot write the kind's month file, and from then on the engine refuses the kind's commits
 * (503) and keeps nothing of them (docs/storage.md, The journal). The checkpoint is made to find
 * it at once: the newest record of the kind is written again unchanged (the suite's earlier tests
 * stored one). chmod cannot do it (the tests run as root). Restoring puts the folder back
 * unchanged, and the next checkpoint writes what was waiting.
 */
export async function breakSubmissions(
  app: RunningApp,
  kind: SubmissionKind,
): Promise<() => Promise<void>> {
  const folder = join(app.dataDir, 'submissions', COLLECTIONS[kind].name);
  const aside = `${folder}.aside`;
  // No checkpoint may be writing the folder while it moves (a full run's failures: one half done
  // in the folder found it gone, and the store refused the update below with that error). Once
  // this one is over, the next has nothing to write until the update below.
  await app.store.checkpoint();
  const existed = await rename(folder, aside).then(
    () => true,
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return false;
      throw err;
    },
  );
  await writeFile(folder, 'not a folder');
  const collection = app.store[kind] as unknown as Collection<object, string>;
  const newest = (await collection.list({ sort: 'newest', limit: 1 })).data[0];
  if (!newest) throw new Error(`breakSubmissions: no ${kind} record to write again`);
  await collection.update(newest.id, newest.version, (record) => record);
  const health = () =>
    app.store.health().then(
      () => 'healthy',
      () => 'refusing',
    );
  await expect.poll(health, { timeout: 10_000 }).toBe('refusing');
  return async () => {
    await rm(folder, { force: true });
    if (existed) await rename(aside, folder);
    await expect.poll(health, { timeout: 10_000 }).toBe('healthy');
  };
}

/** Goes to `path` and waits for the form named `name` (its aria-label); answers the form. */
export async function openFormAt(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path);
  const form = page.getByRole('form', { name });
  await form.waitFor();
  // Live: a tap on the server's picture before the app has taken it over reaches no handler (an
  // empty submit once showed no message on a loaded machine).
  await appDrawn(page);
  return form;
}

/**
 * The control labelled exactly `label` (the required mark is aria-hidden, so not part of the name):
 * a text box, or a combobox (a select, or an input with suggestions).
 */
export const control = (scope: Locator, label: string): Locator =>
  scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }));

/** Fills controls by their label: a select gets the option, anything else the text. */
export async function fillByLabel(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const target = control(scope, label);
    const tag = await target.evaluate((el) => el.tagName);
    if (tag === 'SELECT') await target.selectOption(value);
    else await target.fill(value);
  }
}

/**
 * The message on screen under a control, found the way a screen reader finds it (the control's
 * aria-describedby), exactly as written: leading spaces included. `null` when there is none.
 */
export function fieldMessage(control: Locator): Promise<string | null> {
  return control.evaluate((el) => {
    for (const id of (el.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
      const node = id ? document.getElementById(id) : null;
      if (node?.dataset.part === 'error-text') return node.textContent;
    }
    return null;
  });
}

/**
 * A control's border read against the site's colour tokens: `'grey'` at rest, `'red'` when
 * invalid (the form's own look, src/components/form/controlStyle.ts), or else the colour itself.
 */
export function borderTone(control: Locator): Promise<string> {
  return control.evaluate((el) => {
    const probe = document.body.appendChild(document.createElement('div'));
    const colour = (token: string) => {
      probe.style.color = `var(--chakra-colors-${token})`;
      return getComputedStyle(probe).color;
    };
    const tones = { grey: colour('gray-400'), red: colour('red-600') };
    probe.remove();
    const border = getComputedStyle(el).borderTopColor;
    return Object.entries(tones).find(([, value]) => value === border)?.[0] ?? border;
  });
}

/** Moves focus into `control` and out of it with the keyboard, as a visitor tabbing through does. */
export async function tabThrough(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Tab');
}

/**
 * On a fresh desktop page at `path`, the form named `name` sets the controls `left` and `right`
 * side by side in one row (two columns); saves screenshots/<shot>.png.
 */
export async function expectTwoColumnsOnDesktop(
  path: string,
  name: string,
  [left, right]: [string, string],
  shot: string,
): Promise<void> {
  const desktop = await desktopPage(path);
  const wide = desktop.getByRole('form', { name });
  const first = await control(wide, left).boundingBox();
  const second = await control(wide, right).boundingBox();
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width);
  await screenshot(desktop, shot);
  await desktop.context().close();
}

/** Every input, select, textarea and button of `scope` is at least 48 px tall (kiosk, phones). */
export async function expectTouchSized(scope: Locator): Promise<void> {
  const heights = await scope
    .locator('input:not([type=hidden]), select, textarea, button[type=submit]')
    .evaluateAll((els) =>
      els.map((el) => [
        el.getAttribute('name') ?? el.textContent,
        el.getBoundingClientRect().height,
      ]),
    );
  expect(heights.length).toBeGreaterThan(0);
  for (const [name, height] of heights) {
    expect(height, `${String(name)} is ${String(height)} px tall`).toBeGreaterThanOrEqual(
      KIOSK_MIN_TARGET_PX,
    );
  }
}

/**
 * Records, in the page itself, when each banner (an element with data-status and role status or
 * alert) appears and goes (removed, or faded out of view), so that its lifetime is measured exactly however slow the test is; and
 * installs the page's clock (installClock), so bannerLifetime and expectBannerKept jump over the
 * banner's seconds. Call before the page is opened.
 */
export async function recordBanners(page: Page): Promise<void> {
  await installClock(page);
  await page.addInitScript(() => {
    type Entry = { el: Element; text: string; shown: number; gone?: number };
    const log: Entry[] = [];
    (window as unknown as { __banners: Entry[] }).__banners = log;
    const selector = '[data-status][role=status], [data-status][role=alert]';
    new MutationObserver(() => {
      const now = performance.now();
      const present = new Set(Array.from(document.querySelectorAll(selector)));
      for (const el of present) {
        if (!log.some((e) => e.el === el)) log.push({ el, text: el.textContent ?? '', shown: now });
      }
      for (const e of log) if (e.gone === undefined && !present.has(e.el)) e.gone = now;
      // A banner leaves the screen by losing its role and data-status (StatusBanner, faded).
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role', 'data-status'],
    });
  });
}

/** The page's log (recordBanners) of the last banner whose text includes `text`. */
function bannerEntry(page: Page, text: string) {
  return page.evaluate((t) => {
    const log = (
      window as unknown as { __banners: { text: string; shown: number; gone?: number }[] }
    ).__banners;
    const entry = log.filter((e) => e.text.includes(t)).at(-1);
    return (
      entry && { shown: entry.shown, gone: entry.gone, shownFor: performance.now() - entry.shown }
    );
  }, text);
}

/**
 * How far short of BANNER_CLEAR_MS bannerLifetime's jump lands: the banner's last half second, its
 * clearing, runs in the page's own time, so the page records it exactly, as without the jump.
 */
const REAL_TIME_BEFORE_CLEAR_MS = 500;

/**
 * Waits for `banner` with `text`, then for it to clear; returns how long it was on screen (ms),
 * as recorded in the page (see recordBanners). The page's clock jumps to half a second before the
 * banner is due to clear instead of the test waiting for it.
 */
export async function bannerLifetime(banner: Locator, text: string): Promise<number> {
  await banner.waitFor({ state: 'visible' });
  expect(await banner.textContent()).toContain(text);
  const page = banner.page();
  const shown = await bannerEntry(page, text);
  const jump = BANNER_CLEAR_MS - REAL_TIME_BEFORE_CLEAR_MS - (shown?.shownFor ?? 0);
  await runClockFor(page, Math.max(0, jump));
  await banner.waitFor({ state: 'detached', timeout: BANNER_CLEAR_MS + 3000 });
  const entry = await bannerEntry(page, text);
  return entry?.gone === undefined ? Number.NaN : entry.gone - entry.shown;
}

/**
 * A banner that stays (a kept failure): still on screen, unchanged, after the page's clock has
 * run well past BANNER_CLEAR_MS (recordBanners installed it; the test does not wait it out).
 */
export async function expectBannerKept(banner: Locator): Promise<void> {
  const text = await banner.textContent();
  await runClockFor(banner.page(), BANNER_CLEAR_MS + 500);
  expect(await banner.isVisible()).toBe(true);
  expect(await banner.textContent()).toBe(text);
}

/**
 * Asserts a banner stayed for about BANNER_CLEAR_MS. The page starts the banner's timer when it
 * sets the banner, and a busy machine may draw it a little later (2,896 ms measured under load),
 * so the lower bound allows half a second: a banner cleared at once, or never, still fails.
 */
export function expectAboutBannerTime(ms: number): void {
  expect(ms).toBeGreaterThan(BANNER_CLEAR_MS - 500);
  expect(ms).toBeLessThan(BANNER_CLEAR_MS + 500);
}

/** The value of every control of `scope` (to check a form was reset). */
export function controlValues(scope: Locator): Promise<string[]> {
  return scope
    .locator('input:not([type=hidden]), select, textarea')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
}

/**
 * Saves a screenshot of just `target` (a form, a dialog) to screenshots/<name>.png, full size
 * (saveScreenshot: with SCREENSHOTS=1 only).
 */
export const screenshotOf = (target: Locator, name: string): Promise<void> =>
  saveScreenshot(name, (path) => target.screenshot({ path }));

/**
 * Serious or critical axe violations on elements inside `scope` (e.g. 'main' or '[role=dialog]'):
 * what a feature's own test answers for; the site chrome has its own tests.
 */
export async function seriousAxeViolationsWithin(
  page: Page,
  scope: string,
): Promise<AxeViolation[]> {
  const found: AxeViolation[] = [];
  for (const v of await seriousAxeViolations(page)) {
    const nodes = [];
    for (const node of v.nodes) {
      const inside = await page
        .locator(node.target.join(' '))
        .first()
        .evaluate((el, sel) => Boolean(el.closest(sel)), scope)
        .catch(() => true);
      if (inside) nodes.push(node);
    }
    if (nodes.length) found.push({ ...v, nodes });
  }
  return found;
}

/**
 * Waits until the finite CSS animations in `target` (e.g. a dialog's opening zoom and backdrop
 * fade) have finished; endless ones (a blinking link) and cancelled ones are ignored.
 */
export async function settled(target: Locator): Promise<void> {
  await target.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        // Only those that end in time: not the endless ones, nor those a scroll drives (the
        // tables' scroll cue), whose end is a scroll position.
        .filter((a) => {
          const end = a.effect?.getComputedTiming().endTime;
          return typeof end === 'number' && Number.isFinite(end);
        })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
