// A small, complete assets folder for server tests (the shape of data/): one JSON file per
// SEED_FILES entry in seed/, a few images, a download, a document and a built index.html. Tests
// that need the real seed use data/ itself; these fixtures keep the others independent of it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SEED_FILES } from '../store/contentStore';
import { startTestApp, type TestAppOptions } from './storage';

/** Names with what breaks naive URL handling: spaces, '&', '/', ':', '?', '#', '%', a quote. */
export const AMC_WITH_SLASH = "Alpha & Omega's / Beta Mutual Fund";
export const CATEGORY_WITH_SLASH = 'Equity: Large & Mid Cap / Hybrid #1? 100%';
export const AMC_PLAIN = 'Gamma Mutual Fund';
export const CATEGORY_PLAIN = 'Debt';
export const CATEGORY_EMPTY = 'Solution Oriented';

export const SECRET_TEXT = 'TOP-SECRET-OUTSIDE-THE-PUBLIC-FOLDERS';
export const INDEX_MARKER = 'fixture-index-html';

/** Bytes that start like the real formats, so Content-Type can be told from the extension only. */
export const FILES = {
  banner: { name: 'banner-1.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]) },
  news: {
    name: 'news-1.png',
    bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  gallery: { name: 'office 1.webp', bytes: Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1') },
  site: {
    name: 'logo.svg',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
  },
  download: {
    name: 'Account Opening Form.pdf',
    bytes: Buffer.from('%PDF-1.4\n% download\n%%EOF\n'),
  },
  document: { name: 'new-kyc-form.pdf', bytes: Buffer.from('%PDF-1.4\n% document\n%%EOF\n') },
} as const;

export const fixtureSeed = {
  site: {
    firm: { name: 'Fixture Shares Ltd.', shortName: 'Fixture', logo: FILES.site.name },
    contact: { mapEmbedUrl: 'https://maps.example.org/embed?q=office' },
    home: { ticker: { url: 'https://ticker.example.com/widget?x=1', title: 'Market ticker' } },
  },
  siteHi: { firm: { tagline: 'भरोसे के साथ निवेश' } },
  siteGu: { firm: { tagline: 'વિશ્વાસ સાથે રોકાણ' } },
  contents: [
    {
      _id: 'company-profile',
      contentType: 'Company Profile',
      group: 'About us',
      content: '<p>Hi</p>',
    },
    {
      _id: 'equity',
      contentType: 'Equity',
      group: 'Services',
      // Long enough (> 1 KiB) that the list is worth compressing.
      content: '<p>Equity trading on NSE and BSE with research support.</p>'.repeat(60),
    },
  ],
  news: [
    {
      _id: 'n1',
      newsTitle: 'Fixture news',
      description: 'A short description',
      date: '2024-05-01T00:00:00.000Z',
      imagePath: FILES.news.name,
      news: '<p>Body</p>',
      tags: ['markets'],
    },
  ],
  contentsHi: [{ _id: 'company-profile', contentType: 'कंपनी प्रोफ़ाइल', content: '<p>नमस्ते</p>' }],
  contentsGu: [],
  newsHi: [],
  newsGu: [{ _id: 'n1', newsTitle: 'ફિક્સ્ચર સમાચાર', description: 'ટૂંકું વર્ણન', news: '<p>લેખ</p>' }],
  banners: [{ _id: 'b1', imagePath: FILES.banner.name, title: 'Banner one' }],
  galleryCategories: [{ _id: 'g1', gallaryCategoryTitle: 'Office', imagePath: FILES.gallery.name }],
  gallery: [
    {
      _id: 'gi1',
      gallaryCategoryId: 'g1',
      imageTitle: 'Front desk',
      description: 'Our office',
      imagePath: FILES.gallery.name,
    },
  ],
  downloads: [{ _id: 'd1', fileName: 'Account Opening Form', filePath: FILES.download.name }],
  downloadForms: [{ _id: 'f1', fileName: 'Nomination Form', filePath: FILES.download.name }],
  amcs: [{ AMCName: AMC_WITH_SLASH }, { AMCName: AMC_PLAIN }],
  amcCategories: [
    { CategoryName: CATEGORY_WITH_SLASH },
    { CategoryName: CATEGORY_PLAIN },
    { CategoryName: CATEGORY_EMPTY },
  ],
  schemes: [
    {
      SchemeName: 'Alpha Large & Mid Cap Fund',
      AMCName: AMC_WITH_SLASH,
      CategoryName: CATEGORY_WITH_SLASH,
    },
    {
      SchemeName: 'Alpha Balanced Fund',
      AMCName: AMC_WITH_SLASH,
      CategoryName: CATEGORY_WITH_SLASH,
    },
    { SchemeName: 'Alpha Liquid Fund', AMCName: AMC_WITH_SLASH, CategoryName: CATEGORY_PLAIN },
    { SchemeName: 'Gamma Liquid Fund', AMCName: AMC_PLAIN, CategoryName: CATEGORY_PLAIN },
  ],
} satisfies Record<keyof typeof SEED_FILES, unknown>;

export interface FixtureDirs {
  /** Parent of everything below; holds `secret.txt`, which no route may ever serve. */
  root: string;
  assetsDir: string;
  distDir: string;
}

/** Writes the fixture assets (and a tiny web build) into a new temporary folder. */
export async function makeFixture(): Promise<FixtureDirs> {
  const root = await mkdtemp(join(tmpdir(), 'investor-fixture-'));
  const assetsDir = join(root, 'assets');
  const distDir = join(root, 'dist');
  const put = async (path: string, bytes: string | Buffer) => {
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, bytes);
  };
  for (const [key, name] of Object.entries(SEED_FILES)) {
    await put(
      join(assetsDir, 'seed', name),
      JSON.stringify(fixtureSeed[key as keyof typeof SEED_FILES]),
    );
  }
  await put(join(assetsDir, 'images', 'banners', FILES.banner.name), FILES.banner.bytes);
  await put(join(assetsDir, 'images', 'news', FILES.news.name), FILES.news.bytes);
  await put(join(assetsDir, 'images', 'gallery', FILES.gallery.name), FILES.gallery.bytes);
  await put(join(assetsDir, 'images', 'site', FILES.site.name), FILES.site.bytes);
  // A file with an extension the server does not serve: never sent, even from a public folder.
  await put(join(assetsDir, 'images', 'site', 'notes.txt'), SECRET_TEXT);
  await put(join(assetsDir, 'downloads', FILES.download.name), FILES.download.bytes);
  await put(join(assetsDir, 'files', FILES.document.name), FILES.document.bytes);
  await put(join(assetsDir, 'secret.txt'), SECRET_TEXT);
  await put(join(assetsDir, 'secret.pdf'), `%PDF-1.4 ${SECRET_TEXT}`);
  await put(join(root, 'secret.pdf'), `%PDF-1.4 ${SECRET_TEXT}`);
  await put(
    join(distDir, 'index.html'),
    `<!doctype html><html><head><title>${INDEX_MARKER}</title><script type="module" crossorigin src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`,
  );
  await put(join(distDir, 'assets', 'app-abc123.js'), 'console.log("app");\n'.repeat(200));
  await put(join(distDir, 'humans.txt'), 'Team: Fixture Shares Ltd.\n');
  return { root, assetsDir, distDir };
}

/** A fixture assets folder and the real server on it (on the project's engine); `close` removes both. */
export async function startFixtureApp(options: Omit<TestAppOptions, 'assetsDir' | 'distDir'> = {}) {
  const dirs = await makeFixture();
  const app = await startTestApp({ assetsDir: dirs.assetsDir, distDir: dirs.distDir, ...options });
  return {
    ...dirs,
    ...app,
    submissionsDir: join(app.dataDir, 'submissions'),
    close: async () => {
      await app.close();
      await rm(dirs.root, { recursive: true, force: true });
    },
  };
}

export type FixtureApp = Awaited<ReturnType<typeof startFixtureApp>>;

/**
 * The file's fixture server (an ES module live binding, as in tests/support/fixture.ts): set by
 * the beforeAll that `setUpFixtureApp` registers.
 */
export let app: FixtureApp;

/** Registers the file's beforeAll/afterAll: the fixture server starts before its first test and is closed after its last. */
export function setUpFixtureApp(options: Parameters<typeof startFixtureApp>[0] = {}): void {
  beforeAll(async () => {
    app = await startFixtureApp(options);
  });
  afterAll(() => app?.close());
}
