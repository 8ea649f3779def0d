// The shared allow-list (src/contract/html.ts) applied on the server: by DOMPurify when content is
// saved, and without a DOM when a page is rendered (src/contract/htmlWithoutDom.ts). Each must
// leave hostile HTML nothing active, and the seed its looks; the two must draw the same.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { ContentPage, NewsItem } from '../../src/contract/entities';
import type { SiteConfig } from '../../src/contract/site';
import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  ALLOWED_URI,
  isOtherSite,
  NEW_TAB,
} from '../../src/contract/html';
import { HOSTILE_PAGE, HOSTILE_SAMPLES, SAFE_HTML } from '../../tests/support/hostileHtml';
import { readSeed } from '../../tests/support/seed';
import { sanitizeWithoutDom } from '../../src/contract/htmlWithoutDom';
import { sanitizeHtml } from './sanitizeHtml';

const SANITIZERS = {
  'DOMPurify on jsdom': sanitizeHtml,
  'without a DOM': (html: string) => Promise.resolve(sanitizeWithoutDom(html)),
};

const fragment = (html: string) => JSDOM.fragment(html);

/** Tags, attributes and text, in document order: what a reader sees and what could act. */
function shape(html: string) {
  const root = fragment(html);
  const elements = [...root.querySelectorAll('*')].map((el) => ({
    tag: el.tagName.toLowerCase(),
    attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
  }));
  return { elements, text: root.textContent };
}

const site = readSeed<SiteConfig>('site.json');
const SEED_HTML: [string, string][] = [
  ...readSeed<ContentPage[]>('contents.json').map((c): [string, string] => [
    `content ${c._id}`,
    c.content,
  ]),
  ...readSeed<NewsItem[]>('news.json').map((n): [string, string] => [`news ${n._id}`, n.news]),
  ['home.about', site.home.about.html],
  ['premiumClient', site.premiumClient.html],
  ['about', site.about.html],
  ['investorCharter', site.investorCharter.html],
];

describe.each(Object.entries(SANITIZERS))('%s', (_name, sanitize) => {
  describe('hostile HTML', () => {
    it.each(Object.entries(HOSTILE_SAMPLES))('%s is neutralised', async (_name, sample) => {
      const clean = await sanitize(`<p>before</p>${sample.html}<p>after</p>`);
      expect(clean).not.toMatch(sample.mustNotContain);
      expect(clean).toContain('<p>before</p>');
      expect(clean).toContain('<p>after</p>');
    });

    it('leaves only allowed tags, attributes, link targets and own images', async () => {
      const allowedAttrs = new Set([...ALLOWED_ATTR, ...Object.keys(NEW_TAB)]);
      for (const { tag, attrs } of shape(await sanitize(HOSTILE_PAGE)).elements) {
        expect(ALLOWED_TAGS).toContain(tag);
        for (const name of Object.keys(attrs))
          expect(allowedAttrs.has(name), `${tag}[${name}]`).toBe(true);
        if (attrs.href !== undefined) expect(attrs.href).toMatch(ALLOWED_URI);
        if (tag === 'img') expect(attrs.src).toMatch(/^\/[^/\\]/);
      }
    });

    it('keeps what an editor legitimately writes', async () => {
      expect(shape(await sanitize(SAFE_HTML))).toEqual(shape(SAFE_HTML));
    });

    it('opens other sites in a new tab without access to this page', async () => {
      expect(await sanitize('<a href="https://www.sebi.gov.in">SEBI</a>')).toBe(
        '<a href="https://www.sebi.gov.in" target="_blank" rel="noopener noreferrer">SEBI</a>',
      );
    });
  });

  describe('the seed content', () => {
    it.each(SEED_HTML)('%s renders the same after sanitizing', async (_where, html) => {
      const before = shape(html);
      const after = shape(await sanitize(html));
      expect(after.text).toBe(before.text);
      expect(after.elements.map((e) => e.tag)).toEqual(before.elements.map((e) => e.tag));
      // Links to other sites gain target/rel (new tab); everything else is as written.
      const withoutNewTab = after.elements.map(({ tag, attrs }) =>
        isOtherSite(attrs.href)
          ? {
              tag,
              attrs: Object.fromEntries(Object.entries(attrs).filter(([k]) => !(k in NEW_TAB))),
            }
          : { tag, attrs },
      );
      expect(withoutNewTab).toEqual(before.elements);
    });
  });
});

describe('the rendered page and the app draw the same', () => {
  const samples: [string, string][] = [
    ...SEED_HTML,
    ['editor HTML', SAFE_HTML],
    ['a hostile page', HOSTILE_PAGE],
    [
      'links and pictures at the edges of the rules',
      '<a href="relative/page">relative</a><a href="  /padded ">padded</a>' +
        '<a href="/own" target="_self" rel="opener">own, told where to open</a>' +
        '<a href="HTTPS://sebi.gov.in" target="_top">other site</a><a>no link</a>' +
        '<img alt="no source"><img src="  /api/site-images/a.webp" alt="padded">',
    ],
    ...Object.entries(HOSTILE_SAMPLES).map(([name, { html }]): [string, string] => [name, html]),
  ];

  it.each(samples)('%s', async (_where, html) => {
    expect(shape(sanitizeWithoutDom(html))).toEqual(shape(await sanitizeHtml(html)));
  });
});
