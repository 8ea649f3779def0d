import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'koa';
import { api, API_PREFIX, imageSrcSet, routes } from '../../src/contract/api';
import type { Banner } from '../../src/contract/entities';
import { escapeHtml } from '../../src/contract/html';
import type { ContentPage } from '../../src/contract/entities';
import {
  BANNER_IMAGE_SIZES,
  FIRST_ANSWERS_ID,
  NOT_FOUND_PATTERN,
  PAGE_MODULES,
  firstAnswersOf,
  pagePatternOf,
} from '../../src/contract/pages';
import { paths } from '../../src/contract/routes';
import {
  entryChunks,
  readBuildManifest,
  scriptFiles,
  withStaticImports,
  type BuildManifest,
} from '../files/buildManifest';
import {
  compressOnce,
  PAGE_BROTLI_QUALITY,
  sendVariants,
  type Variants,
} from '../files/compressed';
import { CSS_RULES_FILE, firstScreenCss, type CssRules } from './firstScreenCss';
import { PageRenderer, type RenderedPage } from './pageRenderer';
import { DEFAULT_RENDER_LIMITS, OVER_BUDGET, RenderSlots, type RenderLimits } from './renderSlots';
import type { ListAnswer, PublicLists } from '../routes/content';

/** The built app as the first HTML needs it: index.html and each page's module tags. */
interface Build {
  template: string;
  /** Route pattern → the scripts of its page module's chunks that the entry does not load. */
  pageScripts: ReadonlyMap<string, readonly string[]>;
  /** The preload of the interface font's Latin face, which the first paint's text is set in. */
  font: string;
  /** The stylesheet's rules, for a rendered page's first screen; null in a build without them. */
  css: CssRules | null;
}

/** A page's HTML as last built, kept while the build and its answers stay the same. */
interface Built {
  build: Build;
  answers: ListAnswer[];
  variants: Promise<Variants>;
  /**
   * Answered without its drawing, or with part of it (the renderer was busy or slow): drawn again
   * when next asked.
   */
  overBudget: boolean;
}

/** A page's first HTML, and whether the app has a page at its address (else it answers 404). */
interface FirstPage {
  variants: Variants;
  found: boolean;
}

/** The key of the one page kept for every /cms/{id} without content: its HTML is the same for all. */
const MISSING_CONTENT = `${paths.cmsPattern} missing`;

/**
 * The first HTML of every page (docs/performance.md): the built index.html with, inlined, the
 * answers of the GETs the page reads as it first draws (the firm's data on every page, the
 * banners and news where shown), and the page module's chunks named for preloading, so the browser
 * fetches them beside the entry instead of one after the other. Built, compressed and kept per
 * route pattern; rebuilt when the app is rebuilt or a list changes (a publish shows at once).
 */
export class FirstHtml {
  private build: { key: string; value: Promise<Build | null> } | undefined;
  /** By route pattern, or by path for content pages (each its own); the oldest out first. */
  private readonly pages = new Map<string, Built>();
  /** Found with the first page asked for; its worker starts then, and stops when idle. */
  private renderer: Promise<PageRenderer | null> | undefined;
  private readonly slots: RenderSlots;

  constructor(
    private readonly distDir: string,
    private readonly lists: PublicLists,
    private readonly log: (err: unknown) => void,
    renderLimits: RenderLimits = DEFAULT_RENDER_LIMITS,
  ) {
    this.slots = new RenderSlots(renderLimits);
  }

  /**
   * Answers with the page's first HTML, with 404 for an address the app has no page for (an unknown
   * path, a content page that does not exist: search engines keep a "not found" page answered 200);
   * false when the app is not built. Only a page that exists may be answered again from its bytes
   * (repeatAnswers): a content page removed since then goes through here again.
   */
  async send(ctx: Context, path: string): Promise<boolean> {
    const page = await this.pageOf(path);
    if (!page) return false;
    const again = async () => {
      const now = await this.pageOf(path);
      return now?.found ? now.variants : null;
    };
    sendVariants(
      ctx,
      page.variants,
      'text/html; charset=utf-8',
      'no-cache',
      page.found ? again : undefined,
      page.found ? 200 : 404,
    );
    return true;
  }

  /**
   * Builds `path`'s first HTML ahead of its first visitor: loading the renderer takes seconds, which
   * the server spends as it starts rather than on someone's first visit.
   */
  async prepare(path: string): Promise<void> {
    await this.pageOf(path);
  }

  /** Stops the page renderer's worker, if one is up. */
  async close(): Promise<void> {
    await (await this.renderer)?.close();
  }

