import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE_MENU_DELAY_MS } from '../../contract/limits';
import { msg } from '../../contract/messages';
import { paths } from '../../contract/routes';
import { BLINK_FOR_MS } from '../../lib/useBlinkBeat';
import {
  appDrawn,
  holdFrames,
  holdRequests,
  openPage,
  screenshot,
  VIEWPORTS,
  withoutFirstAnswers,
} from '../../../tests/support/browser';
import { app, browser, setUpE2e } from '../../../tests/support/fixture';
import { focused, keyTo, press } from '../../../tests/support/keyboard';
import { seedSite as site } from '../../../tests/support/seed';

/** Waiting for a page's first render: generous, as e2e files run side by side on a small box. */
const FIRST_LOAD_MS = 20_000;
const CLOCK_START = Date.parse('2026-11-23T09:00:00+05:30');

setUpE2e();

/** A fresh page on an inner route (no home popup in the way), ready once the header is there. */
async function open(path: string = paths.contactUs, viewport = VIEWPORTS.desktop): Promise<Page> {
  const page = await openPage(browser, app.baseUrl, viewport);
  await page.goto(path);
  await page.getByRole('banner').waitFor({ timeout: FIRST_LOAD_MS });
  return page;
}

const header = (p: Page) => p.getByRole('banner');
const mainNav = (p: Page) => p.getByRole('navigation', { name: 'Main', exact: true });

