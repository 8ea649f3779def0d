// Keyboard-only walks (issue 45, WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11): a visitor's task done with
// page.keyboard alone, never a click. After each key the focused element is read in one call: it
// must show a focus indicator (an outline or a box shadow), be on screen, and not lie wholly under
// a fixed or sticky box (a header, the chat button, the kiosk's bar) that is not its own.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { measureColours, type ColourMaths, type Rgba } from './colour';

/** What has focus after a key, and whether a visitor can see it. */
export interface Focused {
  /** Tag, type and accessible name in short, e.g. `button "Submit"`; `body` when nothing has focus. */
  what: string;
  tag: string;
  /** The control's label (its <label>, aria-label or aria-labelledby, marks hidden from readers left out), or its text. */
  name: string;
  /** Why a visitor cannot see where focus is; empty when they can. */
  unseen: string[];
  /**
   * In a Tab walk (walkTabOrder) only: the element's mark before this stop, `start` or `reached`
   * (met before), `same` when it is the last stop's element again, or null when this is its first
   * stop (it is marked `reached` now).
   */
  walk?: string | null;
}

/** The attribute a Tab walk marks the elements focus stopped on with (walkTabOrder). */
const WALK_MARK = 'data-tab-walk';

/** Reads the focused element (in one call: a call per fact costs a busy machine seconds a walk). */
export function focused(page: Page, mark?: string): Promise<Focused> {
  return page.evaluate((mark) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', tag: 'body', name: '', unseen: [] };
    // A control with stops of its own (a date field's day, month and year) keeps focus on Tab.
    const last = window as unknown as { tabWalkLast?: Element };
    const walk = !mark ? undefined : last.tabWalkLast === el ? 'same' : el.getAttribute(mark);
    if (mark) last.tabWalkLast = el;
    if (mark && walk === null) el.setAttribute(mark, 'reached');
    const spoken = (node: Element) => {
      const copy = node.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    };
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id) : null))
      .filter((n): n is HTMLElement => n !== null);
    const labels = (el as HTMLInputElement).labels;
    const name =
      el.getAttribute('aria-label') ??
      (labelledBy.length > 0
        ? labelledBy.map(spoken).join(' ')
        : labels && labels.length > 0
          ? spoken(labels[0]!)
          : spoken(el));
    const tag = el.tagName.toLowerCase();
    const type = el.getAttribute('type');
    const what = `${tag}${type ? `[${type}]` : ''} "${name.slice(0, 40)}"`;

    const unseen: string[] = [];
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    if (!outline && style.boxShadow === 'none') {
      const visible = el.matches(':focus-visible') ? ':focus-visible' : 'not :focus-visible';
      unseen.push(`no outline or box shadow (outline ${style.outlineStyle}; ${visible})`);
    }
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) unseen.push('no size');
    if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) {
      unseen.push('off screen');
    }
    // Wholly covered by a fixed or sticky box that is not its own (WCAG 2.4.11): what lies on top
    // at its centre, if that is such a box (or in one), must not cover all of it.
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    for (let box = hit; box && !box.contains(el) && !el.contains(box); box = box.parentElement) {
      const position = getComputedStyle(box).position;
      if (position !== 'fixed' && position !== 'sticky') continue;
      const b = box.getBoundingClientRect();
      if (b.top <= r.top && b.bottom >= r.bottom && b.left <= r.left && b.right >= r.right) {
        const at = `${Math.round(r.top)}-${Math.round(r.bottom)} of ${innerHeight} px`;
        unseen.push(
          `under ${box.tagName.toLowerCase()}.${String(box.className).split(' ')[0]} (${at})`,
        );
      }
      break;
    }
    return { what, tag, name, unseen, ...(mark ? { walk } : {}) };
  }, mark);
}

/**
 * Presses `key` (Tab, Shift+Tab, Enter, Space, Escape, an arrow) and checks the focus it leaves is
 * seen; `mark`: the Tab walk's attribute (walkTabOrder).
 */
export async function press(page: Page, key: string, mark?: string): Promise<Focused> {
  await page.keyboard.press(key);
  const now = await focused(page, mark);
  if (now.tag === 'body' || now.unseen.length === 0) return now;
  // The page may still be scrolling the focused element into view (a dialog's body scrolls
  // smoothly; seen once under a dialog's backdrop mid-scroll): it must be seen once it stops.
  await expect
    .poll(async () => (await focused(page)).unseen, { message: `after ${key}: ${now.what}` })
    .toEqual([]);
  return now;
}

/** What a walk of a screen's whole Tab order found wrong (walkTabOrder); empty when nothing. */
export type TabWalkProblems = string[];

