// The end-to-end checks every visitor form shares (contact page, Quick Contact, complaint,
// feedback, withdrawal, freeze), written once and run over each form's own labels, rules and
// messages (docs/contract.md §4). A form's own file adds what only it does (its receipt, its
// lookup, its payload) through `accepted`.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../src/contract/messages';
import { app, page as firstPage } from './fixture';
import { completeByKeyboard } from './keyboard';
import {
  bannerLifetime,
  borderTone,
  breakSubmissions,
  control,
  controlValues,
  expectAboutBannerTime,
  expectBannerKept,
  expectTwoColumnsOnDesktop,
  expectTouchSized,
  fieldMessage,
  fillByLabel,
  openFormAt,
  readRecords,
  recordBanners,
  screenshotViewport,
  seriousAxeViolationsWithin,
  tabThrough,
  type SubmissionKind,
} from './forms';

/** Attributes a control must carry (the phone's keyboard, autofill, capitals). */
type ControlAttributes = Partial<
  Record<'type' | 'inputmode' | 'autocomplete' | 'autocapitalize', string>
>;

type Rule = [label: string, value: string, message: string];

/**
 * The spec's 10-digit mobile number field: a numeric phone keypad, the browser's saved national
 * number (a text field: HTML allows tel-national on no type="tel").
 */
export const mobileNumberControl: ControlAttributes = {
  type: 'text',
  inputmode: 'numeric',
  autocomplete: 'tel-national',
};

/** The spec's three rules of a 10-digit mobile number field, as a visitor breaks them. */
const mobileNumberRules = (label: string): Rule[] => [
  [label, '98765abc10', 'Contact number must contain only digits'],
  [label, '987654321', 'Contact number must be at least 10 digits'],
  [label, '98765432101', 'Contact number cannot exceed 10 digits'],
];

/** An e-mail field: its label, and a value typed into it that is no address. */
interface EmailField {
  label: string;
  invalid: string;
}

/** The spec's e-mail field: an e-mail box (the phone's @ keyboard, the browser's own check). */
const emailControl: ControlAttributes = { type: 'email' };

/** The spec's rule of an e-mail field, as a visitor breaks it with `invalid`. */
const emailRules = ({ label, invalid }: EmailField): Rule[] => [
  [label, invalid, 'Invalid email format'],
];

/** How a red banner behaves: cleared after BANNER_CLEAR_MS, or kept until the visitor acts. */
type BannerLife = 'clears' | 'stays';

export interface VisitorFormSpec {
  /** The describe block's title, e.g. '/feedback'. */
  title: string;
  /** Screenshot name prefix, e.g. 'feedback-390'. */
  shot: string;
  page: () => Page;
  /** Opens the form afresh (empty, no messages) and returns it: a form or a dialog. */
  open: () => Promise<Locator>;
  kind: SubmissionKind;
  /** Attributes the form's controls must carry, beyond those of its mobile number and e-mail. */
  controls?: Record<string, ControlAttributes>;
  /**
   * The label of the form's 10-digit mobile number field, if it has one: its keypad
   * (mobileNumberControl) and its three rules are checked with the rest.
   */
  mobileNumber?: string;
  /**
   * The form's e-mail field, if it has one: its control (emailControl) and its rule (emailRules)
   * are checked with the rest.
   */
  email?: EmailField;
  /**
   * Label, value typed, message shown under it once the field is left; a required field left
   * empty is checked from `required` and need not be listed, nor are the mobile number's and the
   * e-mail's rules.
   */
  rules?: Rule[];
  /** Every control's message after an empty submit (and once left empty); null where none is due. */
  required: Record<string, string | null>;
  valid: Record<string, string>;
  /** Scope of the form's axe check: 'main' for a page, '[role=dialog]' for a dialog. */
  axeScope: string;
  /** A form on a page of its own (formOnPage): the path of that page and the form's name. */
  onPage?: { path: string; name: string };
  /**
   * Two controls a desktop sets side by side in one row (the form's two columns), checked on a
   * fresh desktop page of a form on a page of its own; `shot` names its screenshot.
   */
  desktopColumns?: { pair: [left: string, right: string]; shot: string };
  /**
   * A form that answers an accepted request with the server's message in a green banner: the
   * banner's text and the record the store must then hold (its last).
   */
  savedBanner?: { text: string; stored: Record<string, unknown> };
  /** Tests of what the form alone does, run after the shared success check, before the failures. */
  accepted: (form: () => Locator) => void;
  failedSave: BannerLife;
  /** The server stopped: the form says so. Omit on all but a file's last form (it stops the server). */
  serverGone?: { banner: BannerLife; then?: (banner: Locator) => Promise<void> };
}

