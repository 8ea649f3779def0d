// The content pages' and news' Hindi and Gujarati versions in data/seed (docs/contract.md §7a),
// reviewed against their English: the pages an investor acts on and the latest three stories have
// one in both languages, and each keeps the English's headings, tables, links and every number
// (dates, amounts, registration numbers, circulars, phone numbers), in its own script.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentPage, ContentPageText, NewsItem, NewsText } from '../../src/contract/entities';
import { DEFAULT_ASSETS_DIR } from '../app';
import { differences, text } from '../testing/translationReview';

const readSeed = async <T>(name: string): Promise<T> =>
  JSON.parse(await readFile(join(DEFAULT_ASSETS_DIR, 'seed', name), 'utf8')) as T;

/** The pages of issue 46 an investor needs in their own language. */
const PAGES_TO_TRANSLATE = [
  'investor-charter-stock-broker',
  'investor-charter-depository-participant',
  'investor-charter-research-analyst',
  'pms-investor-charter',
  'grievance-redressal',
  'voluntary-freeze-policy',
  'privacy-notice',
  'accessibility-statement',
];
const LATEST_STORIES = 3;

const SAMPLE =
  '<h2>Fees</h2><p>Up to &#8377;1.51 lakh (circular 2025/22), call +91 22 4000 1234.</p>' +
  '<table><tr><th>Service</th><th>Days</th></tr><tr><td>Closure</td><td>30</td></tr></table>' +
  '<ul><li><a href="/complains">Complain</a></li></ul>';
const FAITHFUL =
  '<h2>शुल्क</h2><p>&#8377;1.51 लाख तक (सर्कुलर 2025/22), कॉल करें +91 22 4000 1234।</p>' +
  '<table><tr><th>सेवा</th><th>दिन</th></tr><tr><td>बंद करना</td><td>30</td></tr></table>' +
  '<ul><li><a href="/complains">शिकायत</a></li></ul>';

describe('differences (the review the seeded versions pass)', () => {
  it('finds nothing in a faithful translation', () => {
    expect(differences(SAMPLE, FAITHFUL)).toEqual([]);
  });

  it.each([
    ['a heading dropped', FAITHFUL.replace('<h2>शुल्क</h2>', ''), /^headings/],
    ['a heading of another level', FAITHFUL.replace(/h2>/g, 'h3>'), /^headings/],
    ['a list item lost', FAITHFUL.replace(/<li>.*<\/li>/, ''), /^blocks/],
    ['a row lost', FAITHFUL.replace(/<tr><td>.*?<\/tr>/, ''), /^tables/],
    ['a cell lost', FAITHFUL.replace('<td>30</td>', ''), /^tables/],
    ['another link', FAITHFUL.replace('/complains', '/contact-us'), /^links/],
    ['an amount changed', FAITHFUL.replace('1.51', '1.5'), /^numbers missing: 1\.51$/],
    ['a phone number changed', FAITHFUL.replace('4000 1234', '4000 1243'), /1234/],
    ['a circular changed', FAITHFUL.replace('2025/22', '2025/2'), /2025\/22/],
  ])('finds %s', (_, broken, expected) => {
    expect(differences(SAMPLE, broken).join('\n')).toMatch(expected);
  });
});

describe.each([
  ['hi', /\p{Script=Devanagari}/u],
  ['gu', /\p{Script=Gujarati}/u],
])('the %s versions of the pages and news', (language, script) => {
  it('translate the pages an investor acts on, faithfully', async () => {
    const english = await readSeed<ContentPage[]>('contents.json');
    const local = await readSeed<ContentPageText[]>(`contents.${language}.json`);
    for (const page of local) {
      const original = english.find((p) => p._id === page._id);
      expect(original, `${page._id} is an English page`).toBeDefined();
      expect(page.contentType, page._id).toMatch(script);
      expect(text(page.content), page._id).toMatch(script);
      expect(differences(original!.content, page.content), page._id).toEqual([]);
    }
    expect(local.map((p) => p._id)).toEqual(expect.arrayContaining(PAGES_TO_TRANSLATE));
  });

  it('translate the latest three stories, faithfully', async () => {
    const english = await readSeed<NewsItem[]>('news.json');
    const local = await readSeed<NewsText[]>(`news.${language}.json`);
    const latest = [...english]
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, LATEST_STORIES)
      .map((n) => n._id);
    for (const story of local) {
      const original = english.find((n) => n._id === story._id);
      expect(original, `${story._id} is an English story`).toBeDefined();
      for (const field of ['newsTitle', 'description'] as const) {
        expect(story[field], `${story._id}.${field}`).toMatch(script);
        expect(differences(original![field], story[field]), `${story._id}.${field}`).toEqual([]);
      }
      expect(text(story.news), story._id).toMatch(script);
      expect(differences(original!.news, story.news), story._id).toEqual([]);
    }
    expect(local.map((n) => n._id)).toEqual(expect.arrayContaining(latest));
  });
});
