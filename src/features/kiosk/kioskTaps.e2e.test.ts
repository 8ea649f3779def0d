// A finger's tap on the on-screen keyboard stays on the keyboard (docs/architecture.md §5): every
// key of every layout each kiosk form asks for, tapped with touch in all three languages, the keys
// that switch or close the keyboard in every form and both orientations, and nothing under the
// keyboard sees the tap. Keys act on pointer-down; Done,
// Next or a layout switch can take the key away before the finger lifts, and the tap's click then
// landed on what lay under it ("Finish & clear screen" under Done at 1920x1080 wiped the session).
// The keyboard docks above the action bar, so "Back to start" takes a tap while it is open; a
// choice list is a touch list in the session's language that posts the specification's value.
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../../contract/api';
import { kioskStartText } from '../../contract/kioskScreens';
import { msg } from '../../contract/messages';
import { paths } from '../../contract/routes';
import { hiComplaint } from '../../i18n/catalogs/hiComplaint';
import { hiForms } from '../../i18n/catalogs/hiForms';
import type { Language } from '../../i18n/languages';
import { VIEWPORTS } from '../../../tests/support/browser';
import { setUpE2e } from '../../../tests/support/fixture';
import {
  kioskKey,
  kioskKeyboard,
  kioskPages,
  kioskResets,
  sharedPage,
  kioskBackToStart,
  nextTaskIn,
  startTaskIn,
  tapType,
} from '../../../tests/support/kiosk';
import { layoutsFor, type KeyboardKind, type Letters } from './keyboardLayouts';

setUpE2e();
const { kioskPage } = kioskPages();

const ORIENTATIONS: [string, BrowserContextOptions][] = [
  ['1920x1080', VIEWPORTS.kiosk],
  ['1080x1920', VIEWPORTS.kioskPortrait],
];

const LANGUAGES: Language[] = ['en', 'hi', 'gu'];

/** The start screen's tiles that open a form, and where the form's fields are. */
const TASKS = [
  // The complaint form and the lookup card (track a complaint) share the page.
  { tile: 'kiosk.registerComplaint', screen: 'page', scope: (page: Page) => page.locator('main') },
  { tile: 'kiosk.withdrawal', screen: 'page', scope: (page: Page) => page.locator('main') },
  { tile: 'kiosk.feedback', screen: 'page', scope: (page: Page) => page.locator('main') },
  { tile: 'kiosk.freeze', screen: 'dialog', scope: (page: Page) => page.getByRole('dialog') },
] as const;

/** The fields the on-screen keyboard serves (keyboardField.ts isTextField). */
const TEXT_FIELDS = ['text', 'email', 'tel', 'search', 'url', 'number', 'password']
  .map((type) => `input[type="${type}"]:not([readonly]):not([disabled])`)
  .concat('textarea:not([readonly]):not([disabled])')
  .join(', ');

interface TapRecord {
  under: string[];
  watching: boolean;
}

/** The start screen's freeze tile. */
const freezeTile = (page: Page) => page.getByRole('button', { name: kioskStartText.freeze });

/** A kiosk at `viewport` with the freeze tile tapped: its dialog and the dialog's client code. */
async function openFreezeDialog(viewport: BrowserContextOptions) {
  const page = await kioskPage(viewport);
  await page.goto(paths.home);
  await freezeTile(page).tap();
  const dialog = page.getByRole('dialog', { name: 'Client Information' });
  return { page, dialog, clientCode: dialog.getByRole('textbox', { name: 'Client code' }) };
}

/**
 * On every load of `page`, every mouse-down and click of a tap begun on the keyboard that reaches
 * the page outside it is written down in `under`; so is a new load of the page while `watching`
 * (a wiped session). A task's test starts its task (a load of the start screen), then watches.
 */
async function recordTapsUnderKeyboard(page: Page): Promise<TapRecord> {
  const record: TapRecord = { under: [], watching: false };
  await page.exposeFunction('kioskTapUnder', (what: string) => record.under.push(what));
  page.on('load', () => {
    if (record.watching) record.under.push('the page was loaded anew');
  });
  await page.addInitScript(() => {
    const onKeyboard = (event: Event) =>
      (event.target as Element).closest('[data-testid="kiosk-keyboard"]') !== null;
    let keyTap = false;
    window.addEventListener('pointerdown', (event) => (keyTap = onKeyboard(event)), true);
    for (const type of ['mousedown', 'click']) {
      window.addEventListener(type, (event) => {
        if (!keyTap || !event.isTrusted || onKeyboard(event)) return;
        const target = event.target as Element;
        (window as unknown as { kioskTapUnder: (what: string) => void }).kioskTapUnder(
          `${type} on <${target.tagName.toLowerCase()}> "${target.textContent?.slice(0, 60)}"`,
        );
      });
    }
  });
  return record;
}

