import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * What a broken layout breaks, checked on the page as it is: nothing wider than the viewport, the
 * header and footer shown, and no visible element of the header, banner or a fixed layer lying
 * over the main content's headings, paragraphs, tables and controls.
 */
export async function expectSoundLayout(page: Page, label: string): Promise<void> {
  const report = await page.evaluate(() => {
    const root = document.documentElement;
    const visible = (el: Element | null) => {
      if (!el) return false;
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
    };
    const main = document.querySelector('main');
    const overlaps: string[] = [];
    if (main) {
      const targets = [
        ...main.querySelectorAll('h1, h2, h3, p, table, button, a, input, select, textarea'),
      ].filter(visible);
      for (const el of targets) {
        const r = el.getBoundingClientRect();
        const x = r.left + Math.min(r.width / 2, 8);
        const y = r.top + Math.min(r.height / 2, 8);
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const top = document.elementFromPoint(x, y);
        // The element itself, its own content or a label inside it is fine; anything from
        // outside <main> (a sticky header, a chat button) sitting on it is not.
        if (top && !main.contains(top) && !top.contains(el)) {
          overlaps.push(
            `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" under ${top.tagName.toLowerCase()}`,
          );
        }
      }
    }
    return {
      scrollWidth: root.scrollWidth,
      innerWidth,
      header: visible(document.querySelector('header')),
      footer: visible(document.querySelector('footer')),
      main: visible(main),
      overlaps,
    };
  });
  expect(report.scrollWidth, `${label}: horizontal overflow`).toBeLessThanOrEqual(
    report.innerWidth,
  );
  expect(report.header, `${label}: header shown`).toBe(true);
  expect(report.footer, `${label}: footer shown`).toBe(true);
  expect(report.main, `${label}: main content shown`).toBe(true);
  expect(report.overlaps, `${label}: covered content`).toEqual([]);
}

/**
 * The pairs of visible `parts` inside `scope` whose boxes overlap by more than `slack` pixels each
 * way (one inside the other does not count). `layered`: only parts of one layer are compared — the
 * page's flow, or one fixed layer (an action bar, the chat button), which lies over the page as it
 * scrolls under it.
 */
export const overlappingParts = (
  scope: Locator,
  options: { parts: string; slack: number; layered: boolean },
): Promise<string[]> =>
  scope.evaluate((root, { parts: selector, slack, layered }) => {
    const layer = (el: Element): Element | null => {
      if (!layered) return null;
      for (let node: Element | null = el; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return node;
      }
      return null;
    };
    const parts = [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > slack && r.height > slack && getComputedStyle(el).visibility !== 'hidden';
    });
    const name = (el: HTMLElement) =>
      `<${el.tagName.toLowerCase()}> ${(el.textContent ?? el.getAttribute('alt') ?? '').trim().slice(0, 30)}`;
    const found: string[] = [];
    for (const [i, a] of parts.entries()) {
      for (const b of parts.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        if (layer(a) !== layer(b)) continue;
        const r = a.getBoundingClientRect();
        const s = b.getBoundingClientRect();
        const across = Math.min(r.right, s.right) - Math.max(r.left, s.left);
        const down = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
        if (across > slack && down > slack) found.push(`${name(a)} / ${name(b)}`);
      }
    }
    return found;
  }, options);
