// Keyboard-only walks (issue 45, WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11): a visitor's task done with
// page.keyboard alone, never a click. After each key the focused element is read in one call: it
// must show a focus indicator (an outline or a box shadow), be on screen, and not lie wholly under
// a fixed or sticky box (a header, the chat button, the kiosk's bar) that is not its own.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What has focus after a key, and whether a visitor can see it. */
export interface Focused {
  /** Tag, type and accessible name in short, e.g. `button "Submit"`; `body` when nothing has focus. */
  what: string;
  tag: string;
  /** The control's label (its <label>, aria-label or aria-labelledby, marks hidden from readers left out), or its text. */
  name: string;
  /** Why a visitor cannot see where focus is; empty when they can. */
  unseen: string[];
}

/** Reads the focused element (in one call: a call per fact costs a busy machine seconds a walk). */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', tag: 'body', name: '', unseen: [] };
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
    if (!outline && style.boxShadow === 'none') unseen.push('no outline or box shadow');
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
    return { what, tag, name, unseen };
  });
}

/** Presses `key` (Tab, Shift+Tab, Enter, Space, Escape, an arrow) and checks the focus it leaves is seen. */
export async function press(page: Page, key: string): Promise<Focused> {
  await page.keyboard.press(key);
  const now = await focused(page);
  if (now.tag === 'body' || now.unseen.length === 0) return now;
  // The page may still be scrolling the focused element into view (a dialog's body scrolls
  // smoothly; seen once under a dialog's backdrop mid-scroll): it must be seen once it stops.
  await expect
    .poll(async () => (await focused(page)).unseen, { message: `after ${key}: ${now.what}` })
    .toEqual([]);
  return now;
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
