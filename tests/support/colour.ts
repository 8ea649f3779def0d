import type { Page } from 'playwright-core';

/** A colour as red, green, blue (0–255) and alpha (0–1). */
export type Rgba = [number, number, number, number];

/** WCAG's colour maths, as the page holds it (`window.wcagColour`). */
export interface ColourMaths {
  /** The first `rgb(…)` / `rgba(…)` in a computed value, or null (a colour it cannot read). */
  parse(css: string): Rgba | null;
  /** `top` laid over the opaque `below`: an opaque colour. */
  over(top: Rgba, below: Rgba): Rgba;
  /** WCAG's contrast ratio of two opaque colours (their relative luminances), unrounded. */
  ratio(a: Rgba, b: Rgba): number;
}

/**
 * Defines `window.wcagColour`. Runs in the page: code run there cannot import, so the checks that
 * measure colours in the page (the kiosk's text contrast, the focus ring's) put this in first and
 * share one copy of the maths, as the accessibility checks put axe in (browser.ts, withAxe).
 */
function defineColourMaths() {
  type Colour = [number, number, number, number];
  const parse = (css: string): Colour | null => {
    const m = /rgba?\(([^)]+)\)/.exec(css);
    if (!m) return null;
    const [r = 0, g = 0, b = 0, a = 1] = m[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, a];
  };
  const over = (top: Colour, below: Colour): Colour =>
    [0, 1, 2].map((i) => top[i]! * top[3] + below[i]! * (1 - top[3])).concat(1) as Colour;
  const luminance = ([r, g, b]: Colour) => {
    const lin = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (a: Colour, b: Colour) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  (window as unknown as { wcagColour: unknown }).wcagColour = { parse, over, ratio };
}

/**
 * Puts the colour maths in the page (again after each navigation: a new document has none), then
 * runs `measure` there with `arg`; `measure` reads them from `window.wcagColour`.
 */
export async function measureColours<Arg extends number | string | undefined, Result>(
  page: Page,
  measure: (arg: Arg) => Result | Promise<Result>,
  arg: Arg,
): Promise<Result> {
  await page.evaluate(defineColourMaths);
  return page.evaluate(measure as (arg: unknown) => Result | Promise<Result>, arg);
}
