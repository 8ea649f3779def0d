// One grievance timeline and one set of office hours everywhere (docs/contract.md §9): every text a
// visitor can read that states how long a complaint takes (the seed's pages, news and site data in
// all three languages, the app's own words, the firm's messages of §15) states COMPLAINT_DUE_DAYS,
// SEBI's current rule (investor charter for stock brokers, February 2025: 21 calendar days); a
// text marked as 2021's is history.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPLAINT_DUE_DAYS } from '../../src/contract/desk';
import { seedSite } from '../../tests/support/seed';

const ROOT = resolve(import.meta.dirname, '../..');
const SOURCES = [
  ...readdirSync(join(ROOT, 'data/seed'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => join('data/seed', name)),
  ...readdirSync(join(ROOT, 'src/i18n/catalogs'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join('src/i18n/catalogs', name)),
  'src/contract/kioskScreens.ts',
  ...readdirSync(join(ROOT, 'src/contract/notifications'))
    .filter((name) => name.startsWith('templates.'))
    .map((name) => join('src/contract/notifications', name)),
];

/** A sentence about a complaint or grievance, its resolution or its escalation, in any language. */
const ABOUT_GRIEVANCES =
  /complain|grievanc|redress|resolv|escalat|शिकायत|निवारण|समाधान|ફરિયાદ|નિવારણ|નિરાકરણ|ઉકેલ/i;
/** A number of calendar days ("21 days", "21 calendar days", "21 दिनों", "21 દિવસમાં"). */
const DAYS = /(\d+)\s*(?:calendar\s+|कैलेंडर\s+|કૅલેન્ડર\s+)?(?:days?\b|दिन|દિવસ)/gi;

/** The pieces of a text a reader takes one at a time: sentences, table cells, catalog entries. */
const pieces = (text: string) =>
  text.replace(/\\n/g, '\n').split(/<[^>]+>|\n|(?<=[.।?!])\s+|"\s*[,:]\s*"|',\s*'/);

/** Every grievance timeline stated in `source`: the days and the words that state them. */
function timelines(source: string): { days: number; words: string }[] {
  const found = [];
  for (const piece of pieces(readFileSync(join(ROOT, source), 'utf8'))) {
    if (!ABOUT_GRIEVANCES.test(piece) || piece.includes('2021')) continue;
    for (const [, days] of piece.matchAll(DAYS)) found.push({ days: Number(days), words: piece });
  }
  return found;
}

describe('the grievance timeline', () => {
  it(`is ${COMPLAINT_DUE_DAYS} days wherever a page, the site data or the app states one`, () => {
    const stated = SOURCES.flatMap((source) =>
      timelines(source).map(({ days, words }) => ({ source, days, words: words.trim() })),
    );
    // The home page, the complaint form, the charter and the grievance page all state one.
    expect(stated.length).toBeGreaterThan(10);
    expect(stated.filter(({ days }) => days !== COMPLAINT_DUE_DAYS)).toEqual([]);
  });
});

describe('the office hours', () => {
  it('are the contact hours of the site data wherever the site data states hours', () => {
    const hours = seedSite.contact.hours;
    const grievanceHours = seedSite.footer.grievance.items.filter(({ label }) =>
      /hours/i.test(label),
    );
    expect(grievanceHours.length).toBe(1);
    expect(grievanceHours.map(({ value }) => value)).toEqual([hours]);
    expect(seedSite.contactPage.escalationMatrix.map((level) => level.workingHours)).toEqual(
      seedSite.contactPage.escalationMatrix.map(() => hours),
    );
  });
});