/**
 * Walks the page's whole Tab order from the focused element round to it again (WCAG 2.1.1, 2.1.2,
 * 2.4.7; issue 45): past the page's last stop focus leaves the page (the body) and comes back at
 * its first. Each stop's focus must be seen (press). Says what went wrong: a stop not seen, focus
 * meeting a stop twice before it is back (a trap), or a control a pointer can use that Tab never
 * reached — a link, button, field, select, an element with a button's or link's role or a
 * tabindex, or one that shows the pointer's hand (`cursor: pointer`, its own, not its parent's),
 * unless it holds, lies in or labels a stop (a label round its checkbox), or is a radio button
 * of a group Tab reached (the arrows move within a group).
 */
export async function walkTabOrder(
  page: Page,
  { max = 400 }: { max?: number } = {},
): Promise<TabWalkProblems> {
  const problems: string[] = [];
  const start = await page.evaluate((mark) => {
    document.querySelectorAll(`[${mark}]`).forEach((el) => el.removeAttribute(mark));
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    el.setAttribute(mark, 'start');
    (window as unknown as { tabWalkLast?: Element }).tabWalkLast = el;
    return true;
  }, WALK_MARK);
  if (!start) throw new Error('a Tab walk starts from a focused element');
  let back = false;
  let outside = 0;
  for (let i = 0; i < max && !back; i++) {
    let now: Focused;
    try {
      now = await press(page, 'Tab', WALK_MARK);
    } catch {
      now = await focused(page);
      problems.push(`focus not seen: ${now.what}: ${now.unseen.join('; ')}`);
    }
    if (now.tag === 'body') {
      // The page's end: once per round, or focus is stuck outside it.
      if (++outside > 1) break;
      continue;
    }
    if (now.walk === 'start') back = true;
    else if (now.walk === 'reached') {
      problems.push(`trapped: Tab came back to ${now.what} before the start`);
      break;
    }
  }
  if (!back && outside > 1) problems.push('focus left the page and never came back to it');
  else if (!back && problems.length === 0)
    problems.push(`Tab ×${max} never came back to the start`);
  const unreached = await page.evaluate((mark) => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [contenteditable="true"], [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])';
    const pointer = (el: Element) => getComputedStyle(el).cursor === 'pointer';
    const shown = (el: Element) =>
      el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const reached = (el: Element): boolean => {
      if (el.closest(`[${mark}]`) || el.querySelector(`[${mark}]`)) return true;
      if (el instanceof HTMLLabelElement && el.control?.hasAttribute(mark)) return true;
      if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
        const group = (el.form ?? document).querySelectorAll(
          `input[type="radio"][name="${CSS.escape(el.name)}"]`,
        );
        return [...group].some((radio) => radio.hasAttribute(mark));
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter(
        (el) =>
          (el.matches(CONTROLS) ||
            (pointer(el) && !(el.parentElement && pointer(el.parentElement)))) &&
          !el.matches(':disabled') &&
          !el.closest('[inert]') &&
          shown(el) &&
          !reached(el),
      )
      .map((el) => {
        const name =
          el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        return `${el.tagName.toLowerCase()} "${name.slice(0, 40)}"`;
      });
  }, WALK_MARK);
  return [...problems, ...unreached.map((what) => `not reached by Tab: ${what}`)];
}

/**
 * Presses `key` (Tab by default) until the focused element is `target`, each step's focus seen
 * (press); fails after `max` presses, naming where focus went.
 */
export async function keyTo(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 80 }: { key?: string; max?: number } = {},
): Promise<Focused> {
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    const now = await press(page, key);
    if (await target.evaluate((el) => el === document.activeElement)) return now;
    passed.push(now.what);
  }
  throw new Error(`${key} ×${max} never reached the target; focus went: ${passed.join(', ')}`);
}

/**
 * Completes `form` with the keyboard alone: Tab from where focus is into the form and through its
 * controls in the page's order, typing each labelled one's value from `values` (a text with
 * keyboard.type, a select's option with arrow keys, a checkbox with Space when its value is 'on'),
 * then Enter on its submit button. Every label of `values` must have been met on the way.
 */
