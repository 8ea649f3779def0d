import { mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type * as C from '../../src/contract';
import { DurableJSONFile } from './durableFile';

/** The read-mostly content of the site: one lowdb file in the data dir, built from data/seed. */
export interface ContentData {
  site: C.SiteConfig;
  /** The site data's Hindi and Gujarati text, laid over `site` by the app (docs/contract.md §7a). */
  siteHi: C.SiteOverlay;
  siteGu: C.SiteOverlay;
  contents: C.ContentPage[];
  news: C.NewsItem[];
  /** The pages' and news' words in Hindi and Gujarati, laid over the English items by the app (§7a). */
  contentsHi: C.ContentPageText[];
  contentsGu: C.ContentPageText[];
  newsHi: C.NewsText[];
  newsGu: C.NewsText[];
  banners: C.Banner[];
  galleryCategories: C.GalleryCategory[];
  gallery: C.GalleryImage[];
  downloads: C.DownloadItem[];
  downloadForms: C.DownloadItem[];
  amcs: C.Amc[];
  amcCategories: C.AmcCategory[];
  schemes: C.Scheme[];
}

/** Seed file (in data/seed/) of each collection. */
export const SEED_FILES: Record<keyof ContentData, string> = {
  site: 'site.json',
  siteHi: 'site.hi.json',
  siteGu: 'site.gu.json',
  contents: 'contents.json',
  news: 'news.json',
  contentsHi: 'contents.hi.json',
  contentsGu: 'contents.gu.json',
  newsHi: 'news.hi.json',
  newsGu: 'news.gu.json',
  banners: 'banners.json',
  galleryCategories: 'gallery-categories.json',
  gallery: 'gallery.json',
  downloads: 'downloads.json',
  downloadForms: 'download-forms.json',
  amcs: 'amcs.json',
  amcCategories: 'amc-categories.json',
  schemes: 'schemes.json',
};

export const CONTENT_FILE = 'content.json';

/**
 * Opens the content file of `dataDir`, creating it from the seed on first start. The seed in
 * data/ is only ever read (docs/architecture.md §1: tracked files are never written at run time).
 */
export async function openContent(dataDir: string, seedDir: string): Promise<ContentData> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, CONTENT_FILE);
  if (!(await exists(file))) await writeSeed(file, seedDir);
  const data = await new DurableJSONFile<ContentData>(file).read();
  if (!data) throw new Error(`content file ${CONTENT_FILE} is missing`);
  return addMissing(file, data, seedDir);
}

/**
 * A content file written before a document existed (e.g. the site data's languages) gets that
 * document's seed; what it holds is never overwritten.
 */
async function addMissing(file: string, data: ContentData, seedDir: string): Promise<ContentData> {
  const missing = Object.keys(SEED_FILES).filter((key) => !(key in data));
  if (missing.length === 0) return data;
  const seed = await readSeed(seedDir);
  const next = {
    ...data,
    ...Object.fromEntries(missing.map((key) => [key, seed[key as keyof ContentData]])),
  };
  await new DurableJSONFile<ContentData>(file).write(next);
  return next;
}

/** The seed JSON of every content collection, as shipped in `seedDir` (both engines start from it). */
export async function readSeed(seedDir: string): Promise<ContentData> {
  const entries = await Promise.all(
    Object.entries(SEED_FILES).map(async ([key, name]) => {
      const text = await readFile(join(seedDir, name), 'utf8');
      return [key, JSON.parse(text) as unknown] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as ContentData;
}

async function writeSeed(file: string, seedDir: string): Promise<void> {
  await new DurableJSONFile<ContentData>(file).write(await readSeed(seedDir));
}

/** Whether `path` exists (a file or a folder). */
export async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