  /** The page's first HTML, compressed, and whether it exists; null when the app is not built. */
  private async pageOf(path: string): Promise<FirstPage | null> {
    const build = await this.currentBuild();
    if (!build) return null;
    const pattern = pagePatternOf(path);
    // The desk is no public page: the app draws it alone, and its HTML is kept apart from the 404's.
    const desk = path === paths.desk || path.startsWith(`${paths.desk}/`);
    // A content page that does not exist costs no rendering (docs/performance.md): the app
    // draws it alone, and it is kept once for every such id, which cannot push real pages out.
    const missing = pattern === paths.cmsPattern && !(await this.hasContent(path));
    const key = desk
      ? paths.desk
      : missing
        ? MISSING_CONTENT
        : pattern === paths.cmsPattern
          ? path
          : pattern;
    const urls = firstAnswersOf(pattern);
    const answers = await Promise.all(urls.map((url) => this.answerOf(url)));
    let page = this.pages.get(key);
    if (
      !page ||
      page.overBudget ||
      page.build !== build ||
      page.answers.some((a, n) => a !== answers[n])
    ) {
      const rendered = desk || missing ? null : path;
      const made = { overBudget: false };
      const variants = this.make(build, pattern, rendered, urls, answers, () => {
        made.overBudget = true;
      });
      page = Object.assign(made, { build, answers, variants });
      this.pages.delete(key);
      this.pages.set(key, page);
      if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    }
    const found = desk || (pattern !== NOT_FOUND_PATTERN && !missing);
    return { variants: await page.variants, found };
  }

  /** Whether a content page is stored under the id of `path` (/cms/{id}, decoded). */
  private async hasContent(path: string): Promise<boolean> {
    const id = path.replace(/\/+$/, '').slice(paths.cms('').length);
    const { data } = await this.answerOf(API_PREFIX + routes.contents);
    return (data as ContentPage[]).some((page) => page._id === id);
  }

  /** The page's HTML, compressed; `rendered` is the path the server renders, or null for none. */
  private async make(
    build: Build,
    pattern: string,
    rendered: string | null,
    urls: string[],
    answers: ListAnswer[],
    overBudget: () => void,
  ): Promise<Variants> {
    const data = Object.fromEntries(urls.map((url, n) => [url, answers[n]!.data]));
    const drawing = rendered === null ? NOT_DRAWN : await this.rendered(rendered, data);
    if (drawing === OVER_BUDGET || drawing.partial) overBudget();
    const markup = drawing === OVER_BUDGET ? '' : drawing.html;
    const html = Buffer.from(render(build, pattern, data, markup));
    return compressOnce(html, true, { brotliQuality: PAGE_BROTLI_QUALITY });
  }

  /**
   * The page drawn by the app's own components, or nothing when there is no renderer or the
   * rendering fails, OVER_BUDGET when the renderer was too busy or too slow for it (the slots'
   * limits): the app then draws it alone, as always.
   */
  private async rendered(
    path: string,
    data: Record<string, unknown>,
  ): Promise<RenderedPage | typeof OVER_BUDGET> {
    this.renderer ??= PageRenderer.beside(this.distDir).catch((err: unknown) => {
      this.log(err);
      return null;
    });
    const renderer = await this.renderer;
    if (!renderer) return NOT_DRAWN;
    try {
      const url = `http://localhost${encodeURI(path)}`;
      return (await this.slots.run(() => renderer.render(url, data))) ?? NOT_DRAWN;
    } catch (err) {
      this.log(err);
      return NOT_DRAWN;
    }
  }

  private answerOf(url: string): Promise<ListAnswer> {
    const answer = this.lists.get(url.slice(API_PREFIX.length));
    if (!answer) throw new Error(`${url} is not a public list`);
    return answer();
  }

  /** The build on disk now: a rebuild while the server runs shows at once (its size or mtime tells). */
  private async currentBuild(): Promise<Build | null> {
    const index = join(this.distDir, 'index.html');
    const info = await stat(index).catch(() => null);
    if (!info?.isFile()) return null;
    const key = `${info.mtimeMs}:${info.size}`;
    if (this.build?.key !== key) this.build = { key, value: readBuild(this.distDir, index) };
    return this.build.value;
  }
}

async function readBuild(distDir: string, index: string): Promise<Build | null> {
  const template = await readFile(index, 'utf8').catch(() => null);
  if (template === null) return null;
  // Without a manifest (a build without it) the pages still get their data, only no preloads.
  const manifest = await readBuildManifest(distDir);
  const pageScripts = manifest ? pageScriptsOf(manifest) : new Map<string, string[]>();
  const css = await readFile(join(distDir, CSS_RULES_FILE), 'utf8').then(
    (text) => JSON.parse(text) as CssRules,
    () => null,
  );
  return { template, pageScripts, font: manifest ? fontPreload(manifest) : '', css };
}

/**
 * The interface font's Latin face (Inter, the entry's stylesheet names it) fetched with the page:
 * the rendered page's text would otherwise be drawn in a fallback font first and move when Inter
 * arrives.
 */
