// npm run a11y:report (issue 45; README, "Accessibility audit"): the audit evidence pack. Starts
// the built server (npm run build first) on a fresh data dir with one desk account per role, walks
// every public route in every language at 390 and 1440 CSS px and every desk screen of every role,
// runs axe-core with the WCAG 2.0/2.1/2.2 A and AA tags on each, takes a screenshot of each route
// at 320 CSS px, and writes reports/a11y-YYYY-MM-DD/index.html. Exits 1 when a run found a
// violation, so a release script can stop on it.
//   --languages en,hi,gu   --widths 390,1440   --no-desk   --no-shots   (narrow a run while fixing)
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { STAFF_ROLES } from '../src/contract/desk';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { AXE_EXCEPTIONS } from '../tests/support/axeExceptions';
import {
  appDrawn,
  axeViolations,
  CHROMIUM_LAUNCH,
  openPage,
  rememberLanguage,
  VIEWPORTS,
  WCAG_TAGS,
} from '../tests/support/browser';
import { crawlDesk } from '../tests/support/deskCrawl';
import { sitemapPaths } from '../tests/support/fixture';
import { startApp, type RunningApp } from '../tests/support/server';
import { dataDirWithStaff, signInToDesk } from '../tests/support/staff';
import { reportHtml, type AuditRun, type AuditShot } from './a11y/reportHtml';

const { values } = parseArgs({
  options: {
    languages: { type: 'string', default: LANGUAGES.join(',') },
    widths: { type: 'string', default: '390,1440' },
    'no-desk': { type: 'boolean', default: false },
    'no-shots': { type: 'boolean', default: false },
  },
});
const languages = values.languages.split(',') as Language[];
const widths = values.widths.split(',').map(Number);

/** A page of `width`: a phone's (touch) below the desktop's width, as the tests' VIEWPORTS. */
const viewportOf = (width: number) =>
  width < VIEWPORTS.desktop.viewport.width
    ? { ...VIEWPORTS.phone, viewport: { width, height: 844 } }
    : { viewport: { width, height: 900 } };

/** Loads `path` until the app has taken it over and its requests are answered. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await appDrawn(page);
  await page.getByRole('main').first().waitFor();
}

/** A page of `width` in `language` (remembered on the device, as the language select does). */
async function pageIn(browser: Browser, app: RunningApp, language: Language, width: number) {
  const page = await openPage(browser, app.baseUrl, viewportOf(width));
  await page.goto('/');
  await rememberLanguage(page, language);
  return page;
}

async function main(): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  const out = resolve(import.meta.dirname, `../reports/a11y-${day}`);
  await rm(out, { recursive: true, force: true });
  await mkdir(join(out, 'shots'), { recursive: true });
  const staff = Object.fromEntries(STAFF_ROLES.map((role) => [role, role]));
  const dataDir = await dataDirWithStaff(staff);
  const [app, browser] = await Promise.all([
    startApp({ dataDir }),
    chromium.launch(CHROMIUM_LAUNCH),
  ]);
  const runs: AuditRun[] = [];
  const shots: AuditShot[] = [];
  try {
    const routes = [...(await sitemapPaths(app.baseUrl)).map(decodeURI), '/no-such-page'];
    for (const language of languages) {
      for (const width of widths) {
        const page = await pageIn(browser, app, language, width);
        for (const path of routes) {
          await visit(page, path);
          runs.push({ path, language, width, violations: await axeViolations(page, WCAG_TAGS) });
          console.info(`${language} ${width} ${path}: ${runs.at(-1)!.violations.length}`);
        }
        await page.context().close();
      }
      if (values['no-shots']) continue;
      const narrow = await pageIn(browser, app, language, 320);
      for (const [i, path] of routes.entries()) {
        await visit(narrow, path);
        const file = `shots/${language}-${String(i).padStart(2, '0')}.png`;
        await narrow.screenshot({ path: join(out, file), fullPage: true });
        shots.push({ path, language, file });
      }
      await narrow.context().close();
    }
    if (!values['no-desk']) {
      for (const role of STAFF_ROLES) {
        const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
        await page.goto('/desk');
        await signInToDesk(page, role, app);
        await crawlDesk(page, async (path) => {
          const violations = await axeViolations(page, WCAG_TAGS);
          runs.push({ path, role, language: 'en', width: 1440, violations });
          console.info(`desk ${role} ${path}: ${violations.length}`);
        });
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const axeVersion = (
    createRequire(import.meta.url)('axe-core/package.json') as { version: string }
  ).version;
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const html = reportHtml({
    date: new Date().toISOString(),
    commit,
    axeVersion,
    tags: WCAG_TAGS,
    runs,
    shots,
    exceptions: AXE_EXCEPTIONS,
  });
  await writeFile(join(out, 'index.html'), html);
  const failing = runs.filter((r) => r.violations.length > 0).length;
  console.info(`${runs.length} runs, ${failing} with violations: ${join(out, 'index.html')}`);
  if (failing > 0) process.exitCode = 1;
}

await main();
