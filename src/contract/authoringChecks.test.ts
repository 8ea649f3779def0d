// The authoring checks (docs/contract.md §13g) on bodies of rich text, parsed by jsdom as the
// server parses them.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { htmlAuthoringWarnings, TEXT_IN_PICTURE_ATTR } from './authoringChecks';

const { document } = new JSDOM('').window;
const checks = (html: string) => htmlAuthoringWarnings(html, document).map((w) => w.check);
const messages = (html: string) => htmlAuthoringWarnings(html, document).map((w) => w.message);

describe('authoring checks', () => {
  it('finds nothing in a body written well', () => {
    const html = [
      '<h2>Investor charter</h2><p>Rights.</p><h3>Timelines</h3><h4>KYC</h4><h3>Grievances</h3>',
      '<h2>Where to complain</h2>',
      '<p><img src="/api/site-images/chart.webp" alt="Complaints by month, all zero"></p>',
      '<p><img src="/api/site-images/rule.webp" alt=""></p>',
      '<p>Read <a href="https://www.sebi.gov.in/x">SEBI’s circular on investor charters</a>,',
      ' write to <a href="mailto:help@example.com">help@example.com</a>.</p>',
    ].join('');
    expect(htmlAuthoringWarnings(html, document)).toEqual([]);
  });

  it('flags an h1 in a body and every skipped heading level', () => {
    expect(checks('<h1>Title again</h1><h2>A</h2><h4>Too deep</h4><h3>Fine</h3>')).toEqual([
      'heading-h1',
      'heading-order',
    ]);
    expect(messages('<h3>Starts low</h3>')).toEqual([
      'The heading “Starts low” (h3) skips a level after h1: use h2.',
    ]);
  });

  it('starts a story’s headings under its title, an h2 (HEADING_UNDER)', () => {
    expect(htmlAuthoringWarnings('<h3>Why</h3><h4>How</h4>', document, 2)).toEqual([]);
    expect(htmlAuthoringWarnings('<h4>Too deep</h4>', document, 2).map((w) => w.message)).toEqual([
      'The heading “Too deep” (h4) skips a level after h2: use h3.',
    ]);
  });

  it('flags a picture without a description, not one marked as decoration (alt="")', () => {
    expect(checks('<img src="/api/site-images/a.webp"><img src="/x/b.webp" alt="">')).toEqual([
      'image-alt',
    ]);
    expect(messages('<img src="/api/site-images/a.webp">')[0]).toContain('“a.webp”');
  });

  it('flags a picture the editor marked as carrying words, described or not', () => {
    expect(
      checks(`<img src="/x/notice.webp" alt="Notice" ${TEXT_IN_PICTURE_ATTR}="true">`),
    ).toEqual(['text-in-picture']);
  });

  it('flags links whose words do not say where they go', () => {
    for (const words of [
      'click here',
      'Click Here!',
      'here',
      'Read more…',
      'यहाँ क्लिक करें',
      'વધુ વાંચો',
      'https://www.sebi.gov.in/legal/circulars',
      'www.nseindia.com',
    ]) {
      expect(checks(`<p><a href="https://www.sebi.gov.in/">${words}</a></p>`), words).toEqual([
        'link-text',
      ]);
    }
    expect(checks('<a href="/cms/ipo"><img src="/x/i.webp" alt=""></a>')).toEqual(['link-text']);
    // A picture's description names a picture link.
    expect(checks('<a href="/cms/ipo"><img src="/x/i.webp" alt="Apply for an IPO"></a>')).toEqual(
      [],
    );
    expect(checks('<p><a href="/cms/ipo">How to apply for an IPO</a></p>')).toEqual([]);
  });
});
