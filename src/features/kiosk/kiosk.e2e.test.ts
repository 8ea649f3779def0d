// The kiosk in a plain headless Chromium: window.kiosk is what the Electron preload exposes, set
// here by an init script with short timers. Same web build as the site.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskText } from '../../contract/kiosk';
import { kioskStartText } from '../../contract/kioskScreens';
import { KIOSK_ID_STORAGE_KEY } from './identity';
import { KIOSK_MIN_TARGET_PX } from '../../contract/limits';
import { paths } from '../../contract/routes';
import {
  appDrawn,
  noBackdropInTheWay,
  openPage,
  screenshot,
  seriousAxeViolations,
  VIEWPORTS,
} from '../../../tests/support/browser';
import { app, browser } from '../../../tests/support/fixture';
import {
  browseWebsite,
  closeAnnouncement,
  KIOSK_BRANCH,
  kioskResets,
  screenShot,
  setUpKioskE2e,
  sharedPage,
  tapChoice,
  tapKey,
} from '../../../tests/support/kiosk';
import { seedGallery, seedSite as site } from '../../../tests/support/seed';

const album = seedGallery().withImages;

const BRANCH = KIOSK_BRANCH;
const SECRET = 'Zorawar';

const { kioskPage } = setUpKioskE2e();

/** Waits until the opening animation of a dialog has finished (for a true screenshot). */
const settled = (dialog: Locator) =>
  dialog.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => {}),
  );

const resets = kioskResets;

async function openMenuItem(page: Page, group: string, item: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: group }).tap();
  await page.getByRole('menuitem', { name: item }).tap();
}

const overlay = (page: Page) => page.getByRole('alertdialog', { name: kioskText.idleTitle });
const qrDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('kiosk-link-address') });

async function fillComplaint(page: Page) {
  await page.getByLabel('First name').fill(SECRET);
  await page.getByLabel('Last name').fill('Pathania');
  await page.getByLabel('Email address').fill('zorawar@example.in');
  await page.getByLabel('Mobile number').fill('9876543210');
  await tapChoice(page, 'department', 'Back Office');
  await page.getByLabel(/^Address/).fill('12 Marine Drive, Mumbai');
  await page
    .getByRole('textbox', { name: 'Your complaint' })
    .fill('My contract note never arrived.');
}

