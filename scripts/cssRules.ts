// The build's stylesheet read into the pieces server/pages/firstScreenCss.ts filters per page
// (docs/performance.md, "The first screen's styles"): each style rule with the classes it needs,
// so the server can tell which rules a page's markup can match without a CSS parser.
import postcss, { type AtRule, type ChildNode } from 'postcss';
import type { CssNode, Need } from '../server/pages/firstScreenCss';

/** `text` split at the top-level occurrences of `separator` (outside brackets and strings). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\') i++;
    else if (quote) quote = ch === quote ? '' : quote;
    else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (depth === 0 && ch === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A CSS identifier's escapes resolved: `\31 0` is "10", `\:` is ":". */
function unescapeIdent(text: string): string {
  return text.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([\s\S]))/g, (_, hex: string, ch: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : ch,
  );
}

const IDENT_CHAR = /[\w\u00a0-\uffff-]/;

/**
 * When one complex selector can match: the classes outside any function (all needed) and, for each
 * top-level `:is()`/`:where()`, its alternatives. Every other function (`:not()`, `:has()`…) and
 * everything that is not a class counts as matching: the need may be too weak, never too strong.
 */
export function needOf(selector: string): Need {
  const c: string[] = [];
  const any: Need[][] = [];
  let i = 0;
  while (i < selector.length) {
    const ch = selector[i]!;
    if (ch === '\\') i += 2;
    else if (ch === '"' || ch === "'") {
      const end = selector.indexOf(ch, i + 1);
      i = end < 0 ? selector.length : end + 1;
    } else if (ch === '[') i = closing(selector, i, '[', ']') + 1;
    else if (ch === '(') i = closing(selector, i, '(', ')') + 1;
    else if (ch === '.') {
      let j = i + 1;
      while (j < selector.length) {
        if (selector[j] === '\\')
          j += selector[j + 1] && /[0-9a-fA-F]/.test(selector[j + 1]!) ? hexEnd(selector, j) : 2;
        else if (IDENT_CHAR.test(selector[j]!)) j++;
        else break;
      }
      c.push(unescapeIdent(selector.slice(i + 1, j)));
      i = j;
    } else if (ch === ':') {
      const name = /^::?([\w-]+)\(/.exec(selector.slice(i));
      if (name) {
        const open = i + name[0].length - 1;
        const close = closing(selector, open, '(', ')');
        if (name[1] === 'is' || name[1] === 'where') {
          any.push(
            splitTopLevel(selector.slice(open + 1, close), ',').map((s) => needOf(s.trim())),
          );
        }
        i = close + 1;
      } else i++;
    } else i++;
  }
  return any.length ? { c, any } : { c };
}

/** Where the escape at `at` (a backslash and hex digits, and a space ending them) ends, as a length. */
function hexEnd(text: string, at: number): number {
  const m = /^\\[0-9a-fA-F]{1,6}\s?/.exec(text.slice(at))!;
  return m[0].length;
}

/** The index of the bracket closing the one at `open`, minding nesting, strings and escapes. */
function closing(text: string, open: number, left: string, right: string): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\') i++;
    else if (quote) quote = ch === quote ? '' : quote;
    else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === left) depth++;
    else if (ch === right && --depth === 0) return i;
  }
  return text.length - 1;
}

const BLOCKS = new Set(['layer', 'media', 'supports', 'container', 'scope', 'starting-style']);

function nodesOf(children: ChildNode[] | undefined): CssNode[] {
  const nodes: CssNode[] = [];
  for (const node of children ?? []) {
    if (node.type === 'rule') {
      const nested = node.nodes.some((n) => n.type !== 'decl' && n.type !== 'comment');
      if (nested) {
        // Nesting is not written by the build; kept whole if it ever is.
        nodes.push({ text: node.toString() });
        continue;
      }
      const decls = node.nodes.flatMap((n) =>
        n.type === 'decl'
          ? [[n.prop, n.important ? `${n.value}!important` : n.value] as [string, string]]
          : [],
      );
      nodes.push({
        sel: node.selector,
        when: splitTopLevel(node.selector, ',').map((s) => needOf(s.trim())),
        decls,
      });
    } else if (node.type === 'atrule') {
      const at = `@${node.name}${node.params ? ` ${node.params}` : ''}`;
      if (node.nodes && BLOCKS.has(node.name)) nodes.push({ at, nodes: nodesOf(node.nodes) });
      else if (/keyframes$/.test(node.name)) {
        nodes.push({ keyframes: node.params, text: minified(node) });
      } else nodes.push({ text: node.nodes ? minified(node) : `${at};` });
    }
  }
  return nodes;
}

/** An at-rule as text without the whitespace the source had between its parts. */
function minified(node: AtRule): string {
  const clone = node.clone();
  clone.raws.before = '';
  clone.walk((n) => {
    n.raws.before = '';
    n.raws.after = '';
    if (n.type === 'decl') n.raws.between = ':';
    if (n.type === 'rule' || n.type === 'atrule') n.raws.between = n.type === 'atrule' ? ' ' : '';
  });
  clone.raws.between = '';
  clone.raws.afterName = clone.params ? ' ' : '';
  clone.raws.after = '';
  return clone.toString().replace(/;}/g, '}');
}

/** The stylesheet's pieces, in its order. */
export function cssRulesOf(css: string): CssNode[] {
  return nodesOf(postcss.parse(css).nodes);
}
