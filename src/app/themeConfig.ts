// The site's look: its fonts, palette, focus ring and panel, as plain configuration. Chakra's
// runtime builds its system from it (./theme.ts) and Panda generates the public pages' static CSS
// from it (panda.config.ts), so both draw with the same tokens (docs/architecture.md §4).
import type { SystemConfig } from '@chakra-ui/react';
import { scrollCueKeyframes } from '../components/scrollCueKeyframes';

// Inter for Latin, and its metric twin (interFallback.css) until it has arrived; Devanagari and
// Gujarati letters fall through to Noto Sans in their script.
const fontStack = `'Inter Variable', 'Inter Fallback', 'Noto Sans Devanagari', 'Noto Sans Gujarati', system-ui, -apple-system, 'Segoe UI', sans-serif`;

/**
 * The site's one focus ring colour (issue 45, WCAG 2.4.7 with 1.4.11's 3:1; docs/architecture.md
 * §4): a gold darker than gold.500 and lighter than gold.600, so that it stands out at 3:1 or more
 * both on the light pages (3.95:1 on white, 3.55:1 on brand.50) and on the navy header, footer and
 * kiosk (3.89:1 on brand.800, 3.28:1 on brand.700). gold.400, the ring before, was 2.42:1 on white;
 * Chakra's grey ring of links and inputs 2.5:1. Held by focusRingContrast.test.ts.
 */
export const FOCUS_RING = '#9C7C1A';

/**
 * What `colorPalette="brand"` or `"gold"` reads: steps of the palette's own scale for the solid, the
 * text and the light shades, the colour that stands on the solid, and the site's one focus ring.
 */
const paletteTokens = (
  name: 'brand' | 'gold',
  { solid, fg, contrast }: { solid: number; fg: number; contrast: string },
) => ({
  solid: { value: `{colors.${name}.${solid}}` },
  contrast: { value: contrast },
  fg: { value: `{colors.${name}.${fg}}` },
  muted: { value: `{colors.${name}.100}` },
  subtle: { value: `{colors.${name}.50}` },
  emphasized: { value: `{colors.${name}.200}` },
  focusRing: { value: '{colors.focusRing}' },
});

// A sober palette for a financial firm: deep navy, a restrained gold accent, clear neutrals.
export const themeConfig = {
  globalCss: {
    'html, body': { bg: 'white', color: 'gray.800' },
    ':focus-visible': { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    // The carousel and the notice ticker stand still for visitors who ask so (the blinking links
    // too: src/lib/useBlinkBeat.ts).
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    keyframes: {
      // The navigation bar's gold segment crossing the window while a page loads.
      progressSlide: {
        from: { transform: 'translateX(-100%)' },
        to: { transform: 'translateX(250%)' },
      },
      // The notices' track holds them twice: moving it by half its width loops without a jump.
      noticesScroll: {
        from: { transform: 'translateX(0)' },
        to: { transform: 'translateX(-50%)' },
      },
      // The home page's announcement rising into place as it opens.
      popupAppear: {
        from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
        to: { opacity: 1, transform: 'none' },
      },
      // A wide table's fade at the edge where more of it lies, run by its own scroll position.
      scrollCue: scrollCueKeyframes,
    },
    layerStyles: {
      // The white, hairline-bordered panel of forms, tiles, albums and sidebars.
      card: {
        value: { bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg' },
      },
    },
    tokens: {
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      colors: {
        focusRing: { value: FOCUS_RING },
        brand: {
          50: { value: '#EEF3FA' },
          100: { value: '#D5E1F2' },
          200: { value: '#A9C1E3' },
          300: { value: '#7299CF' },
          400: { value: '#4271B5' },
          500: { value: '#1F4E8C' },
          600: { value: '#163D70' },
          700: { value: '#13315C' },
          800: { value: '#0B2545' },
          900: { value: '#071A31' },
          950: { value: '#040F1D' },
        },
        gold: {
          50: { value: '#FBF6E6' },
          100: { value: '#F5E9BF' },
          200: { value: '#EBD585' },
          300: { value: '#DDBE4E' },
          400: { value: '#C9A227' },
          500: { value: '#A8861C' },
          600: { value: '#866A16' },
          700: { value: '#654F11' },
          800: { value: '#43350B' },
          900: { value: '#221A06' },
          950: { value: '#110D03' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: paletteTokens('brand', { solid: 800, fg: 700, contrast: 'white' }),
        gold: paletteTokens('gold', { solid: 400, fg: 600, contrast: '{colors.brand.900}' }),
        // Chakra's default palette, which links and inputs read: its ring is the site's too.
        gray: { focusRing: { value: '{colors.focusRing}' } },
      },
    },
  },
} satisfies SystemConfig;
