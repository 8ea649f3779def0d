import { describe, expect, it } from 'vitest';
import { QUEUE_NAMES, QUEUES, STAFF_ROLES } from '../../../contract/desk';
import {
  canManageStaff,
  canReadAudit,
  canWork,
  isQueueName,
  roleHint,
  visibleQueues,
} from './access';

describe('desk access by role', () => {
  // From QUEUES, so a new request kind's queue needs no line here (docs/architecture.md §6).
  it('shows each queue to the roles its kind declares and to the auditor, in the desk’s order', () => {
    for (const role of STAFF_ROLES) {
      const seen = visibleQueues([role]);
      expect(seen).toEqual(QUEUE_NAMES.filter((q) => seen.includes(q)));
      for (const q of QUEUE_NAMES) {
        expect(seen.includes(q), `${role} sees ${q}`).toBe(
          role === 'auditor' || QUEUES[q].roles.some((r) => r === role),
        );
      }
    }
    expect(visibleQueues(['admin'])).toEqual([]);
    // Every queue has a team that works it.
    expect(visibleQueues(STAFF_ROLES.filter((r) => r !== 'auditor'))).toEqual(QUEUE_NAMES);
  });
  it('lets only the working team change records', () => {
    expect(canWork(['operations'], 'freeze-requests')).toBe(true);
    expect(canWork(['auditor'], 'freeze-requests')).toBe(false);
    expect(canWork(['grievance'], 'withdrawals')).toBe(false);
  });
  it('opens the audit log to admin and auditor, accounts to admin', () => {
    expect(canReadAudit(['auditor'])).toBe(true);
    expect(canReadAudit(['admin'])).toBe(true);
    expect(canReadAudit(['grievance'])).toBe(false);
    expect(canManageStaff(['auditor'])).toBe(false);
    expect(canManageStaff(['admin'])).toBe(true);
  });
  it('knows the queue names', () => {
    expect(isQueueName('freeze-requests')).toBe(true);
    expect(isQueueName('audit')).toBe(false);
    expect(isQueueName(undefined)).toBe(false);
  });
  it('words what each role opens from the queues its kinds declare', () => {
    for (const role of ['grievance', 'operations'] as const) {
      const titles = visibleQueues([role]).map((q) => QUEUES[q].title.toLowerCase());
      expect(roleHint(role)).toBe(titles.join(', '));
    }
    expect(roleHint('grievance')).toContain('complaints');
    expect(roleHint('admin')).toBe('staff accounts, audit log, outbox');
    expect(roleHint('auditor')).toBe('reads everything, PII masked');
    expect(roleHint('approver')).toBe('approves content changes');
    const withCallbacks = [
      ...Object.values(QUEUES),
      { title: 'Call-backs', roles: ['operations' as const] },
    ];
    expect(roleHint('operations', withCallbacks)).toBe('freeze requests, withdrawals, call-backs');
  });
});