function fontPreload(manifest: BuildManifest): string {
  const assets = Object.values(manifest).flatMap((chunk) =>
    chunk.isEntry ? (chunk.assets ?? []) : [],
  );
  const latin = assets.find((file) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
  return latin
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${latin}">`
    : '';
}

/** Each page module's chunks that the entry does not load already, as URLs. */
function pageScriptsOf(manifest: BuildManifest): Map<string, string[]> {
  const entry = entryChunks(manifest);
  const scripts = new Map<string, string[]>();
  for (const [pattern, module] of PAGE_MODULES) {
    const keys = [...withStaticImports(manifest, module)].filter((key) => !entry.has(key));
    scripts.set(
      pattern,
      scriptFiles(manifest, keys).map((file) => `/${file}`),
    );
  }
  return scripts;
}

const modulePreloads = (urls: readonly string[]) =>
  urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('');

const ROOT = '<div id="root"></div>';
/** A page the server does not draw: the app draws it alone. */
const NOT_DRAWN: RenderedPage = { html: '', partial: false };
/** Pages kept built (a content page each, besides one per route pattern). */
const MAX_PAGES = 100;

function render(
  build: Build,
  pattern: string,
  data: Record<string, unknown>,
  markup: string,
): string {
  // `<` escaped, so no `</script>` or `<!--` in the data can end the element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
  const pageScripts = build.pageScripts.get(pattern) ?? [];
  // A page the app draws alone needs its scripts at once; a rendered one fetches them once painted.
  const head =
    build.font + leadImagePreload(pattern, data) + (markup ? '' : modulePreloads(pageScripts));
  // The rendered page paints at once, and the app takes it over in place (hydration) as soon as
  // its scripts have run. Until then it takes no input (a click could not be answered, a form
  // would be sent by the browser itself) and is hidden from assistive technology, which would
  // read a page that does not answer yet.
  const root = markup ? `<div id="root" inert aria-hidden="true">${markup}</div>` : ROOT;
  const template = markup ? withFirstScreenCss(build, markup) : build.template;
  const html = spliced(spliced(template, '</head>', head + '</head>'), ROOT, root + script);
  return markup ? scriptsAfterPaint(html, pageScripts) : html;
}

/**
 * A rendered page's styles (docs/performance.md, "The first screen's styles"): the rules its
 * markup can match, inline in the head instead of the stylesheet, which the page links at the end
 * of its body. There it blocks neither the first paint nor what is drawn before it, and it has
 * arrived before the app's scripts run (a stylesheet the parser has met holds them back), so what
 * the app draws that the server did not is styled too.
 */
function withFirstScreenCss(build: Build, markup: string): string {
  const { css, template } = build;
  if (!css) return template;
  const end = ` href="${css.href}">`;
  const at = template.indexOf(end);
  const start = template.lastIndexOf('<link rel="stylesheet"', at);
  if (at < 0 || start < 0) return template;
  const link = template.slice(start, at + end.length);
  const inline = `<style data-first-screen>${firstScreenCss(css, markup)}</style>`;
  return spliced(spliced(template, link, inline), '</body>', link + '</body>');
}

/** The public file that loads a rendered page's scripts once it has painted. */
export const START_SCRIPT = '/start.js';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A rendered page paints without its scripts, so it fetches none before it has painted
 * (docs/performance.md): the entry's tag and the build's preloads become one tag of
 * START_SCRIPT (itself fetched at low priority) naming them all, which fetches them side by side
 * after the first frame. On a slow network the stylesheet, the font and the page's pictures then
 * have the bandwidth first, and a phone's first frame does not wait for the entry's evaluation.
 */
function scriptsAfterPaint(html: string, pageScripts: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!).concat(pageScripts);
  const start =
    `<script type="module" fetchpriority="low" src="${START_SCRIPT}" data-app="${entry[1]}"` +
    ` data-preload="${modules.join(' ')}"></script>`;
  return spliced(html.replace(MODULE_PRELOAD, ''), entry[0], start);
}

/**
 * `text` with the first `marker` replaced by `insert`, taken as it is: String.replace would read
 * `$&`, `$'`, `` $` `` or `$1` in a published text as patterns (docs/performance.md).
 */
function spliced(text: string, marker: string, insert: string): string {
  const at = text.indexOf(marker);
  return at < 0 ? text : text.slice(0, at) + insert + text.slice(at + marker.length);
}

/** The home page's largest element is the first banner's picture: fetched beside the scripts. */
function leadImagePreload(pattern: string, data: Record<string, unknown>): string {
  if (pattern !== paths.home) return '';
  const [banner] = (data[api.banners] ?? []) as Banner[];
  if (!banner) return '';
  const srcset = imageSrcSet(banner.imagePath, api.bannerImage);
  const attributes = [
    ['href', api.bannerImage(banner.imagePath)],
    ...(srcset
      ? [
          ['imagesrcset', srcset],
          ['imagesizes', BANNER_IMAGE_SIZES],
        ]
      : []),
  ];
  const values = attributes.map(([name, value]) => ` ${name}="${escapeHtml(value!)}"`);
  return `<link rel="preload" as="image"${values.join('')} fetchpriority="high">`;
}
