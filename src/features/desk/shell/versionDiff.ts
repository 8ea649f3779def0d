// What changed between two versions of a desk item (docs/architecture.md §8 "Diff"), for the
// versions panel and the approver's screen. Rich text is compared as the words a visitor reads:
// the HTML is turned into text blocks first (a link keeps its address, a picture its alt text),
// because a diff of the markup would show attributes and tags an approver cannot judge, while
// every change a visitor could see still shows in the text. Rows (a site data section's, a fund
// list's) are compared as rows: added, removed, changed.
import { diffWords } from 'diff';

export interface TextChange {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export type Row = Readonly<Record<string, string>>;

export type RowChange =
  | { kind: 'added'; row: Row }
  | { kind: 'removed'; row: Row }
  | { kind: 'changed'; before: Row; after: Row; fields: string[] };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  lsaquo: '‹',
  rsaquo: '›',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * The text a visitor reads in sanitized HTML, one block (paragraph, heading, list item, table
 * row) a line: `label (→ /path)` for a link, `[picture: alt]` for a picture.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi, (_, attrs: string, label: string) => {
      const href = attribute(` ${attrs}`, 'href');
      return href ? `${label} (→ ${href})` : label;
    })
    .replace(/<img\b[^>]*>/gi, (tag) => {
      const alt = attribute(tag, 'alt');
      return alt ? `[picture: ${alt}]` : '[picture]';
    })
    .replace(/<\/(?:t[dh])>/gi, ' | ')
    .replace(/<br\s*\/?>|<\/(?:p|h[1-6]|li|tr|div|blockquote|table|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decode(text)
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]+/g, ' ')
        .replace(/\s*\|\s*$/, '')
        .trim(),
    )
    .filter(Boolean)
    .join('\n');
}

/** Word by word, what `after` changed of `before` (both plain text). */
export function diffText(before: string, after: string): TextChange[] {
  return diffWords(before, after).map((c) => ({
    kind: c.added ? 'added' : c.removed ? 'removed' : 'same',
    text: c.value,
  }));
}

/** The same of two versions' rich text. */
export const diffHtml = (before: string, after: string) =>
  diffText(htmlToText(before), htmlToText(after));

/** Whether a text diff changed anything. */
export const textChanged = (changes: readonly TextChange[]) =>
  changes.some((c) => c.kind !== 'same');

const fieldsOf = (a: Row, b: Row) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((f) => (a[f] ?? '') !== (b[f] ?? ''));
const same = (a: Row, b: Row) => fieldsOf(a, b).length === 0;

/**
 * Rows added, removed and changed from `before` to `after`. With `keyOf` (a fund list: the names
 * that make a row unique), rows are matched by key. Without (a section's rows have no key), equal
 * rows are matched wherever they moved, and a row left over on both sides at the same place is
 * one row changed; the rest are added or removed.
 */
export function diffRows(
  before: readonly Row[],
  after: readonly Row[],
  keyOf?: (row: Row) => string,
): RowChange[] {
  if (keyOf) {
    const old = new Map(before.map((r) => [keyOf(r), r]));
    const now = new Set(after.map(keyOf));
    const changes: RowChange[] = [];
    for (const row of after) {
      const was = old.get(keyOf(row));
      if (!was) changes.push({ kind: 'added', row });
      else if (!same(was, row))
        changes.push({ kind: 'changed', before: was, after: row, fields: fieldsOf(was, row) });
    }
    for (const row of before) if (!now.has(keyOf(row))) changes.push({ kind: 'removed', row });
    return changes;
  }
  const used = new Set<number>();
  const matched = after.map((row) => {
    const at = before.findIndex((old, n) => !used.has(n) && same(old, row));
    if (at >= 0) used.add(at);
    return at >= 0;
  });
  const changes: RowChange[] = [];
  after.forEach((row, n) => {
    if (matched[n]) return;
    const was = before[n];
    if (was && !used.has(n)) {
      used.add(n);
      changes.push({ kind: 'changed', before: was, after: row, fields: fieldsOf(was, row) });
    } else changes.push({ kind: 'added', row });
  });
  before.forEach((row, n) => {
    if (!used.has(n)) changes.push({ kind: 'removed', row });
  });
  return changes;
}
