// The audit pack's page (scripts/a11y/reportHtml.ts): what an auditor reads off it.
import { describe, expect, it } from 'vitest';
import { reportHtml, type AuditReport } from './reportHtml';

const report: AuditReport = {
  date: '2026-11-29T20:00:00.000Z',
  commit: 'abc1234',
  axeVersion: '4.14.1',
  tags: ['wcag2a', 'wcag22aa'],
  runs: [
    { path: '/', language: 'en', width: 390, violations: [] },
    {
      path: '/desk/sessions',
      language: 'en',
      width: 1440,
      role: 'admin',
      violations: [
        {
          id: 'scrollable-region-focusable',
          impact: 'serious',
          help: 'Scrollable region must have <keyboard> access',
          nodes: [{ target: ['.css-1 > table'] }, { target: ['#x'] }],
        },
      ],
    },
  ],
  shots: [{ path: '/about', language: 'hi', file: 'shots/hi-03.png' }],
  exceptions: [{ rule: 'region', paths: ['/desk'], reason: 'Because "of" <this>' }],
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the accessibility audit report', () => {
  const html = reportHtml(report);

  it("is dated, names the standard, the tool's version, the tags and the build", () => {
    expect(html).toContain('<title>Accessibility audit 2026-11-29</title>');
    expect(text(html)).toContain('WCAG 2.2 level AA');
    expect(text(html)).toContain('axe-core 4.14.1, rule tags wcag2a , wcag22aa , every impact');
    expect(text(html)).toContain('abc1234');
  });

  it('counts the runs with and without violations', () => {
    expect(text(html)).toContain('1 of 2 runs without a violation; 1 with.');
  });

  it('lists each run, and every violation with its impact and each element, escaped', () => {
    const rows = html.match(/<tr>.*<\/tr>/g)!;
    expect(rows).toHaveLength(3);
    expect(text(rows[1]!)).toContain('/ en 390 0 violations');
    expect(text(rows[2]!)).toContain('/desk/sessions admin en 1440 2 issue(s)');
    expect(rows[2]).toContain(
      '<strong>scrollable-region-focusable</strong> (serious): Scrollable region must have &lt;keyboard&gt; access',
    );
    expect(rows[2]).toContain('<code>.css-1 &gt; table</code>');
    expect(rows[2]).toContain('<code>#x</code>');
  });

  it('writes down each exception with its reason, and links each 320 px screenshot', () => {
    expect(html).toContain(
      '<strong>region</strong> on <code>/desk</code>: Because &quot;of&quot; &lt;this&gt;',
    );
    expect(html).toContain('<a href="shots/hi-03.png"><img src="shots/hi-03.png"');
    expect(html).toContain('alt="/about (hi) at 320 px"');
  });

  it('says so when there is no exception and no screenshot', () => {
    const bare = reportHtml({ ...report, exceptions: [], shots: [] });
    expect(text(bare)).toContain('Known exceptions None.');
    expect(text(bare)).toContain('None taken.');
  });
});
