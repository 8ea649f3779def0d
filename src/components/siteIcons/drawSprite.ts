// Draws the site's icons (./glyphs.ts) as one SVG sprite: a <symbol> per name, with the drawing's
// own viewBox, stroke and fill, which a page's <svg><use href="sprite.svg#name"/></svg> shows at
// the size and colour of the text around it, as the react-icons element did.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconType } from 'react-icons';

/** The root <svg> react-icons draws: its attributes, then its children. */
const ROOT = /^<svg ([^>]*)>([\s\S]*)<\/svg>$/;
/** The root's attributes a symbol does not take: the size (the page's <svg> sets it) and the namespace. */
const SIZE_OR_NAMESPACE = /(?:^|\s)(?:width|height|xmlns)="[^"]*"/g;

export function drawSprite(glyphs: Record<string, IconType>): string {
  const symbols = Object.entries(glyphs).map(([name, glyph]) => {
    const markup = renderToStaticMarkup(createElement(glyph));
    const root = ROOT.exec(markup);
    if (!root) throw new Error(`icon ${name} is not one <svg> element`);
    const attributes = root[1]!.replace(SIZE_OR_NAMESPACE, '').trim();
    return `<symbol id="${name}" ${attributes}>${root[2]}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** The names module: what a page checks a content's icon name against, without the drawings. */
export function namesModule(
  content: Record<string, IconType>,
  fallback: string,
  frame: Record<string, IconType>,
): string {
  const every = [...Object.keys(content), ...Object.keys(frame)];
  return [
    '// Written by `npm run icons` from ./glyphs.ts: do not edit.',
    '',
    "/** The icon names a site's content may give. */",
    `export const SITE_ICON_NAMES: ReadonlySet<string> = new Set(${JSON.stringify(Object.keys(content))});`,
    '',
    '/** The neutral mark drawn for a name the site does not know. */',
    `export const FALLBACK_ICON = ${JSON.stringify(fallback)};`,
    '',
    "/** Every symbol of ./sprite.svg: the content icons, then the frame's own. */",
    `export type SpriteIconName = ${every.map((name) => JSON.stringify(name)).join(' | ')};`,
    '',
  ].join('\n');
}
