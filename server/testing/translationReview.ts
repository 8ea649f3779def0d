// The review a Hindi or Gujarati text passes against its English (server/pages/contentLanguages
// and siteLanguages tests): the same headings, blocks, tables and links, and every number kept.
import { unescapeHtml } from '../pages/unescapeHtml';

const headings = (html: string) => [...html.matchAll(/<(h[1-6])[\s>]/g)].map((m) => m[1]);
/** The block structure: every paragraph, list, item and heading, in order. */
const blocks = (html: string) =>
  [...html.matchAll(/<(h[1-6]|p|ul|ol|li|blockquote|figure|img|hr)[\s>/]/g)].map((m) => m[1]);
/** Each table as its rows, each row as its cells' kinds (th, td). */
const tables = (html: string) =>
  [...html.matchAll(/<table[\s>][\s\S]*?<\/table>/g)].map((table) =>
    [...table[0].matchAll(/<tr[\s>][\s\S]*?<\/tr>/g)].map((row) =>
      [...row[0].matchAll(/<(th|td)[\s>]/g)].map((cell) => cell[1]).join(' '),
    ),
  );
const links = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => unescapeHtml(m[1] ?? ''));
export const text = (html: string) => unescapeHtml(html.replace(/<[^>]*>/g, ' '));
/** Numbers as written: 21, 1.51, 8:00, 400051, 2025/22, INZ000123456's digits. */
export const numbers = (html: string) => new Set(text(html).match(/\d+(?:[.,:/]\d+)*/g) ?? []);

/** What a translation loses of its English's structure and figures: empty when faithful. */
export function differences(english: string, translated: string): string[] {
  const found: string[] = [];
  const same = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      found.push(`${what}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
  };
  same('headings', headings(english), headings(translated));
  same('blocks', blocks(english), blocks(translated));
  same('tables', tables(english), tables(translated));
  same('links', links(english), links(translated));
  const local = numbers(translated);
  const lost = [...numbers(english)].filter((n) => !local.has(n));
  if (lost.length) found.push(`numbers missing: ${lost.join(', ')}`);
  return found;
}