/** The keyboard as it is now (each key's name and centre), and what reached the page under it. */
const keyboardState = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('[data-tapped-field]');
    const panel = document.querySelector<HTMLElement>('[data-testid="kiosk-keyboard"]');
    const keys = [...(panel?.querySelectorAll<HTMLElement>('.hg-button') ?? [])].map((key) => {
      const box = key.getBoundingClientRect();
      return { name: key.dataset.skbtn!, x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    return {
      // Gone when the session was wiped.
      gone: el === null,
      open: panel !== null && document.activeElement === el,
      letters: panel?.dataset.letters,
      keys,
    };
  });

type Key = Awaited<ReturnType<typeof keyboardState>>['keys'][number];

/**
 * Each layout's keys where this page showed them last, by the layout's key names: a layout lies
 * where it lay, so a key of a layout the keyboard switches to can be tapped without reading the
 * keyboard again first (the check after the switch reads it).
 */
const keysSeen = new WeakMap<Page, Map<string, Key[]>>();

function seenOn(page: Page): Map<string, Key[]> {
  let seen = keysSeen.get(page);
  if (!seen) keysSeen.set(page, (seen = new Map()));
  return seen;
}

/**
 * Brings up the keyboard on `field` showing `rows` in `letters` (null: either), with taps only (the field, then
 * the keys that switch layouts), and answers its keys; fails if a tap so far reached the page
 * under the keyboard.
 */
async function showLayout(
  page: Page,
  under: string[],
  field: Locator,
  letters: Letters | null,
  rows: string[],
) {
  const wanted = rows.join(' ');
  for (let step = 0; step < 6; step++) {
    const now = await keyboardState(page);
    expect(under, 'a key tap reached the page under the keyboard').toEqual([]);
    expect(now.gone, 'the form is gone: a key tap wiped the session').toBe(false);
    const names = now.keys.map((key) => key.name);
    seenOn(page).set(names.join(' '), now.keys);
    if (!now.open) await field.tap();
    // The symbols layout has no {script} key: back to the letters first.
    else if (letters && now.letters !== letters)
      await tapAt(page, now.keys, names.includes('{script}') ? '{script}' : '{letters}');
    else if (names.join(' ') === wanted) return now.keys;
    else if (wanted.includes('{letters}')) await tapAt(page, now.keys, '{symbols}');
    else if (names.includes('{letters}')) await tapAt(page, now.keys, '{letters}');
    else await tapAt(page, now.keys, '{shift}');
  }
  throw new Error(`the keyboard never showed ${wanted}`);
}

async function tapAt(page: Page, keys: Key[], name: string) {
  const key = keys.find((k) => k.name === name);
  if (!key) throw new Error(`no key ${name}`);
  await page.touchscreen.tap(key.x, key.y);
}

/** A free-text keyboard's state: its letters and layout (OnScreenKeyboard.tsx). */
interface Shown {
  letters: Letters;
  layout: string;
}

/** What the keyboard shows after `name` is tapped on `shown` (OnScreenKeyboard.tsx onKeyPress). */
function afterKey({ letters, layout }: Shown, name: string): Shown {
  switch (name) {
    case '{shift}':
      return { letters, layout: layout === 'shift' ? 'default' : 'shift' };
    case '{symbols}':
      return { letters, layout: 'symbols' };
    case '{letters}':
      return { letters, layout: 'default' };
    case '{script}':
      return { letters: letters === 'latin' ? 'native' : 'latin', layout: 'default' };
    default:
      // A character (or {bksp}) typed on the shift layout goes back to the default one.
      return { letters, layout: layout === 'shift' ? 'default' : layout };
  }
}

/**
 * The keys that take the keyboard back to `layout` after `name` was tapped on it (none needed
 * after a key that leaves it there); null after a key that moves the focus.
 */
function wayBack(layout: string, name: string): string[] | null {
  if (name === '{next}' || name === '{done}') return null;
  if (name === '{symbols}') return layout === 'shift' ? ['{letters}', '{shift}'] : ['{letters}'];
  if (name === '{letters}') return ['{symbols}'];
  if (name === '{script}') return layout === 'shift' ? ['{script}', '{shift}'] : ['{script}'];
  return afterKey({ letters: 'latin', layout }, name).layout === layout ? [] : ['{shift}'];
}

/**
 * After `name` was tapped on `from`, taps the way back to it (wayBack) on the layouts it predicts,
 * where this page showed them before, without reading the keyboard between the taps: the
 * showLayout after it checks what reached the page and where the keyboard is, and finds the way
 * itself from wherever a prediction left it.
 */
async function tapWayBack(
  page: Page,
  kind: KeyboardKind,
  language: Language,
  from: Shown,
  name: string,
) {
  let shown = afterKey(from, name);
  for (const back of wayBack(from.layout, name) ?? []) {
    const rows = layoutsFor(kind, language, shown.letters)[shown.layout];
    const keys = rows && seenOn(page).get(rows.join(' '));
    if (!keys?.some((key) => key.name === back)) return;
    await tapAt(page, keys, back);
    shown = afterKey(shown, back);
  }
}

/** The keys after which the keyboard may show other keys (or none). */
const SWITCHING = new Set([
  '{shift}',
  '{symbols}',
  '{letters}',
  '{script}',
  '{next}',
  '{done}',
  '{bksp}',
]);

/**
 * The layouts whose every key was tapped already in this file (language, kind, letters, layout).
 * A key that neither closes nor changes the keyboard leaves it where it was, so its click lands on
 * the keyboard wherever the keyboard lies: it is tapped once per language and layout, and after
 * that only the keys that can take the keyboard away from under the finger are tapped. The file
 * tapped every key in every task, orientation and language, 9 minutes of a run.
 */
const swept = new Set<string>();

/**
 * The layouts whose switching keys were tapped already at this size, in this kind of screen (a
 * page or a dialog). A key that changes the layout leaves the keyboard docked where it was, so
 * what lies under it is the keyboard again in every task: after one task, only the keys that close
 * the keyboard or move the focus (LEAVING) are tapped, since what lies under those is the task's
 * own (issue 40: they were the file's longest part, a minute of a full run).
 */
const switchesSwept = new Set<string>();

/** The keys that take the keyboard away or move the focus: tapped in every task. */
const LEAVING = new Set(['{next}', '{done}']);

/**
 * Where a task's keyboard is tapped: the screen's size, whether its fields are in a dialog, and
 * the points where this task tapped a LEAVING key so far (its name and where it lay). What lies
 * under such a key is the task's screen at that point: a layout whose LEAVING keys lie where they
 * were tapped already in this task (where this page last showed the layout) is not shown again for
 * them.
 */
interface Where {
  size: string;
  screen: 'page' | 'dialog';
  leftAt: Set<string>;
}

/** A key's name and the point where it lies, to the pixel. */
const pointOf = (keys: Key[], name: string) => {
  const key = keys.find((k) => k.name === name);
  return key && `${name} ${Math.round(key.x)} ${Math.round(key.y)}`;
};

/** Whether every LEAVING key in `names` was tapped in this task where `keys` shows it. */
const leftThereAlready = (where: Where, keys: Key[] | undefined, names: string[]) =>
  names.length === 0 ||
  (keys !== undefined &&
    names.every((name) => {
      if (!LEAVING.has(name)) return false;
      const point = pointOf(keys, name);
      return point !== undefined && where.leftAt.has(point);
    }));

/** The keys of `rows` to tap: all of them the first time a layout is seen, else those that switch. */
function keysToTap(rows: string[], sweep: string, where: Where, layout: string): string[] {
  const names = rows.join(' ').split(' ');
  if (!swept.has(sweep)) {
    swept.add(sweep);
    return names;
  }
  const switchSweep = [where.size, where.screen, sweep].join(' ');
  if (switchesSwept.has(switchSweep)) return names.filter((name) => LEAVING.has(name));
  switchesSwept.add(switchSweep);
  const switching = names.filter((name) => SWITCHING.has(name));
  // A letter typed on the shift layout goes back to the default one.
  const letter = names.find((name) => !SWITCHING.has(name));
  return layout === 'shift' && letter ? [letter, ...switching] : switching;
}

/** Taps every key of every layout the field's kind shows, in both letters where it has two. */
async function tapEveryKey(
  page: Page,
  under: string[],
  field: Locator,
  kind: KeyboardKind,
  language: Language,
  where: Where,
) {
  await field.evaluate((el) => {
    document.querySelector('[data-tapped-field]')?.removeAttribute('data-tapped-field');
    el.setAttribute('data-tapped-field', '');
  });
  // Only free text has two sets of letters (the others show the same keys in every language).
  const letters: Letters[] = kind === 'text' && language !== 'en' ? ['native', 'latin'] : ['latin'];
  for (const l of letters) {
    for (const [layout, rows] of Object.entries(layoutsFor(kind, language, l))) {
      const names = keysToTap(rows, [language, kind, l, layout].join(' '), where, layout);
      if (leftThereAlready(where, seenOn(page).get(rows.join(' ')), names)) continue;
      let keys = await showLayout(page, under, field, kind === 'text' ? l : null, rows);
      // A letter typed on the shift layout goes back to the default one.
      const switches = (name: string) => SWITCHING.has(name) || layout === 'shift';
      // The keys that leave the keyboard as it is are tapped one after the other without waiting
      // for each tap's answer (one round trip for them all instead of one each, issue 40): each
      // is still a finger's tap of its own, in order, and the keyboard stays where it was.
      const staying = names.filter((name) => !switches(name));
      const current = keys;
      await Promise.all(staying.map((name) => tapAt(page, current, name)));
      for (const name of names.filter(switches)) {
        if (LEAVING.has(name)) where.leftAt.add(pointOf(keys, name)!);
        await tapAt(page, keys, name);
        await tapWayBack(page, kind, language, { letters: l, layout }, name);
        keys = await showLayout(page, under, field, kind === 'text' ? l : null, rows);
      }
    }
  }
}

describe.each(ORIENTATIONS)('every key tapped at %s', (size, viewport) => {
  // One page per orientation and language, its tasks started on it one after the other
  // (nextTaskIn): a browser context or a load per task cost more than most tasks' taps.
  describe.each(LANGUAGES)('in %s', (language) => {
    const tapsPage = sharedPage(async () => {
      const page = await kioskPage(viewport, undefined, true);
      return { page, record: await recordTapsUnderKeyboard(page) };
    });

    it.each(TASKS.map((task) => [task.tile, language, task] as const))(
      '%s in %s: no tap reaches the page under the keyboard',
      async (_tile, _language, task) => {
        const { page, record } = await tapsPage();
        record.watching = false;
        await nextTaskIn(page, language, task.tile);
        const scope = task.scope(page);
        const fields = scope.locator(TEXT_FIELDS);
        await fields.first().waitFor();
        // What reaches the page from here on is this task's.
        const { under } = record;
        under.length = 0;
        record.watching = true;
        const seen = new Set<KeyboardKind>();
        const where: Where = { size, screen: task.screen, leftAt: new Set() };
        for (const field of await fields.all()) {
          await field.tap();
          const kind = (await kioskKeyboard(page).getAttribute('data-layout')) as KeyboardKind;
          if (seen.has(kind)) continue;
          seen.add(kind);
          await tapEveryKey(page, under, field, kind, language, where);
        }
        expect(seen.size).toBeGreaterThan(0);
        expect(await kioskResets(page)).toBe(0);
        // The last tap's events, after a frame.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
        expect(under).toEqual([]);
        expect(new URL(page.url()).pathname).not.toBe(paths.home);
        // Hundreds of taps on a busy machine.
      },
      180_000,
    );
  });
});

describe.each(ORIENTATIONS)(
  "a dialog's buttons tapped while the keyboard is open at %s",
  (_size, viewport) => {
    it("a dialog's own buttons do what they say", async () => {
      const { page, dialog, clientCode } = await openFreezeDialog(viewport);
      // Send with the keyboard open (no client code): the dialog stays, with its message.
      await dialog.getByRole('textbox', { name: 'Registered email' }).tap();
      await tapType(page, 'zp');
      await dialog.getByRole('button', { name: 'Freeze my account' }).tap();
      await dialog.getByText(msg.clientCodeRequired).waitFor();
      // Cancel with the keyboard open closes it.
      await clientCode.tap();
      await kioskKeyboard(page).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).tap();
      await dialog.waitFor({ state: 'detached' });
      // So does its close button.
      await page.getByRole('button', { name: kioskStartText.backToStart }).tap();
      await freezeTile(page).tap();
      await clientCode.tap();
      await kioskKeyboard(page).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).tap();
      await dialog.waitFor({ state: 'detached' });
      expect(await kioskResets(page)).toBe(0);
    });
  },
);