describe('kiosk mode', () => {
  it('switches on from window.kiosk: touch stylesheet, no pinch zoom, branch in the footer', async () => {
    const page = await kioskPage();
    await page.goto('/');
    await browseWebsite(page);
    await page.getByTestId('kiosk-branch').waitFor();
    expect(await page.getByTestId('kiosk-branch').textContent()).toContain(BRANCH);
    const doc = await page.evaluate(() => ({
      kiosk: document.documentElement.classList.contains('kiosk'),
      viewport: document.querySelector<HTMLMetaElement>('meta[name="viewport"]')?.content,
      touchAction: getComputedStyle(document.documentElement).touchAction,
      userSelect: getComputedStyle(document.body).userSelect,
      fontSize: getComputedStyle(document.documentElement).fontSize,
    }));
    expect(doc).toEqual({
      kiosk: true,
      viewport: expect.stringContaining('user-scalable=no'),
      touchAction: 'pan-x pan-y',
      userSelect: 'none',
      fontSize: '20px',
    });
  });

  it('leaves the website as it is when there is no window.kiosk', async () => {
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    page.setDefaultTimeout(30_000);
    await page.goto('/');
    await appDrawn(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('kiosk'))).toBe(
      false,
    );
    expect(await page.getByTestId('kiosk-branch').count()).toBe(0);
    expect(await page.getByRole('button', { name: kioskText.endSession }).count()).toBe(0);
    // The market ticker: a frame once the app has taken the page over (useHydrated).
    await expect.poll(() => page.locator('iframe').count()).toBe(1);
    // A task's page keeps the website's header, menus and footer (a kiosk's shows the task alone).
    await page.goto(paths.complaints);
    await page.getByRole('form', { name: 'Complaint form' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    // Its choice lists stay the platform's select.
    expect(await page.getByRole('combobox', { name: 'Department' }).count()).toBe(1);
  });
});

describe('idle reset', () => {
  it("wipes a visitor's session: forms, dialogs, selection, storage, scroll and history", async () => {
    // A countdown long enough for the screenshot and the axe check on a busy machine; the test
    // jumps over the rest of it.
    const page = await kioskPage(VIEWPORTS.kiosk, { idleMs: 20_000, countdownMs: 30_000 });
    // The visitor picks a gallery album…
    await page.goto(paths.gallery);
    await page.getByRole('link', { name: album.gallaryCategoryTitle }).tap();
    await page.waitForURL('**' + paths.galleryDetails);
    await page.getByRole('main').getByRole('figure').first().waitFor();
    // …goes to Support / Query, types a complaint, something lands in storage…
    await openMenuItem(page, 'Contact Us', 'Support / Query');
    await page.waitForURL('**' + paths.complaints);
    await fillComplaint(page);
    expect(
      await page
        .getByRole('form', { name: 'Complaint form' })
        .evaluate((form) =>
          Array.from(form.querySelectorAll('input, textarea, select')).every(
            (f) => f.getAttribute('autocomplete') === 'off',
          ),
        ),
    ).toBe(true);
    await page.evaluate(() => {
      localStorage.setItem('draft', 'Zorawar');
      sessionStorage.setItem('draft', 'Zorawar');
    });
    // …opens the freeze dialog, types there too, and walks away.
    await page.getByRole('button', { name: site.topBar.freeze.label }).first().tap();
    const freeze = page.getByRole('dialog', { name: 'Client Information' });
    await freeze.getByLabel('Client code').fill('ZP0042');

    await page.clock.fastForward(10_000);
    expect(await overlay(page).count()).toBe(0);
    await page.clock.fastForward(10_000);
    await overlay(page).waitFor();
    const countdown = await page.getByTestId('kiosk-countdown').textContent();
    expect(Number(countdown)).toBeGreaterThan(0);
    expect(Number(countdown)).toBeLessThanOrEqual(30);
    await settled(overlay(page));
    await screenShot(page, 'kiosk-idle-overlay-1920x1080');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // At zero: a clean start screen.
    await page.clock.fastForward(30_000);
    await overlay(page).waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === paths.home);
    await page.getByTestId('kiosk-start').waitFor();
    expect(await page.getByRole('dialog', { name: 'Client Information' }).count()).toBe(0);
    expect(await resets(page)).toBe(1);
    expect(
      await page.evaluate(() => ({
        local: Object.keys(localStorage),
        session: sessionStorage.length,
        scrollY: window.scrollY,
      })),
      // Only the kiosk's own id (its heartbeats, docs/contract.md §14) outlives a visitor.
    ).toEqual({ local: [KIOSK_ID_STORAGE_KEY], session: 0, scrollY: 0 });
    expect(await page.content()).not.toContain(SECRET);

    // The form is empty when the next visitor opens it.
    await page.getByRole('button', { name: kioskStartText.registerComplaint }).tap();
    await page.waitForURL('**' + paths.complaints);
    for (const label of ['First name', 'Last name', 'Email address', 'Mobile number', /^Address/]) {
      expect(await page.getByLabel(label).inputValue()).toBe('');
    }
    expect(await page.getByRole('textbox', { name: 'Your complaint' }).inputValue()).toBe('');
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);

    // Back walks through the previous visitor's pages without any of their data.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === paths.home);
    await page.goBack();
    await page.waitForURL('**' + paths.galleryDetails);
    await page.getByText('Sorry no images here.').waitFor();
    expect(await page.content()).not.toContain(SECRET);
    await page.goBack();
    await page.waitForURL('**' + paths.gallery);
    expect(await page.content()).not.toContain(SECRET);
  });

  it('keeps the session when the visitor touches the screen during the countdown', async () => {
    // The countdown runs in real time once the overlay is up: a long one, so a slow machine's
    // pause between the overlay and the touch cannot end it first.
    const page = await kioskPage(VIEWPORTS.kiosk, { idleMs: 120_000, countdownMs: 60_000 });
    await page.goto(paths.complaints);
    await page.getByLabel('First name').fill(SECRET);
    await page.clock.fastForward(120_000);
    await overlay(page).waitFor();
    await page.touchscreen.tap(200, 200);
    await overlay(page).waitFor({ state: 'detached' });
    // Past the end of the countdown, short of the next idle watch: nothing was wiped.
    await page.clock.fastForward(61_000);
    expect(await overlay(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(paths.complaints);
    expect(await page.getByLabel('First name').inputValue()).toBe(SECRET);
    expect(await resets(page)).toBe(0);

    // The idle watch starts again; "I'm still here" keeps the session too.
    await page.clock.fastForward(60_000);
    await overlay(page).waitFor();
    await page.getByRole('button', { name: kioskText.idleContinue }).tap();
    await overlay(page).waitFor({ state: 'detached' });
    await page.clock.fastForward(61_000);
    expect(await page.getByLabel('First name').inputValue()).toBe(SECRET);
    expect(await resets(page)).toBe(0);
  });

  it('opens menus with a tap, and closes an open menu on reset', async () => {
    const page = await kioskPage(VIEWPORTS.kiosk, { idleMs: 20_000, countdownMs: 2_000 });
    await page.goto(paths.feedback);
    await page.getByLabel('First name').fill(SECRET);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Contact Us' })
      .tap();
    await page.getByRole('menu').waitFor();
    await page.clock.fastForward(20_000);
    await overlay(page).waitFor();
    await overlay(page).waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === paths.home);
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await resets(page)).toBe(1);
    expect(await page.content()).not.toContain(SECRET);
  });

  it('clears at once with "Finish & clear screen"', async () => {
    const page = await kioskPage();
    await page.goto(paths.feedback);
    await page.getByLabel('First name').fill(SECRET);
    // The on-screen keyboard covers the bar while it is open; its Done key closes it.
    await tapKey(page, '{done}');
    await page.evaluate(() => {
      // Each screen the page's document passes through from here (its path, and whether it
      // shows the start screen, a task with its action bar, or neither).
      const screens: string[] = [];
      Object.assign(window, { __screens: screens });
      const note = () => {
        const shown = document.querySelector('[data-testid="kiosk-start"]')
          ? 'start'
          : document.querySelector('[data-testid="kiosk-action-bar"]')
            ? 'task'
            : 'nothing';
        const screen = `${location.pathname} ${shown}`;
        if (screens.at(-1) !== screen) screens.push(screen);
      };
      note();
      new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: kioskText.endSession }).tap();
    await page.waitForURL((url) => url.pathname === paths.home);
    await page.getByTestId('kiosk-start').waitFor();
    expect(await resets(page)).toBe(1);
    expect(await page.content()).not.toContain(SECRET);
    // The start screen follows the task at once: no empty screen while the next session's site
    // data arrives (React holds a suspended part back 300 ms), nor the website's home page drawn
    // by the ending session first (docs/performance.md, the kiosk's reset).
    expect(
      await page.evaluate(() => (window as unknown as { __screens: string[] }).__screens),
    ).toEqual([`${paths.feedback} task`, `${paths.home} start`]);
  });
});