/** Where a form lives: the page it is on, how it is opened, and what its axe check covers. */
type Placement = Pick<VisitorFormSpec, 'page' | 'open' | 'axeScope' | 'onPage'>;

/** A form on a page of its own at `path`, on the file's first page unless `page` is given. */
export function formOnPage(
  path: string,
  name: string,
  page: () => Page = () => firstPage,
): Placement {
  return {
    page,
    open: () => openFormAt(page(), path, name),
    axeScope: 'main',
    onPage: { path, name },
  };
}

/** A form in a dialog that `open` opens, on the file's first page unless `page` is given. */
export function formInDialog(
  open: () => Promise<Locator>,
  page: () => Page = () => firstPage,
): Placement {
  return { page, open, axeScope: '[role=dialog]' };
}

const firstLabel = (spec: VisitorFormSpec) => Object.keys(spec.valid)[0]!;

async function expectBanner(banner: Locator, text: string | RegExp, life: BannerLife) {
  await banner.waitFor();
  if (typeof text === 'string') expect(await banner.textContent()).toBe(text);
  else expect(await banner.textContent()).toMatch(text);
  if (life === 'clears') {
    expectAboutBannerTime(await bannerLifetime(banner, (await banner.textContent()) ?? ''));
  } else {
    await expectBannerKept(banner);
  }
}

