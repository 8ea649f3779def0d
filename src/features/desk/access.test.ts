import { describe, expect, it } from 'vitest';
import { canManageStaff, canReadAudit, canWork, isQueueName, visibleQueues } from './access';

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
});
