// The audit evidence pack's page (issue 45; README, "Accessibility audit"): what was checked, with
// what, and what was found, in one self-contained HTML file a compliance officer hands to the
// auditor. A pure function of the results, so its content is tested without a browser.
import type { AxeException, AxeViolation } from '../../tests/support/axeExceptions';

/** One page checked once: a route (or desk screen) in one language at one width. */
export interface AuditRun {
  path: string;
  /** The page's language ('en', 'hi', 'gu'); the desk is in English. */
  language: string;
  /** The viewport's width in CSS px. */
  width: number;
  /** For desk screens: the role signed in. */
  role?: string;
  violations: AxeViolation[];
}

/** A screenshot of a page at 320 CSS px (WCAG 1.4.10 reflow), by its file inside the pack. */
export interface AuditShot {
  path: string;
  language: string;
  file: string;
}

export interface AuditReport {
  /** When the audit ran (ISO 8601). */
  date: string;
  /** The build audited (git commit), as the auditor will ask which version this is. */
  commit: string;
  axeVersion: string;
  tags: string[];
  runs: AuditRun[];
  shots: AuditShot[];
  exceptions: AxeException[];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const nodeCount = (run: AuditRun) => run.violations.reduce((n, v) => n + v.nodes.length, 0);

function runRow(run: AuditRun): string {
  const found = run.violations
    .map(
      (v) =>
        `<li><strong>${escapeHtml(v.id)}</strong> (${escapeHtml(v.impact ?? 'unknown')}): ${escapeHtml(v.help)}<ul>${v.nodes
          .map((n) => `<li><code>${escapeHtml(n.target.join(' '))}</code></li>`)
          .join('')}</ul></li>`,
    )
    .join('');
  const result = run.violations.length
    ? `<td class="fail">${nodeCount(run)} issue(s)<ul>${found}</ul></td>`
    : '<td class="pass">0 violations</td>';
  return `<tr><td><code>${escapeHtml(run.path)}</code></td><td>${escapeHtml(run.role ?? '')}</td><td>${escapeHtml(run.language)}</td><td>${run.width}</td>${result}</tr>`;
}

/** The report's whole HTML page. */
export function reportHtml(report: AuditReport): string {
  const failing = report.runs.filter((r) => r.violations.length > 0);
  const day = report.date.slice(0, 10);
  const exceptions = report.exceptions.length
    ? `<ul>${report.exceptions
        .map(
          (e) =>
            `<li><strong>${escapeHtml(e.rule)}</strong>${e.kioskOnly ? ' on the kiosk' : ''}${e.paths ? ` on ${e.paths.map((p) => `<code>${escapeHtml(p)}</code>`).join(', ')}` : ''}${e.target ? `, <code>${escapeHtml(e.target)}</code>` : ''}: ${escapeHtml(e.reason)}</li>`,
        )
        .join('')}</ul>`
    : '<p>None.</p>';
  const shots = report.shots
    .map(
      (s) =>
        `<figure><a href="${escapeHtml(s.file)}"><img src="${escapeHtml(s.file)}" alt="${escapeHtml(`${s.path} (${s.language}) at 320 px`)}" loading="lazy" width="160"></a><figcaption><code>${escapeHtml(s.path)}</code> ${escapeHtml(s.language)}</figcaption></figure>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accessibility audit ${escapeHtml(day)}</title>
<style>
body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 1rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #767676; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
.pass { color: #0a5d1f; }
.fail { color: #a4000f; }
figure { display: inline-block; margin: 0.5rem; vertical-align: top; }
</style>
</head>
<body>
<main>
<h1>Accessibility audit, ${escapeHtml(day)}</h1>
<section aria-labelledby="scope">
<h2 id="scope">Scope and method</h2>
<dl>
<dt>Standard</dt><dd>WCAG 2.2 level AA (which meets WCAG 2.1 AA), as SEBI's digital accessibility circulars require</dd>
<dt>Run</dt><dd>${escapeHtml(report.date)}</dd>
<dt>Build</dt><dd><code>${escapeHtml(report.commit)}</code></dd>
<dt>Tool</dt><dd>axe-core ${escapeHtml(report.axeVersion)}, rule tags ${report.tags.map((t) => `<code>${escapeHtml(t)}</code>`).join(', ')}, every impact</dd>
<dt>Pages</dt><dd>${report.runs.length} runs: every public route in every language at each width, and every desk screen as each role sees it</dd>
</dl>
<p>Automated checks find part of the barriers only; the keyboard, screen-reader and zoom checks of the end-to-end tests and a person's review complete the audit.</p>
</section>
<section aria-labelledby="summary">
<h2 id="summary">Summary</h2>
<p class="${failing.length ? 'fail' : 'pass'}">${report.runs.length - failing.length} of ${report.runs.length} runs without a violation; ${failing.length} with.</p>
</section>
<section aria-labelledby="exceptions">
<h2 id="exceptions">Known exceptions</h2>
${exceptions}
</section>
<section aria-labelledby="results">
<h2 id="results">Results</h2>
<table>
<thead><tr><th scope="col">Page</th><th scope="col">Role</th><th scope="col">Language</th><th scope="col">Width (px)</th><th scope="col">axe</th></tr></thead>
<tbody>
${report.runs.map(runRow).join('\n')}
</tbody>
</table>
</section>
<section aria-labelledby="reflow">
<h2 id="reflow">Screenshots at 320 CSS px (reflow, WCAG 1.4.10)</h2>
${shots || '<p>None taken.</p>'}
</section>
</main>
</body>
</html>
`;
}
