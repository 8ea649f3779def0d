// Which parts of the desk a person's roles open (docs/contract.md §11). The server enforces the
// same rules; the desk only leaves out what would answer 403.
import { APPROVER_ROLE } from '../../../contract/approvals';
import { CONTENT_EDITOR_ROLES } from '../../../contract/contentDesk';
import { QUEUE_NAMES, QUEUES, type QueueName, type StaffRole } from '../../../contract/desk';

/** The queues a person works, plus every queue for an auditor (read-only, PII masked). */
export function visibleQueues(roles: readonly StaffRole[]): QueueName[] {
  if (roles.includes('auditor')) return QUEUE_NAMES;
  return QUEUE_NAMES.filter((q) => QUEUES[q].roles.some((r) => roles.includes(r)));
}

/** What each role opens besides the queues it works (docs/contract.md §11). */
const BESIDES_QUEUES: Record<StaffRole, readonly string[]> = {
  admin: ['staff accounts', 'audit log', 'outbox'],
  grievance: [],
  operations: [],
  content: ['content desk'],
  approver: ['approves content changes'],
  auditor: ['reads everything', 'PII masked'],
};

/**
 * What a role opens, in words, for the staff form's role picker: the queues it works by their
 * titles (from the request kinds' declarations), then the rest.
 */
export function roleHint(
  role: StaffRole,
  queues: readonly { title: string; roles: readonly StaffRole[] }[] = Object.values(QUEUES),
): string {
  const worked = queues.filter((q) => q.roles.includes(role)).map((q) => q.title.toLowerCase());
  return [...worked, ...BESIDES_QUEUES[role]].join(', ');
}

/** Only the roles that work a queue change its records; the auditor reads. */
export const canWork = (roles: readonly StaffRole[], queue: QueueName) =>
  QUEUES[queue].roles.some((r) => roles.includes(r));

/** The grievance dashboard (docs/contract.md §11): grievance officers, admins, auditors. */
export const canSeeGrievanceDashboard = (roles: readonly StaffRole[]) =>
  roles.some((r) => r === 'grievance' || r === 'admin' || r === 'auditor');

export const canReadAudit = (roles: readonly StaffRole[]) =>
  roles.includes('admin') || roles.includes('auditor');

export const canManageStaff = (roles: readonly StaffRole[]) => roles.includes('admin');

/** The outbox of every message and how they leave (docs/contract.md §15): admins. */
export const canSeeOutbox = (roles: readonly StaffRole[]) => roles.includes('admin');

export const isQueueName = (name: string | undefined): name is QueueName =>
  name !== undefined && (QUEUE_NAMES as string[]).includes(name);

/** News, banners and content pages (docs/contract.md §13). */
export const canEditContent = (roles: readonly StaffRole[]) =>
  roles.some((r) => (CONTENT_EDITOR_ROLES as readonly StaffRole[]).includes(r));

/** The kiosk fleet (docs/contract.md §14): admins and operations see it; admins steer it. */
export const canSeeKiosks = (roles: readonly StaffRole[]) =>
  roles.includes('admin') || roles.includes('operations');

export const canSetKiosks = (roles: readonly StaffRole[]) => roles.includes('admin');

/** The changes awaiting approval (docs/contract.md §13d): approvers. */
export const canApprove = (roles: readonly StaffRole[]) => roles.includes(APPROVER_ROLE);