describe('links that would leave the kiosk', () => {
  let page: Page;
  beforeAll(async () => {
    page = await kioskPage(VIEWPORTS.kiosk, undefined, true);
    await page.goto('/');
    await browseWebsite(page);
  });
  afterAll(() => page.context().close());

  async function expectQr(name: RegExp | string, address: string, scanText: string) {
    const dialog = qrDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { name }).count()).toBe(1);
    expect(await dialog.getByTestId('kiosk-link-address').textContent()).toBe(address);
    await dialog.getByText(scanText).waitFor();
    expect(await dialog.locator('svg[role="img"] path').count()).toBeGreaterThan(0);
  }

  async function closeQr() {
    await qrDialog(page).getByRole('button', { name: kioskText.linkDialogClose }).tap();
    await qrDialog(page).waitFor({ state: 'hidden' });
    await noBackdropInTheWay(page);
  }

  it('shows the trading sign-in as a QR code and stays on the page', async () => {
    const before = page.url();
    await page.getByRole('link', { name: site.topBar.signIn.label }).tap();
    await expectQr(site.topBar.signIn.label, site.topBar.signIn.href!, kioskText.scanToOpen);
    expect(page.url()).toBe(before);
    expect(page.context().pages()).toHaveLength(1);
    await settled(qrDialog(page));
    await screenShot(page, 'kiosk-qr-dialog-1920x1080');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await closeQr();
  });

  it('shows the chat button, social and app-store links as QR codes', async () => {
    const before = page.url();
    await page.getByRole('link', { name: site.chat.label }).tap();
    await expectQr(site.chat.label, site.chat.href!, kioskText.scanToOpen);
    await closeQr();
    for (const link of [site.social[0]!, site.appStores[0]!, site.footer.exchangeLinks[0]!]) {
      await page.getByRole('contentinfo').getByRole('link', { name: link.label }).tap();
      await expectQr(link.label, link.href!, kioskText.scanToOpen);
      await closeQr();
    }
    expect(page.url()).toBe(before);
    expect(page.context().pages()).toHaveLength(1);
  });

  it('offers the phone number as a QR code to call from the phone', async () => {
    await page.getByRole('banner').getByRole('link', { name: site.contact.phoneDisplay }).tap();
    await expectQr(site.contact.phoneDisplay, site.contact.phone, kioskText.scanToCall);
    await closeQr();
  });

  it('follows links of the app as usual', async () => {
    await openMenuItem(page, 'Contact Us', 'Support / Query');
    await page.waitForURL('**' + paths.complaints);
    expect(await qrDialog(page).count()).toBe(0);
  });

  it('replaces the ticker and the map frames with static panels', async () => {
    await page.getByRole('link', { name: /home/i }).first().tap();
    await page.waitForURL((url) => url.pathname === paths.home);
    await closeAnnouncement(page);
    await page.getByRole('complementary', { name: site.home.ticker.title }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);

    await openMenuItem(page, 'Contact Us', 'Contact Details');
    await page.waitForURL('**' + paths.contactUs);
    const panel = page.getByTestId('kiosk-map-panel');
    await panel.waitFor();
    await panel.getByText(kioskText.mapBody).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
  });

  it('keeps documents on the server: the counter hands out printed copies', async () => {
    await page.getByRole('link', { name: site.topBar.supportLive.label }).tap();
    await page.waitForURL('**' + paths.downloads);
    const downloads: unknown[] = [];
    page.on('download', (d) => downloads.push(d));
    // The URL changes before the page's code has loaded (the previous page stays until then): the
    // link is looked for in the downloads table itself.
    await page
      .getByRole('group', { name: 'Downloads' })
      .getByRole('link', { name: /^Download / })
      .first()
      .tap();
    // Any dialog first, so that a wrong one fails with its text.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(kioskText.documentAtCounter);
    await dialog.getByRole('button', { name: kioskText.linkDialogClose }).tap();
    expect(downloads).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(paths.downloads);
  });
});

