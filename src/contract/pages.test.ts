import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, routes } from './api';
import { firstAnswersOf, NOT_FOUND_PATTERN, PAGE_MODULES, pagePatternOf } from './pages';
import { paths } from './routes';

describe('PAGE_MODULES', () => {
  it('names, for every public route, a module that exports a component named as its file', async () => {
    const patterns = Object.entries(paths)
      .filter(([key]) => key !== 'desk' && key !== 'cms')
      .map(([, path]) => path);
    expect(PAGE_MODULES.map(([pattern]) => pattern).sort()).toEqual(
      [...patterns, NOT_FOUND_PATTERN].sort(),
    );
    for (const [, module] of PAGE_MODULES) {
      const name = module.slice(module.lastIndexOf('/') + 1, -'.tsx'.length);
      const source = await readFile(resolve(__dirname, '../..', module), 'utf8');
      expect(source, module).toContain(`export function ${name}(`);
    }
  });
});

describe('pagePatternOf', () => {
  // A path as a visitor's browser asks for it, and the pattern of the page that draws it.
  const drawnBy: Record<string, string> = {
    '/': paths.home,
    '/about': paths.about,
    '/about/': paths.about,
    '/Dos and Don’ts for Investors': paths.dosAndDonts,
    '/research -report': paths.researchReport,
    '/cms/company-profile': paths.cmsPattern,
    '/cms/a page with spaces': paths.cmsPattern,
  };

  it.each(Object.entries(drawnBy))('%s is drawn by the page of %s', (path, pattern) => {
    expect(pagePatternOf(path)).toBe(pattern);
  });

  it.each(['/About', '/investor-rights', '/cms/', '/cms/a/b', '/nowhere', '/desk'])(
    '%s is the 404 page’s (paths are case-exact, the desk is not a public page)',
    (path) => {
      expect(pagePatternOf(path)).toBe(NOT_FOUND_PATTERN);
    },
  );
});

describe('firstAnswersOf', () => {
  it('gives every page the site data, and the home, news and content pages their lists', () => {
    const url = (route: string) => API_PREFIX + route;
    expect(firstAnswersOf(paths.contactUs)).toEqual([url(routes.site)]);
    expect(firstAnswersOf(NOT_FOUND_PATTERN)).toEqual([url(routes.site)]);
    expect(firstAnswersOf(paths.home)).toEqual([
      url(routes.site),
      url(routes.banners),
      url(routes.news),
    ]);
    expect(firstAnswersOf(paths.news)).toEqual([url(routes.site), url(routes.news)]);
    expect(firstAnswersOf(paths.cmsPattern)).toEqual([url(routes.site), url(routes.contents)]);
  });
});