describe('header', () => {
  it('shows the top bar: hours, phone, e-mail, Support Live, E-voting, sign-in and the freeze link', async () => {
    const page = await open();
    const top = header(page);
    await expect(top.getByText(site.contact.hours).isVisible()).resolves.toBe(true);
    expect(
      await top.getByRole('link', { name: site.contact.phoneDisplay }).getAttribute('href'),
    ).toBe(`tel:${site.contact.phone}`);
    expect(
      await top.getByRole('link', { name: site.contact.supportEmail }).getAttribute('href'),
    ).toBe(`mailto:${site.contact.supportEmail}`);
    const supportLive = top.getByRole('link', { name: site.topBar.supportLive.label });
    expect(await supportLive.getAttribute('href')).toBe(paths.downloads);
    for (const link of [site.topBar.eVoting, site.topBar.signIn]) {
      const a = top.getByRole('link', { name: link.label, exact: true });
      expect(await a.getAttribute('href')).toBe(link.href);
      expect(await a.getAttribute('target')).toBe('_blank');
      expect(await a.getAttribute('rel')).toContain('noopener');
    }
    await expect(
      top.getByRole('button', { name: site.topBar.freeze.label }).isVisible(),
    ).resolves.toBe(true);
    await page.context().close();
  });

  it('makes Support Live and the red freeze link blink for 5 s, and stops them under reduced motion', async () => {
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    // The page's clock held: the beat moves only when the test moves it.
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 1000);
    await page.goto(paths.contactUs);
    await appDrawn(page);
    // The beat and both colours in one read, so they are of one moment: read one after the other,
    // a colour once came out lit just after the beat was read as stopped (a loaded machine).
    // Under reduced motion every change of style is a 0.01 ms transition (themeConfig.ts
    // globalCss), which the page's held clock never lets end: the links' transitions are ended
    // before the read, as a person sees them at once (read during one, the stopped beat's link
    // still showed the lit colour).
    const look = () =>
      header(page).evaluate(
        (banner, names) => {
          const named = (selector: string, name: string) =>
            [...banner.querySelectorAll<HTMLElement>(selector)].find(
              (el) => el.textContent?.trim() === name,
            )!;
          const live = named('a', names.live);
          const freeze = named('button', names.freeze);
          for (const el of [live, freeze]) {
            for (const a of el.getAnimations()) if (a instanceof CSSTransition) a.finish();
          }
          return {
            beat: document.documentElement.dataset.blink ?? null,
            live: getComputedStyle(live).color,
            freeze: getComputedStyle(freeze).backgroundColor,
          };
        },
        { live: site.topBar.supportLive.label, freeze: site.topBar.freeze.label },
      );
    await expect.poll(async () => (await look()).beat).toBe('lit');
    const lit = await look();
    await page.clock.runFor(800);
    const dim = await look();
    expect(dim.beat).toBe('dim');
    expect(dim.live).not.toBe(lit.live);
    expect(dim.freeze).not.toBe(lit.freeze);
    await page.clock.runFor(700);
    expect(await look()).toEqual(lit);
    // Red: the red channel dominates the freeze link's background, lit or dim.
    for (const { freeze } of [lit, dim]) {
      const [r, g, b] = freeze.match(/\d+/g)!.map(Number);
      expect(r).toBeGreaterThan(g! * 2);
      expect(r).toBeGreaterThan(b! * 2);
    }
    // No endless animation, which the browser would draw at every frame (docs/performance.md).
    const endless = () =>
      page.evaluate(
        () =>
          document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime === Infinity)
            .length,
      );
    expect(await endless()).toBe(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(async () => (await look()).beat).toBeNull();
    const still = await look();
    expect(still.beat).toBeNull();
    expect(still.live).not.toBe(lit.live);
    expect(still.live).not.toBe(dim.live);
    await page.clock.runFor(3000);
    expect(await look()).toEqual(still);

    // WCAG 2.2.2 (issue 45): blinking longer than 5 s must be stoppable; the beat stops by itself
    // at 5 s (here started again as the visitor no longer asks for less motion), the links back
    // in their own colours.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(async () => (await look()).beat).toBe('lit');
    await page.clock.runFor(BLINK_FOR_MS - 100);
    expect((await look()).beat).not.toBeNull();
    await page.clock.runFor(100);
    expect(await look()).toEqual(still);
    await page.context().close();
  });

  it('shows the logo, the firm and the three trading buttons as external links', async () => {
    const page = await open();
    const home = header(page).getByRole('link', { name: `${site.firm.name} – home` });
    expect(await home.getAttribute('href')).toBe('/');
    await expect(header(page).getByText(site.firm.legalName).isVisible()).resolves.toBe(true);
    expect(site.headerButtons.map((b) => b.label)).toEqual([
      'Activate Dormant A/C',
      'Trade Net',
      'New Trade Net',
    ]);
    for (const button of site.headerButtons) {
      const a = header(page).getByRole('link', { name: button.label, exact: true });
      await expect(a.isVisible()).resolves.toBe(true);
      expect(await a.getAttribute('href')).toBe(button.href);
      expect(await a.getAttribute('target')).toBe('_blank');
    }
    await page.context().close();
  });

  it('has the six menus, and one opens on click and follows an item to its page', async () => {
    const page = await open();
    const triggers = mainNav(page).getByRole('button');
    expect(await triggers.allInnerTexts()).toEqual([
      'About us',
      'Services',
      'Markets',
      'Research & Knowledge',
      'Payment/Withdraw Funds',
      'Contact Us',
    ]);
    await mainNav(page).getByRole('button', { name: 'Contact Us' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const contactItems = site.menus.find((g) => g.label === 'Contact Us')!.items;
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(
      contactItems.map((i) => i.label),
    );
    for (const label of [
      'Contact Details',
      'Open An Account',
      'Partner With Us',
      'Support / Query',
    ]) {
      expect(contactItems.some((i) => i.label === label)).toBe(true);
    }
    await screenshot(page, 'layout-menu-open-1440');
    await menu.getByRole('menuitem', { name: 'Support / Query' }).click();
    await page.waitForURL((url) => url.pathname === paths.complaints);
    await menu.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('opens a menu from the keyboard (Enter, then Space) and follows an item with Enter', async () => {
    const page = await open();
    // The server's picture is inert until the app takes it over: nothing in it takes focus (in a
    // full run the focus and the Enter landed on it and the menu never opened).
    await appDrawn(page);
    // Fresh page, no pointer over the bar: the dropdown code loads when the trigger gets focus.
    const markets = mainNav(page).getByRole('button', { name: 'Markets' });
    await markets.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    // The menu hands the focus back to its trigger a frame after it hides (in a loaded CI run the
    // read came before that frame), so the check waits for it as a person's next key would.
    // Where the focus is otherwise, so that a failure says it (CI once saw it not come back).
    const focusOnMarkets = () =>
      markets.evaluate((el) => {
        const at = document.activeElement;
        if (at === el) return 'on Markets';
        return `on ${at?.tagName ?? 'nothing'} #${at?.id ?? ''} "${at?.textContent?.slice(0, 30) ?? ''}"${at?.closest('[hidden]') ? ' (hidden)' : ''}; Markets expanded=${el.getAttribute('aria-expanded')}`;
      });
    await expect.poll(focusOnMarkets).toBe('on Markets');

    await page.keyboard.press('Space');
    await menu.waitFor();
    const items = site.menus.find((g) => g.label === 'Markets')!.items;
    const target = items.findIndex((i) => i.href === paths.stockMarket);
    expect(target).toBeGreaterThanOrEqual(0);
    // As a person does, keys go on once the open menu has taken the focus (it takes it a frame
    // after it shows). Arrow keys move through the items; Enter follows the highlighted one.
    await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Home');
    for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
    const item = menu.getByRole('menuitem', { name: items[target]!.label });
    await expect.poll(() => item.getAttribute('data-highlighted')).not.toBeNull();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === paths.stockMarket);
    await page.context().close();
  });

  /**
   * Focuses Markets, has `openWithFramesHeld` open its menu with the page's frames held back (a busy
   * device draws its next frame late: the menu takes the focus and sets up its own Escape listener
   * on that frame), and presses Escape before the frame. The menu closes, the focus on its trigger.
   */
  async function escapeBeforeTheMenusFrame(
    page: Page,
    openWithFramesHeld: () => Promise<() => Promise<void>>,
  ) {
    const markets = mainNav(page).getByRole('button', { name: 'Markets' });
    await markets.focus();
    const releaseFrames = await openWithFramesHeld();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await releaseFrames();
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => markets.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  }

  it('hands the focus back to the trigger on an Escape that comes before the menu has taken it', async () => {
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    const releaseCode = await holdRequests(page, /\/assets\/NavMenu-[^/]*\.js$/);
    await page.goto(paths.contactUs);
    await appDrawn(page);
    // A keyboard visitor quicker than the dropdown code: Enter on the stand-in opens the menu when
    // the code arrives (a full CI run lost the focus so).
    await escapeBeforeTheMenusFrame(page, async () => {
      await page.keyboard.press('Enter');
      const releaseFrames = await holdFrames(page);
      releaseCode();
      return releaseFrames;
    });
  });

  it('closes on an Escape that comes before the open menu has taken the focus', async () => {
    const page = await open();
    await appDrawn(page);
    await escapeBeforeTheMenusFrame(page, async () => {
      // The dropdown code is there (focus in the bar loads it): Enter reaches the real trigger.
      const markets = mainNav(page).getByRole('button', { name: 'Markets' });
      await expect.poll(() => markets.getAttribute('data-scope')).toBe('menu');
      const releaseFrames = await holdFrames(page);
      await page.keyboard.press('Enter');
      return releaseFrames;
    });
  });

  it('opens a stand-in trigger clicked before the dropdown code has arrived', async () => {
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    const release = await holdRequests(page, /\/assets\/NavMenu-[^/]*\.js$/);
    await page.goto(paths.contactUs);
    await page.getByRole('banner').waitFor({ timeout: FIRST_LOAD_MS });
    await mainNav(page).getByRole('button', { name: 'About us' }).click();
    await page.waitForTimeout(200);
    expect(await page.getByRole('menu').count()).toBe(0);
    release();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect(menu.getByRole('menuitem', { name: 'Company Profile' }).isVisible()).resolves.toBe(
      true,
    );
    await page.context().close();
  });

  // The pointer over the bar loads the dropdown code; from a warm cache it may arrive between a
  // click's press and its release. A stand-in swapped for the real trigger in between lost the
  // click (the browser sends it to what both hit: the list item). A full run failed so.
  it('opens a stand-in trigger whose code arrives while it is pressed', async () => {
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    const chunk = /\/assets\/NavMenu-[^/]*\.js$/;
    const release = await holdRequests(page, chunk);
    await page.goto(paths.contactUs);
    await appDrawn(page);
    await mainNav(page).getByRole('button', { name: 'About us' }).hover();
    await page.mouse.down();
    const arrived = page.waitForResponse(chunk);
    release();
    await arrived;
    // Time for the code to run, and for a swap to have come.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await page.mouse.up();
    const menu = page.getByRole('menu');
    await menu.waitFor({ timeout: 5_000 });
    await menu.getByRole('menuitem', { name: 'Company Profile' }).waitFor();
  });

  it('opens site dialogs from menu actions and the red freeze link', async () => {
    const page = await open();
    await mainNav(page).getByRole('button', { name: 'Contact Us' }).click();
    await page.getByRole('menuitem', { name: 'Quick Contact' }).click();
    const quick = page.getByRole('dialog', { name: 'Quick Contact Form' });
    await quick.waitFor();
    await page.keyboard.press('Escape');
    await quick.waitFor({ state: 'hidden' });

    await header(page).getByRole('button', { name: site.topBar.freeze.label }).click();
    const freeze = page.getByRole('dialog', { name: 'Client Information' });
    await freeze.waitFor();
    await screenshot(page, 'layout-freeze-dialog-1440');
    await page.keyboard.press('Escape');
    await freeze.waitFor({ state: 'hidden' });
    // A closed dialog's backdrop lets taps through, also while it fades out (panda.config.ts):
    // read once the page takes pointers again (an open modal dialog turns them off around it).
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).pointerEvents))
      .toBe('auto');
    const closed = await page
      .locator('[data-part="backdrop"][data-state="closed"]')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).pointerEvents));
    expect(closed.length).toBeGreaterThan(0);
    expect(new Set(closed)).toEqual(new Set(['none']));

    await mainNav(page).getByRole('button', { name: 'Payment/Withdraw Funds' }).click();
    await page.getByRole('menuitem', { name: 'Download Forms' }).click();
    await page.getByRole('dialog', { name: 'Download Forms' }).waitFor();
    await page.context().close();
  });

  it('opens external menu items in a new tab', async () => {
    const page = await open();
    await mainNav(page).getByRole('button', { name: 'Services' }).click();
    const mf = page.getByRole('menuitem', { name: /^Mutual Funds/ });
    expect(await mf.getAttribute('target')).toBe('_blank');
    expect(await mf.getAttribute('href')).toMatch(/^https:/);
    await page.context().close();
  });
});

