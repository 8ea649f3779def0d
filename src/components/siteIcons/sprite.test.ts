import { readFile } from 'node:fs/promises';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteIcon } from '../SiteIcon';
import { drawSprite } from './drawSprite';
import { FALLBACK_ICON as glyphsFallback, GLYPHS, INTERFACE_GLYPHS } from './glyphs';
import { FALLBACK_ICON, SITE_ICON_NAMES } from './names';

describe('the site icon sprite', () => {
  it('draws every icon of glyphs.ts as it is now (run `npm run icons` after changing it)', async () => {
    const written = await readFile(new URL('sprite.svg', import.meta.url), 'utf8');
    expect(written).toBe(drawSprite({ ...GLYPHS, ...INTERFACE_GLYPHS }));
    expect([...SITE_ICON_NAMES]).toEqual(Object.keys(GLYPHS));
    expect(FALLBACK_ICON).toBe(glyphsFallback);
    expect(SITE_ICON_NAMES.has(FALLBACK_ICON)).toBe(true);
  });

  it("keeps each drawing's viewBox, stroke and fill on its symbol, and no size", () => {
    const sprite = drawSprite(GLYPHS);
    expect(sprite).toContain(
      '<symbol id="chart" stroke="currentColor" fill="none" stroke-width="2" viewBox="0 0 24 24" stroke-linecap="round" stroke-linejoin="round">',
    );
    expect(sprite).toContain(
      '<symbol id="facebook" stroke="currentColor" fill="currentColor" stroke-width="0" viewBox="0 0 320 512">',
    );
    expect(sprite).not.toMatch(/<symbol[^>]* (?:width|height)=/);
  });
});

describe('SiteIcon', () => {
  const draw = (name: string | undefined) =>
    renderToStaticMarkup(createElement(SiteIcon, { name }));

  it('shows the named symbol of the sprite, hidden from screen readers', () => {
    expect(draw('bank')).toMatch(
      /^<svg width="1em" height="1em" aria-hidden="true" focusable="false" class="[^"]*icon[^"]*"><use href="[^"#]*sprite[^"#]*\.svg[^"#]*#bank"><\/use><\/svg>$/,
    );
  });

  it('shows the neutral mark for a name the site does not know, or none', () => {
    expect(draw('rocket')).toMatch(/#check"/);
    expect(draw(undefined)).toMatch(/#check"/);
  });
});
