import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'koa';
import { api, API_PREFIX, imageSrcSet } from '../src/contract/api';
import type { Banner } from '../src/contract/entities';
import {
  BANNER_IMAGE_SIZES,
  FIRST_ANSWERS_ID,
  PAGE_MODULES,
  firstAnswersOf,
  pagePatternOf,
} from '../src/contract/pages';
import { paths } from '../src/contract/routes';
import {
  entryChunks,
  readBuildManifest,
  scriptFiles,
  withStaticImports,
  type BuildManifest,
} from './buildManifest';
import { compressOnce, sendVariants, type Variants } from './compressed';
import type { ListAnswer, PublicLists } from './routes/content';

/** The built app as the first HTML needs it: index.html and each page's module tags. */
interface Build {
  template: string;
  /** Route pattern → the `<link rel="modulepreload">` tags of its page module's chunks. */
  preloads: ReadonlyMap<string, string>;
}

/** One route pattern's HTML as last built, kept while the build and its answers stay the same. */
interface Built {
  build: Build;
  answers: ListAnswer[];
  variants: Promise<Variants>;
}

/**
 * The first HTML of every page (docs/architecture.md §10): the built index.html with, inlined, the
 * answers of the GETs the page reads as it first draws (the firm's data on every page, the
 * banners and news where shown), and the page module's chunks named for preloading, so the browser
 * fetches them beside the entry instead of one after the other. Built, compressed and kept per
 * route pattern; rebuilt when the app is rebuilt or a list changes (a publish shows at once).
 */
export class FirstHtml {
  private build: { key: string; value: Promise<Build | null> } | undefined;
  private readonly pages = new Map<string, Built>();

  constructor(
    private readonly distDir: string,
    private readonly lists: PublicLists,
  ) {}

  /** Answers with the page's first HTML; false when the app is not built. */
  async send(ctx: Context, path: string): Promise<boolean> {
    const build = await this.currentBuild();
    if (!build) return false;
    const pattern = pagePatternOf(path);
    const urls = firstAnswersOf(pattern);
    const answers = await Promise.all(urls.map((url) => this.answerOf(url)));
    let page = this.pages.get(pattern);
    if (!page || page.build !== build || page.answers.some((a, n) => a !== answers[n])) {
      const html = render(build, pattern, urls, answers);
      page = { build, answers, variants: compressOnce(Buffer.from(html), true) };
      this.pages.set(pattern, page);
    }
    sendVariants(ctx, await page.variants, 'text/html; charset=utf-8', 'no-cache');
    return true;
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
  return { template, preloads: manifest ? preloadTags(manifest) : new Map() };
}

/** Each page module's chunks that the entry does not load already, as modulepreload tags. */
function preloadTags(manifest: BuildManifest): Map<string, string> {
  const entry = entryChunks(manifest);
  const tags = new Map<string, string>();
  for (const [pattern, module] of PAGE_MODULES) {
    const keys = [...withStaticImports(manifest, module)].filter((key) => !entry.has(key));
    const files = scriptFiles(manifest, keys);
    tags.set(
      pattern,
      files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
    );
  }
  return tags;
}

const ROOT = '<div id="root"></div>';

function render(build: Build, pattern: string, urls: string[], answers: ListAnswer[]): string {
  const data = Object.fromEntries(urls.map((url, n) => [url, answers[n]!.data]));
  // `<` escaped, so no `</script>` or `<!--` in the data can end the element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
  const head = leadImagePreload(pattern, data) + (build.preloads.get(pattern) ?? '');
  return build.template.replace('</head>', `${head}</head>`).replace(ROOT, ROOT + script);
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
  const values = attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value!)}"`);
  return `<link rel="preload" as="image"${values.join('')} fetchpriority="high">`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