describe('phone menu (390 px)', () => {
  it('slides out with the same groups and navigates 700 ms after an item is tapped', async () => {
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    // The page's own clock, not Playwright's fake one: a fake requestAnimationFrame lags the real
    // frames, so Ark's presence could miss the drawer's real exit animation ending and keep it
    // mounted. The tap's time and each history entry's time are read in the page.
    await page.addInitScript(() => {
      const pushState = history.pushState.bind(history);
      const times = ((window as unknown as { pushedAt: number[] }).pushedAt = [] as number[]);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        times.push(performance.now());
        pushState(...args);
      };
    });
    await page.goto(paths.contactUs);
    await page.getByRole('banner').waitFor({ timeout: FIRST_LOAD_MS });
    // The desktop menu bar is not shown on a phone.
    await expect(mainNav(page).isVisible()).resolves.toBe(false);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.tap();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const nav = drawer.getByRole('navigation', { name: 'Main menu' });
    for (const group of site.menus) {
      await expect(nav.getByRole('button', { name: group.label }).isVisible()).resolves.toBe(true);
    }
    await nav.getByRole('button', { name: 'Markets' }).tap();
    const item = nav.getByRole('link', { name: 'Stock Market' });
    await item.waitFor();
    await screenshot(page, 'layout-drawer-390');
    const tapped = item.evaluate(
      (link) =>
        new Promise<number>((resolve) =>
          link.addEventListener('click', (event) => resolve(event.timeStamp), { once: true }),
        ),
    );
    await item.tap();
    const tappedAt = await tapped;

    await page.waitForURL((url) => url.pathname === paths.stockMarket);
    await drawer.waitFor({ state: 'hidden' });
    const pushedAt = await page.evaluate(
      () => (window as unknown as { pushedAt: number[] }).pushedAt,
    );
    expect(pushedAt).toHaveLength(1);
    // A timer never fires early; late only by the machine's load.
    expect(pushedAt[0]! - tappedAt).toBeGreaterThanOrEqual(MOBILE_MENU_DELAY_MS);
    expect(pushedAt[0]! - tappedAt).toBeLessThan(MOBILE_MENU_DELAY_MS + 2_000);
    await page.context().close();
  });

  it('keeps the essentials in the phone top bar: call, sign in and the freeze link; the drawer and the language by keyboard alone', async () => {
    const page = await open(paths.contactUs, VIEWPORTS.phone);
    const top = header(page);
    await expect(
      top.getByRole('link', { name: site.contact.phoneDisplay }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      top.getByRole('link', { name: site.topBar.signIn.label }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      top.getByRole('button', { name: site.topBar.freeze.label }).isVisible(),
    ).resolves.toBe(true);
    await expect(top.getByText(site.contact.hours).isVisible()).resolves.toBe(false);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // With the keyboard alone (issue 45), every step's focus seen (tests/support/keyboard.ts):
    // Tab to the menu button, Enter opens the drawer with focus in it, Tab moves within it to the
    // language, whose arrow keys change the page's language and back; Escape closes the drawer
    // and hands focus back to the menu button.
    await appDrawn(page);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await keyTo(page, hamburger, { max: 30 });
    await press(page, 'Enter');
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const inDrawer = () => drawer.evaluate((d) => d.contains(document.activeElement));
    await expect.poll(inDrawer).toBe(true);
    await keyTo(page, drawer.getByRole('combobox', { name: 'Language' }), { max: 40 });
    expect(await inDrawer()).toBe(true);
    await press(page, 'ArrowDown');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await press(page, 'ArrowUp');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-IN');
    await press(page, 'Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => hamburger.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await focused(page)).unseen).toEqual([]);
    await page.context().close();
  });
});

describe('footer', () => {
  it('has the three link columns, contact details, exchange, social and app-store links', async () => {
    const page = await open();
    const footer = page.getByRole('contentinfo');
    for (const [name, links] of [
      ['Quick Link', site.footer.quickLinks],
      ['Other Links', site.footer.otherLinks],
      ['Useful Links', site.footer.usefulLinks],
    ] as const) {
      const column = footer.getByRole('navigation', { name });
      expect(await column.getByRole('listitem').count()).toBe(links.length);
    }
    // /content-test is the spec's placeholder page: it keeps its route but is no link for visitors.
    expect(await footer.locator('a[href="/content-test"]').count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Content Test' }).count()).toBe(0);
    for (const office of site.contact.offices) {
      const address = footer.locator('address').filter({ hasText: office.title });
      for (const line of office.lines) expect(await address.innerText()).toContain(line);
    }
    expect(
      await footer.getByRole('link', { name: site.contact.phoneDisplay }).getAttribute('href'),
    ).toBe(`tel:${site.contact.phone}`);
    await expect(footer.getByText(site.contact.hours).first().isVisible()).resolves.toBe(true);
    const exchanges = footer.getByRole('navigation', { name: 'Exchanges and regulators' });
    expect(await exchanges.getByRole('link').count()).toBe(site.footer.exchangeLinks.length);
    for (const link of [...site.social, ...site.appStores]) {
      const a = footer.getByRole('link', { name: link.label, exact: true });
      expect(await a.getAttribute('href')).toBe(link.href);
      expect(await a.getAttribute('target')).toBe('_blank');
    }
    await expect(footer.getByText(site.firm.registrationNote).isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('expands and collapses the two panels by mouse and keyboard, listing every item', async () => {
    const page = await open();
    const footer = page.getByRole('contentinfo');
    for (const panel of [site.footer.grievance, site.footer.registrations]) {
      const trigger = footer.getByRole('button', { name: panel.title });
      const first = footer.getByText(panel.items[0]!.value, { exact: true });
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      await expect(first.isVisible()).resolves.toBe(false);
      await trigger.click();
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      await first.waitFor();
      // It slid open to its measured height (Chakra's expand-height animates to --height).
      const content = footer.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      await expect
        .poll(() =>
          content.evaluate((el) => {
            const drawn = el.getBoundingClientRect().height;
            return drawn > 0 && el.style.getPropertyValue('--height') === `${drawn}px`;
          }),
        )
        .toBe(true);
      for (const item of panel.items) {
        await expect(
          footer.getByText(item.label, { exact: true }).first().isVisible(),
        ).resolves.toBe(true);
        await expect(
          footer.getByText(item.value, { exact: true }).first().isVisible(),
        ).resolves.toBe(true);
      }
      await trigger.click();
      await first.waitFor({ state: 'hidden' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await first.waitFor();
      await page.keyboard.press('Space');
      await first.waitFor({ state: 'hidden' });
    }
    await page.context().close();
  });

  it('shows the current year in the copyright line, computed at run time', async () => {
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    await page.clock.setFixedTime(new Date('2031-06-15T10:00:00+05:30'));
    await page.goto(paths.contactUs);
    const footer = page.getByRole('contentinfo');
    await footer.waitFor({ timeout: FIRST_LOAD_MS });
    // The server's picture has the server's year; the visitor's follows as the app takes over.
    await footer.getByText(/©.*2031/).waitFor();
    await page.context().close();

    const now = await open();
    const year = String(new Date().getFullYear());
    const line = await now.getByRole('contentinfo').getByText(/^©/).innerText();
    expect(line).toContain(year);
    expect(line).toContain(site.firm.legalName);
    await now.context().close();
  });
});

describe('every page', () => {
  it('has the chat button bottom-right on several routes, clear of the copyright on a phone', async () => {
    for (const [path, viewport] of [
      [paths.home, VIEWPORTS.desktop],
      [paths.contactUs, VIEWPORTS.desktop],
      [paths.allNews, VIEWPORTS.phone],
      [paths.feedback, VIEWPORTS.phone],
    ] as const) {
      const page = await openPage(browser, app.baseUrl, viewport);
      await page.goto(path);
      const chat = page.getByRole('link', { name: site.chat.label });
      await chat.waitFor({ timeout: FIRST_LOAD_MS });
      expect(await chat.getAttribute('href')).toBe(site.chat.href);
      expect(await chat.getAttribute('target')).toBe('_blank');
      const box = (await chat.boundingBox())!;
      const { width, height } = viewport.viewport;
      expect(await chat.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      expect(width - (box.x + box.width)).toBeLessThan(32);
      expect(height - (box.y + box.height)).toBeLessThan(32);
      if (viewport === VIEWPORTS.phone) {
        // Scrolled to the very bottom, the copyright text ends above the button.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const copyright = page.getByRole('contentinfo').getByText(/^©/);
        const text = (await copyright.boundingBox())!;
        const chatNow = (await chat.boundingBox())!;
        expect(text.y + text.height).toBeLessThanOrEqual(chatNow.y);
      }
      if (path === paths.feedback) {
        // While the visitor types on a phone, the button steps aside from the field's edge.
        const field = page.getByLabel('First name');
        await field.focus();
        await chat.waitFor({ state: 'hidden' });
        await field.blur();
        await chat.waitFor({ state: 'visible' });
      }
      await page.context().close();
    }
  });

  it('starts with a skip link that moves focus to the main content', async () => {
    const page = await open();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(skip.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    expect(await page.locator('main#main').count()).toBe(1);
    await page.context().close();
  });

  it('scrolls to the top when a link leads to another page', async () => {
    const page = await open();
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await link.click();
    await page.waitForURL((url) => url.pathname === paths.gallery);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.context().close();
  });

  it('returns to where the visitor was on Back, and to the top again on Forward', async () => {
    const page = await open();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' });
    await link.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(300);
    await link.click();
    await page.waitForURL((url) => url.pathname === paths.gallery);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname !== paths.gallery);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(left));
    await page.goForward();
    await page.waitForURL((url) => url.pathname === paths.gallery);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The page is drawn, not an error page: the restored scroll's Promise once became the
    // layout effect's cleanup, which threw on the next page (useScrollRestoration, issue 38).
    await page.locator('main li a').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a full-page "service unavailable" with Retry when the firm data cannot load', async () => {
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    await withoutFirstAnswers(page);
    await page.route('**/api/site', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto(paths.contactUs);
    await page
      .getByRole('heading', { name: msg.siteUnavailable })
      .waitFor({ timeout: FIRST_LOAD_MS });
    expect(await page.getByRole('banner').count()).toBe(0);
    await screenshot(page, 'layout-service-unavailable-1440');
    await page.unroute('**/api/site');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('banner').waitFor();
    await expect(page.getByRole('heading', { name: msg.siteUnavailable }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('shows a friendly error page with a way home, and no stack trace, when a page fails', async () => {
    const page = await open();
    await page.route(/\/assets\/StockMarketPage-[^/]*\.js$/, (route) => route.abort());
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Stock Market', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    const home = page.getByRole('link', { name: 'Go to the home page' });
    expect(await home.getAttribute('href')).toBe('/');
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/at \w+ \(|TypeError|\.js:\d+/);
    await page.context().close();
  });
});