/** Registers the shared checks of one visitor form; call at the top level of its e2e file. */
export function describeVisitorForm(spec: VisitorFormSpec): void {
  let form: Locator;
  const field = (label: string) => control(form, label);
  const submit = () => form.locator('button[type=submit]');

  // Every field after the first, left empty, shows its required message (the first has its own test).
  const leftEmpty = Object.entries(spec.required)
    .slice(1)
    .flatMap(([label, message]): Rule[] => (message === null ? [] : [[label, '', message]]));
  const mobile = spec.mobileNumber;
  const email = spec.email;
  // The shared fields' attributes first, what the form's own spec adds on top.
  const own = spec.controls ?? {};
  const controls = { ...own };
  if (mobile) controls[mobile] = { ...mobileNumberControl, ...own[mobile] };
  if (email) controls[email.label] = { ...emailControl, ...own[email.label] };
  const requiredLabels = Object.keys(spec.required).filter((label) => spec.required[label]);
  const rules = [
    ...leftEmpty,
    ...(mobile ? mobileNumberRules(mobile) : []),
    ...(email ? emailRules(email) : []),
    ...(spec.rules ?? []),
  ];

  describe(spec.title, () => {
    // The banner checks measure how long a banner stays, which the page itself records.
    beforeAll(() => recordBanners(spec.page()));

    it('has labelled, touch-sized controls with the right keyboards', async () => {
      form = await spec.open();
      for (const [label, attributes] of Object.entries(controls)) {
        for (const [name, value] of Object.entries(attributes)) {
          expect(await field(label).getAttribute(name), `${label} ${name}`).toBe(value);
        }
      }
      await expectTouchSized(form);
      expect(await fieldMessage(field(firstLabel(spec)))).toBeNull();
      // Empty required controls are not drawn invalid before the form says so (the browser's
      // own :invalid is not the form's).
      for (const label of requiredLabels)
        expect(await borderTone(field(label)), label).toBe('grey');
      await screenshotViewport(spec.page(), `${spec.shot}-empty`);
    });

    it(`shows the first field's message once it is left empty, and nothing elsewhere`, async () => {
      const [first, ...others] = Object.keys(spec.required);
      await tabThrough(field(first!));
      // The message follows the form's validation, whose schema may still be on its way when the
      // fresh form's first field is left (a full run read too early once); once it is shown, the
      // validation has run and the other fields' silence can be read.
      await expect.poll(() => fieldMessage(field(first!))).toBe(spec.required[first!]);
      for (const label of others) expect(await fieldMessage(field(label))).toBeNull();
    });

    it.each(rules)('shows %j = %j as %j after blur', async (label, value, message) => {
      await fillByLabel(form, { [label]: value });
      await tabThrough(field(label));
      await expect.poll(() => fieldMessage(field(label))).toBe(message);
    });

    it('on an empty submit shows every message, focuses the first field to fix, stores nothing', async () => {
      const before = (await readRecords(app, spec.kind)).length;
      form = await spec.open();
      await submit().tap();
      // The messages follow the form's validation, which may still be loading its schema.
      for (const [label, message] of Object.entries(spec.required)) {
        await expect.poll(() => fieldMessage(field(label)), { message: label }).toBe(message);
      }
      for (const label of requiredLabels) {
        await expect.poll(() => borderTone(field(label)), { message: label }).toBe('red');
      }
      const first = Object.keys(spec.required).find((label) => spec.required[label]);
      await expect
        .poll(() => field(first!).evaluate((el) => el === document.activeElement))
        .toBe(true);
      expect(await readRecords(app, spec.kind)).toHaveLength(before);
      await screenshotViewport(spec.page(), `${spec.shot}-errors`);
      expect(await seriousAxeViolationsWithin(spec.page(), spec.axeScope)).toEqual([]);
    });

    const saved = spec.savedBanner;
    if (saved) {
      it('posts a valid form: green banner with the server message, form reset, banner gone after 3 s, record stored', async () => {
        form = await spec.open();
        const before = (await readRecords(app, spec.kind)).length;
        await fillByLabel(form, spec.valid);
        await submit().tap();
        const banner = form.getByRole('status');
        await banner.waitFor();
        expect(await banner.textContent()).toBe(saved.text);
        expect(new Set(await controlValues(form))).toEqual(new Set(['']));
        expect(await fieldMessage(field(firstLabel(spec)))).toBeNull();
        await screenshotViewport(spec.page(), `${spec.shot}-sent`);
        expectAboutBannerTime(await bannerLifetime(banner, saved.text));
        // Out of view, its words stay in the live region for a screen reader until the next
        // submit, no longer a status to announce again (issue 45).
        const kept = form.getByText(saved.text);
        expect(await kept.evaluate((el) => el.closest('[aria-live]') !== null)).toBe(true);
        // Out of view: some box around it clips it to a pixel (a visually hidden box).
        const clipped = await kept.evaluate((el) => {
          for (let n: Element | null = el; n; n = n.parentElement) {
            if (getComputedStyle(n).overflow === 'hidden' && n.getBoundingClientRect().width <= 1)
              return true;
          }
          return false;
        });
        expect(clipped).toBe(true);
        expect(await form.getByRole('status').count()).toBe(0);
        const records = await readRecords(app, spec.kind);
        expect(records).toHaveLength(before + 1);
        expect(records.at(-1)).toMatchObject(saved.stored);
        expect(Date.parse(String(records.at(-1)!.createdAt))).not.toBeNaN();
      });
    }

    const columns = spec.desktopColumns;
    if (columns) {
      it(`sets ${columns.pair.join(' and ')} side by side on a desktop`, async () => {
        const { onPage } = spec;
        if (!onPage) throw new Error(`${spec.title}: desktopColumns needs a form on a page`);
        await expectTwoColumnsOnDesktop(onPage.path, onPage.name, columns.pair, columns.shot);
      });
    }

    describe('what this form alone does', () => spec.accepted(() => form));

    // After the form's own tests, whose counts of stored records it would change; the
    // failed save opens the form afresh.
    it('is completed with the keyboard alone: Tab through its controls, typed, Enter sends it, focus always seen', async () => {
      form = await spec.open();
      const before = (await readRecords(app, spec.kind)).length;
      await completeByKeyboard(spec.page(), form, spec.valid);
      await expect.poll(async () => (await readRecords(app, spec.kind)).length).toBe(before + 1);
    });

    it(`shows a failed save in red (${spec.failedSave === 'clears' ? 'cleared after 3 s' : 'kept'}), keeps what was typed and stores nothing`, async () => {
      form = await spec.open();
      const before = (await readRecords(app, spec.kind)).length;
      const restore = await breakSubmissions(app, spec.kind);
      try {
        await fillByLabel(form, spec.valid);
        await submit().tap();
        const banner = form.getByRole('alert');
        await banner.waitFor();
        expect(await field(firstLabel(spec)).inputValue()).toBe(spec.valid[firstLabel(spec)]);
        await expectBanner(banner, msg.storageError, spec.failedSave);
      } finally {
        await restore();
      }
      expect(await readRecords(app, spec.kind)).toHaveLength(before);
    });

    const gone = spec.serverGone;
    if (gone) {
      it(`says so when the server cannot be reached (${gone.banner === 'clears' ? 'cleared after 3 s' : 'kept'})`, async () => {
        await fillByLabel(form, spec.valid);
        await app.close();
        await submit().tap();
        const banner = form.getByRole('alert');
        await expectBanner(banner, /could not reach our server/, gone.banner);
        expect(await field(firstLabel(spec)).inputValue()).toBe(spec.valid[firstLabel(spec)]);
        await screenshotViewport(spec.page(), `${spec.shot}-network-error`);
        await gone.then?.(banner);
      });
    }
  });
}
