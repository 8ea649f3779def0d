// A year's sent messages for the outbox benches (outboxClaim.ts, outboxCpu.ts): what a claim
// must not read (docs/performance.md, "The outbox's store share").
import { outboxRecord } from '../../server/store/outbox';
import type { OutboxRecord, Stored } from '../../server/store/types';
import { acknowledgement } from '../../server/testing/outbox';

/** `count` messages sent before `until`, a second apart, oldest first, as the outbox stores them. */
export function sentMessages(count: number, until: Date): Stored<OutboxRecord>[] {
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(until.getTime() - (count - i) * 1000).toISOString();
    return {
      ...outboxRecord(acknowledgement(`sent${i}`), new Date(at)),
      state: 'sent',
      attempts: 1,
      sentAt: at,
      id: `sent-${i}`,
      createdAt: at,
      updatedAt: at,
      version: 3,
    };
  });
}
