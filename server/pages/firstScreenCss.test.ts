// The first screen's styles (docs/performance.md): of a stylesheet read at build time
// (scripts/cssRules.ts), the rules a page's markup can match, the custom properties and keyframes
// they use, in the stylesheet's order and layers.
import { describe, expect, it } from 'vitest';
import { cssRulesOf } from '../../scripts/cssRules';
import { classesOf, firstScreenCss } from './firstScreenCss';

const CSS = [
  '@font-face{font-family:Inter Variable;src:url(/a.woff2)}',
  '@layer reset,base,tokens,recipes,utilities;',
  '@layer reset{html{line-height:1.5}}',
  '@layer tokens{:where(:root,:host){--chakra-colors-brand:#123;--chakra-colors-unused:#456;--chakra-colors-fg:var(--chakra-colors-brand);--chakra-animations-spin:spin 1s linear}}',
  '@layer tokens{:where(.dark,.dark .chakra-theme:not(.light)){--chakra-colors-fg:#fff}}',
  '@layer tokens{@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}}',
  '@layer recipes{.button--size_md{height:var(--chakra-sizes-10)}}',
  '@layer utilities{.c_fg{color:var(--chakra-colors-fg)}.bg_brand\\.700{background:red}.\\[\\&_a\\]\\:td_underline a{text-decoration:underline}.anim_spin{animation:var(--chakra-animations-spin)}',
  '@media screen and (width>=48rem){.md\\:d_flex{display:flex}}',
  '.hover\\:c_fg:is(:hover,[data-hover]){color:var(--chakra-colors-fg)}}',
].join('');

const rules = () => ({ href: '/assets/index.css', nodes: cssRulesOf(CSS) });

describe('firstScreenCss', () => {
  it('reads the classes of the markup, as HTML escapes them', () => {
    expect([...classesOf('<p class="c_fg [&amp;_a]:td_underline"><i class="x">')]).toEqual([
      'c_fg',
      '[&_a]:td_underline',
      'x',
    ]);
  });

  it('keeps the rules the markup can match, in their layers, and the custom properties they read', () => {
    const css = firstScreenCss(rules(), '<p class="c_fg [&amp;_a]:td_underline">x</p>');
    expect(css).toBe(
      [
        '@font-face{font-family:Inter Variable;src:url(/a.woff2)}',
        '@layer reset,base,tokens,recipes,utilities;',
        '@layer reset{html{line-height:1.5}}',
        '@layer tokens{:where(:root,:host){--chakra-colors-brand:#123;--chakra-colors-fg:var(--chakra-colors-brand)}}',
        '@layer tokens;',
        '@layer tokens;',
        '@layer recipes;',
        '@layer utilities{.c_fg{color:var(--chakra-colors-fg)}.\\[\\&_a\\]\\:td_underline a{text-decoration:underline}}',
      ].join(''),
    );
  });

  it('keeps the keyframes a kept rule names, through a custom property', () => {
    const css = firstScreenCss(rules(), '<div class="anim_spin md:d_flex button--size_md">');
    expect(css).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
    expect(css).not.toContain('fade');
    expect(css).toContain('@media screen and (width>=48rem){.md\\:d_flex{display:flex}}');
    expect(css).toContain('.button--size_md{height:var(--chakra-sizes-10)}');
    expect(css).not.toContain('hover');
    expect(firstScreenCss(rules(), '<a class="hover:c_fg">')).toContain(
      '.hover\\:c_fg:is(:hover,[data-hover]){color:var(--chakra-colors-fg)}',
    );
  });

  it('reads custom properties by their escaped names', () => {
    const css = cssRulesOf(
      ':root{--chakra-spacing-1\\.5:.375rem;--chakra-spacing-1:.25rem}.gap_1\\.5{gap:var(--chakra-spacing-1\\.5)}',
    );
    expect(firstScreenCss({ href: '', nodes: css }, '<p class="gap_1.5">')).toBe(
      ':root{--chakra-spacing-1\\.5:.375rem}.gap_1\\.5{gap:var(--chakra-spacing-1\\.5)}',
    );
  });

  it('keeps a rule of :where() when one of its alternatives can match', () => {
    const css = firstScreenCss(rules(), '<html class="dark"><p class="c_fg">');
    expect(css).toContain(':where(.dark,.dark .chakra-theme:not(.light)){--chakra-colors-fg:#fff}');
  });
});