export async function completeByKeyboard(
  page: Page,
  form: Locator,
  values: Record<string, string>,
  { max = 120 }: { max?: number } = {},
): Promise<void> {
  const left = new Set(Object.keys(values));
  const passed: string[] = [];
  // A dialog's form opens with focus on its first control: that one is met without a key.
  let stay = await form.evaluate((f) => f.contains(document.activeElement));
  for (let i = 0; i < max; i++) {
    const now = stay ? await focused(page) : await press(page, 'Tab');
    stay = false;
    passed.push(now.what);
    const inForm = await form.evaluate((f) => f.contains(document.activeElement));
    if (!inForm) continue;
    const active = page.locator('*:focus');
    const kind = await active.evaluate((el) =>
      el instanceof HTMLSelectElement
        ? 'select'
        : el instanceof HTMLInputElement && el.type === 'checkbox'
          ? 'checkbox'
          : el instanceof HTMLButtonElement && el.type === 'submit'
            ? 'submit'
            : el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
              ? 'text'
              : 'other',
    );
    if (kind === 'submit') {
      expect([...left], `fields never reached by Tab (${passed.join(', ')})`).toEqual([]);
      await press(page, 'Enter');
      return;
    }
    const value = values[now.name];
    if (value === undefined) continue;
    left.delete(now.name);
    if (kind === 'text') await page.keyboard.type(value);
    else if (kind === 'checkbox') {
      if (value === 'on') await press(page, 'Space');
    } else if (kind === 'select') {
      const chosen = () =>
        active.evaluate((el) => {
          const s = el as HTMLSelectElement;
          return [s.value, s.selectedOptions[0]?.textContent?.trim() ?? ''];
        });
      for (let n = 0; n < 50 && !(await chosen()).includes(value); n++) {
        await page.keyboard.press('ArrowDown');
      }
      expect(await chosen(), now.name).toContain(value);
    }
  }
  throw new Error(`Tab ×${max} never reached the form's submit button: ${passed.join(', ')}`);
}

/** The focused control's ring and its contrast with the colours beside it. */
export interface FocusRing {
  what: string;
  /** Whether the browser shows focus as from the keyboard (`:focus-visible`). */
  visible: boolean;
  /** The ring's colour (its outline, else its box shadow's) as `rgb(…)`, or `none`. */
  ring: string;
  /** Contrast with the colour around the ring (the backgrounds behind the control, blended). */
  around: number;
  /** What the ring's inner edge touches: the control itself, or the gap of an outline offset. */
  inside: 'control' | 'gap';
  /** Contrast with what the inner edge touches: the control's own colour, or the gap's. */
  own: number;
}

/**
 * Measures the focus ring of the focused element from its computed styles, once its transitions
 * have ended (WCAG 2.4.7 with 1.4.11's 3:1; issue 45, docs/architecture.md §4). Contrast is WCAG's
 * ratio of relative luminances. Translucent backgrounds are blended down to the first opaque one
 * (white under all); a gradient counts as each of its colours, the worst one kept.
 */
export function focusRing(page: Page): Promise<FocusRing> {
  return measureColours(
    page,
    async () => {
      const { parse, over, ratio } = (window as unknown as { wcagColour: ColourMaths }).wcagColour;
      const contrast = (a: Rgba, b: Rgba) => Math.round(ratio(a, b) * 100) / 100;
      /** The colours behind `from` (several when a gradient is what lies behind). */
      const behind = (from: Element | null): Rgba[] => {
        const layers: Rgba[] = [];
        for (let node = from; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          const stops = style.backgroundImage.match(/rgba?\([^)]+\)/g);
          if (stops) {
            // The translucent layers met so far lie over each of the gradient's colours.
            const under = stops.map((stop) => over(parse(stop)!, [255, 255, 255, 1]));
            return under.map((c) => layers.reduceRight<Rgba>((below, top) => over(top, below), c));
          }
          const bg = parse(style.backgroundColor);
          if (bg && bg[3] > 0) layers.push(bg);
          if (bg && bg[3] === 1) break;
        }
        return [layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1])];
      };
      const el = document.activeElement as HTMLElement;
      await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
      const style = getComputedStyle(el);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ringColour = parse(outlined ? style.outlineColor : style.boxShadow);
      const around = behind(el.parentElement);
      const ownBg = parse(style.backgroundColor);
      const inside = outlined && parseFloat(style.outlineOffset) > 0 ? 'gap' : 'control';
      const own =
        inside === 'control' && ownBg && ownBg[3] > 0 ? around.map((c) => over(ownBg, c)) : around;
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
      const what = `${el.tagName.toLowerCase()} "${name || (el as HTMLInputElement).name}"`;
      const visible = el.matches(':focus-visible');
      if (!ringColour) return { what, visible, ring: 'none', around: 1, inside, own: 1 };
      const ring = over(ringColour, around[0]!);
      const worst = (colours: Rgba[]) => Math.min(...colours.map((c) => contrast(ring, c)));
      return {
        what,
        visible,
        ring: `rgb(${ring.slice(0, 3).map(Math.round).join(', ')})`,
        around: worst(around),
        inside,
        own: worst(own),
      };
    },
    undefined,
  );
}