describe.each(ORIENTATIONS)('a form dialog at %s', (_size, viewport) => {
  it('stays open, with what was typed, when the visitor taps outside it', async () => {
    const { page, dialog, clientCode } = await openFreezeDialog(viewport);
    await clientCode.tap();
    await tapType(page, 'ZP42');
    await kioskKey(page, '{done}').tap();
    await kioskKeyboard(page).waitFor({ state: 'detached' });
    // The backdrop beside the dialog, clear of the action bar.
    const box = (await dialog.boundingBox())!;
    await page.touchscreen.tap(box.x / 2, box.y + box.height / 2);
    await page.touchscreen.tap(box.x + box.width / 2, box.y / 2);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    // A dismissed dialog turns "closed" at once (then plays its closing transition).
    expect(await dialog.count()).toBe(1);
    expect(await dialog.getAttribute('data-state')).toBe('open');
    expect(await clientCode.inputValue()).toBe('ZP42');
    // Its own close button closes it.
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe.each(ORIENTATIONS)(
  '"Back to start" while the keyboard is open at %s',
  (_size, viewport) => {
    it.each([TASKS[0], TASKS[3]].map((task) => [task.tile, task] as const))(
      '%s: the keyboard docks above the bar, and a tap on the button goes back to start',
      async (_tile, task) => {
        const page = await kioskPage(viewport);
        await startTaskIn(page, 'en', task.tile);
        await task.scope(page).locator(TEXT_FIELDS).first().tap();
        await tapType(page, 'A');
        // Hidden from assistive tech while a dialog is modal, yet it takes taps.
        const back = kioskBackToStart(page);
        const keyboard = (await kioskKeyboard(page).boundingBox())!;
        const button = (await back.boundingBox())!;
        expect(keyboard.y + keyboard.height).toBeLessThanOrEqual(button.y);
        // Where a finger lands: the middle of the button, whatever is drawn over it.
        await page.touchscreen.tap(button.x + button.width / 2, button.y + button.height / 2);
        await page.getByTestId('kiosk-start').waitFor();
        expect(await kioskKeyboard(page).count()).toBe(0);
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(await kioskResets(page)).toBe(0);
      },
    );
  },
);

describe('a choice list on the kiosk', () => {
  it("is a touch list of 48 px rows in Hindi, and posts the specification's English value", async () => {
    const page = await kioskPage(VIEWPORTS.kioskPortrait);
    await startTaskIn(page, 'hi', 'kiosk.registerComplaint');
    const form = page.getByRole('form', { name: hiComplaint['complaint.formName'] });
    const departments = form.getByRole('radiogroup', { name: hiComplaint['complaint.department'] });
    const rows = departments.locator('label');
    await rows.first().waitFor();
    expect(await form.getByRole('combobox').count()).toBe(0);
    expect(await rows.allTextContents()).toEqual([
      hiComplaint['complaint.deptBackOffice'],
      hiComplaint['complaint.deptDp'],
      hiComplaint['complaint.deptIt'],
      hiComplaint['complaint.deptAllOthers'],
    ]);
    for (const row of await rows.all()) {
      expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    }
    await departments.getByRole('radio', { name: hiComplaint['complaint.deptDp'] }).tap();
    await form.getByRole('textbox', { name: hiComplaint['complaint.firstName'] }).fill('Anita');
    await form.getByRole('textbox', { name: hiComplaint['complaint.lastName'] }).fill('Desai');
    await form.getByRole('textbox', { name: hiForms['form.email'] }).fill('anita@example.in');
    await form.getByRole('textbox', { name: hiForms['form.phone'] }).fill('9123456780');
    await form
      .getByRole('textbox', { name: hiComplaint['complaint.address'], exact: true })
      .fill('12 MG Road, Pune');
    await form
      .getByRole('textbox', { name: hiComplaint['complaint.yourComplaint'] })
      .fill('DP statement not received.');
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === api.complain,
    );
    await form.getByRole('button', { name: hiComplaint['complaint.submit'] }).tap();
    expect((await posted).postDataJSON()).toMatchObject({ department: 'DP' });
  });
});
