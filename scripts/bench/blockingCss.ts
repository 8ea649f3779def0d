// The render-blocking CSS of a first HTML, as `npm run bench:web` counts it (issue #47's target):
// the stylesheets its head links as blocking (rel=stylesheet, for every medium; not inside
// <noscript>, which a browser running scripts skips) plus its inline <style> elements, gzip.
import { gzipSync } from 'node:zlib';

const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/g;
const LINK = /<link\b[^>]*>/g;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The stylesheets' hrefs that block rendering, and the inline styles' text, of a page's head. */
export function blockingStyles(html: string): { hrefs: string[]; inline: string } {
  const head = (html.split('</head>')[0] ?? '').replace(NOSCRIPT, '');
  const hrefs = [...head.matchAll(LINK)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel') === 'stylesheet')
    .filter((tag) => ['all', 'screen', undefined].includes(attribute(tag, 'media')))
    .map((tag) => attribute(tag, 'href') ?? '');
  const inline = [...head.matchAll(STYLE)].map(([, text]) => text).join('');
  return { hrefs, inline };
}

/** Their gzip bytes: each stylesheet as `gzipOf` measures it, the inline styles together. */
export async function blockingCss(
  html: string,
  gzipOf: (href: string) => Promise<number>,
): Promise<number> {
  const { hrefs, inline } = blockingStyles(html);
  let bytes = inline ? gzipSync(inline, { level: 9 }).length : 0;
  for (const href of hrefs) bytes += await gzipOf(href);
  return bytes;
}
