// The styles a rendered page's first HTML carries inline (docs/performance.md, "The first
// screen's styles"): of the build's stylesheet, the rules that can match the page's markup, the
// custom properties those rules read and the keyframes they name. The whole stylesheet follows at
// the end of the body, where it blocks neither the first paint nor anything drawn before it, and
// before the app's scripts run (a stylesheet the parser has met holds module scripts back).
// `scripts/css-rules.ts` reads the stylesheet into CssNodes at build time; this module only
// filters them, with no CSS parser at run time.
import { unescapeHtml } from './unescapeHtml';

/**
 * When a selector can match a page: every class of `c` is on some element of it, and in each group
 * of `any` (the arguments of an `:is()` or `:where()`), one alternative can match.
 */
export interface Need {
  c: string[];
  any?: Need[][];
}

/** A piece of the stylesheet, in its order. */
export type CssNode =
  /** A block at-rule (`@layer utilities`, `@media …`, `@supports …`) and what it holds. */
  | { at: string; nodes: CssNode[] }
  /** A style rule: its selector, when it can match (any of), and its declarations. */
  | { sel: string; when: Need[]; decls: [property: string, value: string][] }
  /** `@keyframes name {…}`, kept when a kept declaration names it. */
  | { keyframes: string; text: string }
  /** Kept as written: font faces, `@layer a, b;` statements. */
  | { text: string };

/** What `scripts/css-rules.ts` writes to dist/.vite/first-screen-css.json. */
export interface CssRules {
  /** The stylesheet's URL, as index.html links it. */
  href: string;
  nodes: CssNode[];
}

/** Where `npm run build` leaves the stylesheet's rules, under dist/. */
export const CSS_RULES_FILE = '.vite/first-screen-css.json';

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
// A custom property's name as the stylesheet writes it, escapes and all (`--chakra-spacing-1\.5`).
const VAR_REFERENCE = /var\(\s*(--(?:[\w-]|\\[\s\S])+)/g;
/** The classes on the elements of `markup` (HTML as React's server rendering writes it). */
export function classesOf(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of markup.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of unescapeHtml(value!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const matches = (need: Need, classes: ReadonlySet<string>): boolean =>
  need.c.every((c) => classes.has(c)) &&
  (need.any ?? []).every((group) => group.some((n) => matches(n, classes)));

const isRule = (node: CssNode): node is Extract<CssNode, { sel: string }> => 'sel' in node;
const isBlock = (node: CssNode): node is Extract<CssNode, { at: string }> => 'at' in node;
const isKeyframes = (node: CssNode): node is Extract<CssNode, { keyframes: string }> =>
  'keyframes' in node;

/** The rules of `nodes` that can match, with every declaration (custom properties pruned later). */
function matching(nodes: readonly CssNode[], classes: ReadonlySet<string>): CssNode[] {
  const kept: CssNode[] = [];
  for (const node of nodes) {
    if (isRule(node)) {
      if (node.when.some((need) => matches(need, classes))) kept.push(node);
    } else if (isBlock(node)) {
      const inner = matching(node.nodes, classes);
      // A layer keeps its place in the order of layers even when none of its rules is kept.
      if (inner.length || node.at.startsWith('@layer ')) kept.push({ at: node.at, nodes: inner });
    } else kept.push(node);
  }
  return kept;
}

function* rulesOf(nodes: readonly CssNode[]): Generator<Extract<CssNode, { sel: string }>> {
  for (const node of nodes) {
    if (isRule(node)) yield node;
    else if (isBlock(node)) yield* rulesOf(node.nodes);
  }
}

/**
 * The custom properties read (`var(--name)`) by the kept rules' other declarations, by the
 * markup's inline styles, and by the custom properties so read, in turn.
 */
function propertiesRead(rules: readonly Extract<CssNode, { sel: string }>[], markup: string) {
  const read = new Set<string>();
  const pending: string[] = [];
  const readIn = (value: string) => {
    for (const [, name] of value.matchAll(VAR_REFERENCE)) {
      if (!read.has(name!)) {
        read.add(name!);
        pending.push(name!);
      }
    }
  };
  const definitions = new Map<string, string[]>();
  for (const { decls } of rules) {
    for (const [property, value] of decls) {
      if (property.startsWith('--')) {
        const values = definitions.get(property) ?? [];
        values.push(value);
        definitions.set(property, values);
      } else readIn(value);
    }
  }
  readIn(markup);
  while (pending.length) for (const value of definitions.get(pending.pop()!) ?? []) readIn(value);
  return read;
}

function serialized(
  nodes: readonly CssNode[],
  read: ReadonlySet<string>,
  keyframes: ReadonlySet<string>,
): string {
  let css = '';
  for (const node of nodes) {
    if (isRule(node)) {
      const decls = node.decls.filter(
        ([property]) => !property.startsWith('--') || read.has(property),
      );
      if (decls.length) css += `${node.sel}{${decls.map(([p, v]) => `${p}:${v}`).join(';')}}`;
    } else if (isBlock(node)) {
      const inner = serialized(node.nodes, read, keyframes);
      if (inner) css += `${node.at}{${inner}}`;
      else if (node.at.startsWith('@layer ')) css += `${node.at};`;
    } else if (isKeyframes(node)) {
      if (keyframes.has(node.keyframes)) css += node.text;
    } else css += node.text;
  }
  return css;
}

/**
 * The styles `markup` needs to look as it does with the whole stylesheet: its rules in the
 * stylesheet's order and layers, so the whole stylesheet, arriving later, changes nothing.
 */
export function firstScreenCss(rules: CssRules, markup: string): string {
  const kept = matching(rules.nodes, classesOf(markup));
  const keptRules = [...rulesOf(kept)];
  const read = propertiesRead(keptRules, markup);
  const values = keptRules
    .flatMap(({ decls }) =>
      decls.filter(([p]) => !p.startsWith('--') || read.has(p)).map(([, v]) => v),
    )
    .join(';');
  const names = new Set(values.split(/[\s,;()]+/));
  const keyframes = new Set([...allKeyframes(rules.nodes)].filter((name) => names.has(name)));
  // No `</style` in the element's text: a backslash escape means the same to CSS.
  return serialized(kept, read, keyframes).replace(/<\/(style)/gi, '<\\/$1');
}

function* allKeyframes(nodes: readonly CssNode[]): Generator<string> {
  for (const node of nodes) {
    if (isKeyframes(node)) yield node.keyframes;
    else if (isBlock(node)) yield* allKeyframes(node.nodes);
  }
}
