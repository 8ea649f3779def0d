// The axe findings the site does not fix, each with its reason (issue 45: "each exception written
// down with its reason"). The tests (tests/support/browser.ts axeViolations) and the audit report
// (scripts/a11y-report.ts) leave these out; the accessibility statement's "known exceptions" are
// to match this list. Add one only when the finding is axe's error or out of the firm's hands, never to
// make a test pass.

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

export interface AxeException {
  /** The axe rule. */
  rule: string;
  /** The paths it applies on (a prefix: '/desk' is every desk screen); none: every path. */
  paths?: string[];
  /** Only on the kiosk (the site in kiosk mode, `html.kiosk`), never on the website. */
  kioskOnly?: true;
  /** A CSS selector part the node's target must contain; none: every node. */
  target?: string;
  /** Why the finding stays: for the auditor as much as for the next engineer. */
  reason: string;
}

export const AXE_EXCEPTIONS: AxeException[] = [
  {
    rule: 'meta-viewport',
    kioskOnly: true,
    target: 'meta[name="viewport"]',
    reason:
      'The kiosk is a shared public touch screen: a pinch zoom would leave the page moved or ' +
      'magnified for the next visitor, out of reach of the idle reset, and a stray two-finger touch ' +
      'would zoom it. Its own text size control (A, A+, A++: 100, 130, 160 %, on the start screen ' +
      'and the action bar; docs/accessibility.md) enlarges every text without sideways scroll ' +
      'instead. The website never disables zoom.',
  },
];

/** Where a finding was made: its path, and whether the page ran as the kiosk. */
export interface AxeWhere {
  path: string;
  kiosk: boolean;
}

const applies = (e: AxeException, rule: string, { path, kiosk }: AxeWhere, target: string) =>
  e.rule === rule &&
  (!e.kioskOnly || kiosk) &&
  (e.paths === undefined || e.paths.some((p) => path === p || path.startsWith(`${p}/`))) &&
  (e.target === undefined || target.includes(e.target));

/** `violations` made `where` without the nodes an exception covers (and without emptied rules). */
export function withoutExceptions(violations: AxeViolation[], where: AxeWhere): AxeViolation[] {
  return violations
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter(
        (n) => !AXE_EXCEPTIONS.some((e) => applies(e, v.id, where, n.target.join(' '))),
      ),
    }))
    .filter((v) => v.nodes.length > 0);
}
