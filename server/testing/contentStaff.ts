// The content desk's HTTP suites' set-up: the three callers they sign in (one who may edit, an
// admin, and one who may not) and the public app servers that show what a publish changed.
import { afterAll, beforeAll } from 'vitest';
import { APPROVAL_ON_BY_DEFAULT } from '../../src/contract/approvals';
import { AUDIT_ACTIONS } from '../../src/contract/desk';
import { ApprovalRules } from '../desk/approvals';
import type { TestEngine } from '../store/testing/engines';
import type { AuditRecord, Store } from '../store/types';
import { startDesk, type DeskHarness } from './desk';

/**
 * Cookies of an editor (`content`), an admin, a grievance officer (no content role), an approver
 * (`checker`) and an editor who is an approver too (`both`, who may approve others' changes only).
 */
export async function signInContentStaff(desk: DeskHarness) {
  await desk.addStaff('editor', ['content']);
  await desk.addStaff('boss', ['admin']);
  await desk.addStaff('griev', ['grievance']);
  await desk.addStaff('checker', ['approver']);
  await desk.addStaff('both', ['content', 'approver']);
  const [editor, admin, grievance, approver, editorApprover] = await Promise.all([
    desk.signIn('editor'),
    desk.signIn('boss'),
    desk.signIn('griev'),
    desk.signIn('checker'),
    desk.signIn('both'),
  ]);
  return { editor, admin, grievance, approver, editorApprover };
}

/** An audit entry as `[actor, action, target]`. */
export type AuditRow = [string, string, string | undefined];

/**
 * An audit row as a suite writes it down: `actor action target`, the action by its name in
 * AUDIT_ACTIONS (`editor contentPublish site/notices`), a name the type checker knows.
 */
export type AuditLine = `${string} ${keyof typeof AUDIT_ACTIONS} ${string}`;

/**
 * The rows `lines` name, to compare with `audited`'s: one line a row reads like the log itself,
 * where each suite's rows spelled out as arrays were the same lines again and again.
 */
export function auditRows(...lines: AuditLine[]): AuditRow[] {
  return lines.map((line) => {
    const [, actor, name, target] = /^(\S+) (\S+) (\S+)$/.exec(line) ?? [];
    if (!actor || !target || !(name! in AUDIT_ACTIONS)) throw new Error(`audit line: ${line}`);
    return [actor, AUDIT_ACTIONS[name as keyof typeof AUDIT_ACTIONS], target];
  });
}

/** What a content desk suite works with, filled by the hooks `contentDeskSuite` registers. */
export interface ContentDeskSuite<P> {
  desk: DeskHarness;
  /** Two public app servers over the desk's store: a publish is served by both at once. */
  site: P;
  other: P;
  editor: string;
  admin: string;
  grievance: string;
  approver: string;
  editorApprover: string;
  /** The audit entries `keep` picks, oldest first, and each as `[actor, action, target]`. */
  audited(
    keep: (entry: AuditRecord) => boolean,
  ): Promise<{ entries: AuditRecord[]; rows: AuditRow[] }>;
}

/**
 * Registers a content desk HTTP suite's beforeAll/afterAll on `engine`: the desk with its
 * callers signed in, and two public app servers (`open` starts one over the store). `warm` asks
 * the second for its answers before any test, so a stale cache would show. The answer's fields
 * are set before the first test runs. `approval: 'off'` (the suites about drafts, publishing and
 * versions) turns maker–checker off where it is on by default, so an editor's publish is live
 * at once there; the approval suite keeps the defaults (docs/contract.md §13d).
 */
export function contentDeskSuite<P extends { close(): Promise<unknown> }>(
  engine: TestEngine,
  open: (store: Store) => Promise<P>,
  warm: (other: P) => Promise<unknown>,
  { approval = 'off' }: { approval?: 'off' | 'default' } = {},
): ContentDeskSuite<P> {
  const suite = {} as ContentDeskSuite<P>;
  suite.audited = async (keep) => {
    const { data } = await suite.desk.store.audit.list({ sort: 'oldest' });
    const entries = data.filter(keep);
    return { entries, rows: entries.map((e) => [e.actor, e.action, e.target]) };
  };
  beforeAll(async () => {
    const desk = await startDesk(engine);
    Object.assign(suite, { desk }, await signInContentStaff(desk));
    if (approval === 'off') {
      const rules = new ApprovalRules(desk.store);
      for (const scope of APPROVAL_ON_BY_DEFAULT) await rules.set(scope, false, 'test set-up');
    }
    suite.site = await open(desk.store);
    suite.other = await open(desk.store);
    await warm(suite.other);
  }, 60_000);
  afterAll(async () => {
    await suite.site.close();
    await suite.other.close();
    await suite.desk.close();
  });
  return suite;
}
