// `npm run bench:web`: Lighthouse (mobile preset, simulated throttling) against the built site on
// the real server (real seed, temporary data dir, loopback), N runs per page, and a table of the
// medians per page and metric. Options: --runs N (default 3), --pages a,b (paths; `/cms` stands for
// the first content page), --without-scripts (the app's scripts are blocked: what the server's page
// costs by itself, its HTML, styles, font and images, a floor no change to the scripts goes under;
// docs/architecture.md §10). Third-party frames (ticker, map) cannot load offline: their requests
// fail and count as they would for a visitor whose network blocks them.
// Each page is asked for once before it is measured: the server's kept rendering is what visitors
// get. `/news` is measured by a direct visit, which shows the most recent story in the same layout
// a selected story gets (docs/contract.md §4 selects it by a click on a card, held in a client
// atom that a page load cannot carry).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { parseArgs } from 'node:util';
import { api } from '../src/contract/api';
import { paths } from '../src/contract/routes';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/browser';
import { startApp } from '../tests/support/server';
import { runBenchmark } from './bench/measure';

const CMS = '/cms';
const DEFAULT_PAGES = [
  paths.home,
  CMS,
  paths.allNews,
  paths.news,
  paths.contactUs,
  paths.complaints,
  paths.investorCharter,
  paths.mutualFundDetails,
];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const AUDITS = [
  ['LCP', 'largest-contentful-paint'],
  ['FCP', 'first-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
] as const;
const COLUMNS = ['Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'FCP s', 'TBT ms', 'CLS'];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    'without-scripts': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
const pages = values.pages ? values.pages.split(',').map((p) => p.trim()) : DEFAULT_PAGES;
// The entry (start.js) and every module of the build; the first HTML, its styles, font and images
// still load.
const blockedUrlPatterns = values['without-scripts'] ? ['*/start.js', '*/assets/*.js'] : [];

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One Lighthouse run: the four category scores (0–100) and the four metrics, in COLUMNS order. */
async function measure(url: string, port: number): Promise<number[]> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    blockedUrlPatterns,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? NaN) * 100));
  const metrics = AUDITS.map(([, id]) => lhr.audits[id]?.numericValue ?? NaN);
  return [...scores, ...metrics];
}

function format(column: string, value: number): string {
  if (column.endsWith(' s')) return (value / 1000).toFixed(1);
  if (column === 'CLS') return value.toFixed(3);
  return value.toFixed(0);
}

async function main(): Promise<void> {
  const app = await startApp({ log: (err) => console.error('[bench:web] server error', err) });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const contents = (await (await fetch(app.baseUrl + api.contents)).json()) as {
      data: { _id: string }[];
    };
    const firstCms = contents.data[0]?._id;
    const resolved = pages.map((page) => {
      if (page !== CMS) return encodeURI(page);
      if (!firstCms) throw new Error('no content page to measure');
      return paths.cms(firstCms);
    });
    const scripts = blockedUrlPatterns.length ? ", the app's scripts blocked" : '';
    console.info(`Lighthouse, mobile preset${scripts}, ${runs} run(s) per page, medians:`);
    console.info(['page'.padEnd(40), ...COLUMNS.map((c) => c.padStart(7))].join(''));
    for (const page of resolved) {
      // The server renders a page once and keeps it (docs/architecture.md §10): measured is what
      // every visitor after the first gets, not the one rendering after a start or a publish.
      await (await fetch(app.baseUrl + page)).arrayBuffer();
      const results: number[][] = [];
      for (let i = 0; i < runs; i++) {
        results.push(await measure(app.baseUrl + page, chrome.port));
      }
      const medians = COLUMNS.map((_, c) => median(results.map((r) => r[c]!)));
      console.info(
        [page.padEnd(40), ...COLUMNS.map((col, c) => format(col, medians[c]!).padStart(7))].join(
          '',
        ),
      );
    }
  } finally {
    chrome.kill();
    await app.close();
  }
}

runBenchmark(main);
