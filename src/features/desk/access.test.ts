import { describe, expect, it } from 'vitest';
import { QUEUES } from '../../contract/desk';
import {
  canManageStaff,
  canReadAudit,
  canWork,
  isQueueName,
  roleHint,
  visibleQueues,
} from './access';

describe('desk access by role', () => {
  it('shows each team its own queues, the auditor all of them', () => {
    expect(visibleQueues(['grievance'])).toEqual(['complaints', 'feedback', 'messages']);
    expect(visibleQueues(['operations'])).toEqual(['freeze-requests', 'withdrawals']);
    expect(visibleQueues(['auditor'])).toHaveLength(5);
    expect(visibleQueues(['admin'])).toEqual([]);
    expect(visibleQueues(['grievance', 'operations'])).toHaveLength(5);
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
    expect(roleHint('grievance')).toBe('complaints, feedback, messages');
    expect(roleHint('operations')).toBe('freeze requests, withdrawals');
    expect(roleHint('admin')).toBe('staff accounts, audit log');
    expect(roleHint('auditor')).toBe('reads everything, PII masked');
    const withCallbacks = [
      ...Object.values(QUEUES),
      { title: 'Call-backs', roles: ['operations' as const] },
    ];
    expect(roleHint('operations', withCallbacks)).toBe('freeze requests, withdrawals, call-backs');
  });
});
