// The site data's Hindi and Gujarati versions in data/seed (docs/contract.md §7a): the English's
// shape and nothing else, text only (never a link, icon or image), in their own script, and the
// investor charter with the English's structure, numbering and links.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeSite, type SiteConfig } from '../../src/contract/site';
import {
  sectionFields,
  SITE_SECTIONS,
  type SiteSection,
  type SiteSectionDef,
} from '../../src/contract/siteDesk';
import { DEFAULT_ASSETS_DIR } from '../app';
import { differences, numbers } from '../testing/translationReview';

const readSeed = async (name: string): Promise<unknown> =>
  JSON.parse(await readFile(join(DEFAULT_ASSETS_DIR, 'seed', name), 'utf8'));

/** Every text of `overlay` with its path, failing on a path the English does not have. */
function texts(overlay: unknown, english: unknown, path = ''): [string, string][] {
  if (typeof overlay === 'string') {
    expect(typeof english, `${path} is a text in English`).toBe('string');
    return [[path, overlay]];
  }
  if (Array.isArray(overlay)) {
    expect(Array.isArray(english), `${path} is a list in English`).toBe(true);
    const list = english as unknown[];
    expect(overlay.length, `${path} has no more items than the English`).toBeLessThanOrEqual(
      list.length,
    );
    return overlay.flatMap((item, n) => texts(item, list[n], `${path}[${n}]`));
  }
  expect(overlay, `${path} is an object`).toBeTypeOf('object');
  expect(english, `${path} is an object in English`).toBeTypeOf('object');
  return Object.entries(overlay as object).flatMap(([key, value]) => {
    expect(Object.keys(english as object), `${path}.${key} exists in English`).toContain(key);
    return texts(value, (english as Record<string, unknown>)[key], `${path}.${key}`);
  });
}

// Terms an investor reads as they are in any of the three languages.
const SAME_IN_EVERY_LANGUAGE =
  /^(IPO|Re-KYC|Trade Net|CIN|CDSL DP ID|SEBI SCORES \(scores\.sebi\.gov\.in\)|SMART ODR \(smartodr\.in\)|\d*)$/;

/** Every English text under the keys `words` keeps, beside its translation (undefined if none). */
function pairs(
  english: unknown,
  overlay: unknown,
  words: (key: string) => boolean,
  path = '',
): [string, string, unknown][] {
  if (typeof english === 'string') return [[path, english, overlay]];
  if (Array.isArray(english)) {
    const list = Array.isArray(overlay) ? (overlay as unknown[]) : [];
    return english.flatMap((item, n) => pairs(item, list[n], words, `${path}[${n}]`));
  }
  if (english === null || typeof english !== 'object') return [];
  const local = (overlay ?? {}) as Record<string, unknown>;
  return Object.entries(english)
    .filter(([key]) => words(key))
    .flatMap(([key, value]) => pairs(value, local[key], words, `${path}.${key}`));
}

/** Names written the same in every language (the social networks). */
const NAMES = /^(Facebook|X|LinkedIn|YouTube|Instagram)$/;

