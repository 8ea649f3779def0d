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
  /** A CSS selector part the node's target must contain; none: every node. */
  target?: string;
  /** Why the finding stays: for the auditor as much as for the next engineer. */
  reason: string;
}

export const AXE_EXCEPTIONS: AxeException[] = [];

const applies = (e: AxeException, rule: string, path: string, target: string) =>
  e.rule === rule &&
  (e.paths === undefined || e.paths.some((p) => path === p || path.startsWith(`${p}/`))) &&
  (e.target === undefined || target.includes(e.target));

/** `violations` on `path` without the nodes an exception covers (and without emptied rules). */
export function withoutExceptions(violations: AxeViolation[], path: string): AxeViolation[] {
  return violations
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter(
        (n) => !AXE_EXCEPTIONS.some((e) => applies(e, v.id, path, n.target.join(' '))),
      ),
    }))
    .filter((v) => v.nodes.length > 0);
}
