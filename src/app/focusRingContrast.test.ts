// The focus ring's colour against the theme's backgrounds (issue 45, WCAG 2.4.7 with 1.4.11's
// 3:1; docs/architecture.md §4): the tokens alone, cheaply. What the browser draws is measured on
// real screens by accessibility.e2e ("the focus ring").
import { describe, expect, it } from 'vitest';
import { FOCUS_RING, themeConfig } from './themeConfig';

/** WCAG's relative luminance of a `#RRGGBB` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const s = parseInt(hex.slice(i, i + 2), 16) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const { colors } = themeConfig.theme.tokens;

describe('the focus ring colour', () => {
  it('stands out at 3:1 or more on every background a focusable control sits on', () => {
    const backgrounds = {
      white: '#FFFFFF',
      // Chakra's light greys and blues of panels, hovered rows and the desk's reply cards.
      'gray.50': '#FAFAFA',
      'gray.100': '#F4F4F5',
      'blue.50': '#EFF6FF',
      'brand.50': colors.brand[50].value,
      'gold.50': colors.gold[50].value,
      // The navy of the header, the footer, the desk's bar and the kiosk's start screen.
      'brand.700': colors.brand[700].value,
      'brand.800': colors.brand[800].value,
      'brand.900': colors.brand[900].value,
    };
    const ratios = Object.fromEntries(
      Object.entries(backgrounds).map(([name, bg]) => [name, contrast(FOCUS_RING, bg)]),
    );
    const weak = Object.entries(ratios).filter(([, ratio]) => ratio < 3);
    expect(weak, JSON.stringify(ratios)).toEqual([]);
  });

  it('tells a weak ring: gold.400, the ring before, is under 3:1 on white', () => {
    expect(contrast(colors.gold[400].value, '#FFFFFF')).toBeLessThan(3);
  });

  it('is the one ring: the global :focus-visible and every palette the site gives controls', () => {
    expect(colors.focusRing.value).toBe(FOCUS_RING);
    expect(themeConfig.globalCss[':focus-visible'].outlineColor).toBe('focusRing');
    const { brand, gold, gray } = themeConfig.theme.semanticTokens.colors;
    for (const palette of [brand, gold, gray]) {
      expect(palette.focusRing.value).toBe('{colors.focusRing}');
    }
  });
});