const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}[ >]`, 'g'))?.length ?? 0;
const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe.each([
  ['hi', /\p{Script=Devanagari}/u],
  ['gu', /\p{Script=Gujarati}/u],
])('site.%s.json', (language, script) => {
  it('has the English shape, text only, every text in its own script', async () => {
    const english = await readSeed('site.json');
    const found = texts(await readSeed(`site.${language}.json`), english);
    expect(found.length).toBeGreaterThan(100);
    for (const [path, text] of found) {
      expect(path, 'never a link, icon or image').not.toMatch(
        /\.(href|icon|image|path|url|proName)$/,
      );
      if (!SAME_IN_EVERY_LANGUAGE.test(text)) expect(text, path).toMatch(script);
    }
  });

  it('keeps the investor charter’s structure, numbering and links', async () => {
    const english = (await readSeed('site.json')) as SiteConfig;
    const local = mergeSite(english, await readSeed(`site.${language}.json`));
    const [en, translated] = [english.investorCharter.html, local.investorCharter.html];
    expect(translated).not.toBe(en);
    for (const tag of [
      'h2',
      'h3',
      'p',
      'ul',
      'ol',
      'li',
      'table',
      'tr',
      'th',
      'td',
      'strong',
      'a',
    ]) {
      expect(tags(translated, tag), `<${tag}>`).toBe(tags(en, tag));
    }
    expect(links(translated)).toEqual(links(en));
    const rowNumbers = (html: string) =>
      [...html.matchAll(/<tr><td>(\d+)<\/td>/g)].map((m) => m[1]);
    expect(rowNumbers(translated)).toEqual(rowNumbers(en));
  });

  // Issue 46: the pages an investor acts on are whole in their language, with every figure.
  it('translates every word of the rights, responsibilities, dos and don’ts, the trust pages and the fraud warning', async () => {
    const english = (await readSeed('site.json')) as SiteConfig;
    const overlay = (await readSeed(`site.${language}.json`)) as Record<string, unknown>;
    const info = overlay.investorInfo as unknown[];
    const pages = [
      '/Dos and Don’ts for Investors',
      '/Investor-Rights',
      '/Investor-Responsibilities',
    ];
    const found = pages.flatMap((page) => {
      const n = english.investorInfo.findIndex((p) => p.path === page);
      expect(n, page).toBeGreaterThanOrEqual(0);
      return pairs(english.investorInfo[n], info[n], (key) => key !== 'path', page);
    });
    const sections: SiteSection[] = [
      'upi-handles',
      'official-channels',
      'registrations',
      'fraud-warning',
    ];
    for (const section of sections) {
      const def: SiteSectionDef = SITE_SECTIONS[section];
      const { head, rows } = sectionFields(section, language as 'hi');
      const words = new Set<string>([def.listKey ?? '', ...[...head, ...rows].map((f) => f.name)]);
      const at = (site: unknown) =>
        def.path.reduce<unknown>((part, key) => (part as Record<string, unknown>)?.[key], site);
      found.push(...pairs(at(english), at(overlay), (key) => words.has(key), section));
    }
    expect(found.length).toBeGreaterThan(100);
    for (const [path, en, local] of found) {
      if (NAMES.test(en) || SAME_IN_EVERY_LANGUAGE.test(en)) continue;
      expect(local, `${path} is translated`).toBeTypeOf('string');
      expect(local, path).toMatch(script);
      expect(differences(en, local as string), path).toEqual([]);
    }
  });

  it('keeps every figure of the investor charter', async () => {
    const english = (await readSeed('site.json')) as SiteConfig;
    const local = mergeSite(english, await readSeed(`site.${language}.json`));
    const html = local.investorCharter.html;
    expect([...numbers(english.investorCharter.html)].filter((n) => !numbers(html).has(n))).toEqual(
      [],
    );
  });
});

describe('mergeSite', () => {
  const english = {
    title: 'Rights',
    link: { label: 'Read', href: '/read' },
    rows: [
      ['1', 'One'],
      ['2', 'Two'],
    ],
  };

  it('lays the text over the English, matching lists by position', () => {
    // The English but for the label and the first row: a copy taken before the merge runs, so a
    // merge that changed the English in place would still fail.
    const expected = structuredClone({
      ...english,
      link: { ...english.link, label: 'पढ़ें' },
      rows: [['1', 'एक'], english.rows[1]],
    });
    expect(mergeSite(english, { link: { label: 'पढ़ें' }, rows: [['1', 'एक']] })).toEqual(expected);
  });

  it('keeps the English where the overlay has another shape or more than the English', () => {
    const odd = {
      title: ['x'],
      link: 'text',
      rows: [{}, ['2', 'दो', 'extra'], ['3', 'तीन']],
      more: 'x',
    };
    const expected = structuredClone({ ...english, rows: [english.rows[0], ['2', 'दो']] });
    expect(mergeSite(english, odd)).toEqual(expected);
    expect(mergeSite(english, null)).toBe(english);
  });
});