/** Every visible control a finger can hit, with its size; the ones under 48x48 px. */
async function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, [role="button"], [role="tab"], [role="menuitem"], select, textarea, input:not([type="hidden"]), summary, [tabindex]:not([tabindex="-1"])';
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((el) => {
        const style = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        // Visually hidden controls (a skip link off screen, a styled native checkbox) are hit
        // through their visible label or when focused.
        return (
          style.visibility !== 'hidden' &&
          r.width > 2 &&
          r.height > 2 &&
          !el.closest('[aria-hidden="true"], [aria-disabled="true"]')
        );
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
          width: Math.round(r.width),
          height: Math.round(r.height),
        };
      })
      .filter((t) => t.width < min || t.height < min);
  }, KIOSK_MIN_TARGET_PX);
}

describe('touch fitness and looks', () => {
  // One page loads each path in turn: a browser context per path cost more than its check.
  const targetsPage = sharedPage(async () => ({
    page: await kioskPage(VIEWPORTS.kiosk, undefined, true),
  }));

  it.each([
    ['home', paths.home],
    ['complaints', paths.complaints],
    ['feedback', paths.feedback],
    ['withdrawal', paths.withdrawal],
    ['contact', paths.contactUs],
  ])('has no tap target under 48x48 px on %s at 1920x1080', async (_name, path) => {
    const { page } = await targetsPage();
    await page.goto(path);
    if (path === paths.home) await browseWebsite(page);
    await page.locator('footer').waitFor();
    await page.getByRole('main').getByRole('heading').first().waitFor();
    expect(await smallTargets(page)).toEqual([]);
  });

  const sizes = [
    ['1920x1080', VIEWPORTS.kiosk],
    ['1080x1920', VIEWPORTS.kioskPortrait],
  ] as const;

  it.each(sizes)('looks like a kiosk at %s: home', async (size, viewport) => {
    const page = await kioskPage(viewport);
    await page.goto('/');
    // Large type in both orientations.
    await page.locator('html.kiosk').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      '20px',
    );
    await browseWebsite(page);
    await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // What the screen shows, and the whole page below it.
    await screenShot(page, `kiosk-home-${size}`);
    await screenshot(page, `kiosk-home-full-${size}`);
  });

  it.each(sizes)('looks like a kiosk at %s: a form', async (size, viewport) => {
    const page = await kioskPage(viewport);
    await page.goto(paths.complaints);
    await page.getByLabel('First name').waitFor();
    await screenshot(page, `kiosk-complaints-${size}`);
    expect(await smallTargets(page)).toEqual([]);
  });
});
