// Child process for server/notify/outboxDurability.test.ts: on the embedded engine, stores complaints
// each with its acknowledgement in one transaction (Store.transaction), and changes the status of
// each with its message and audit entry (Store.appendAudit), as fast as it can, until
// the parent kills it (SIGKILL, at a random moment).
import { openLowdbStore } from '../store/lowdb';
import { SEED_DIR } from '../store/testing/engines';
import { acknowledgement } from './outbox';
import { openComplaint } from './payloads';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: outboxWriter <dataDir>');
const store = await openLowdbStore({ dataDir, seedDir: SEED_DIR });

let next = 0;
/** Several at once, so their commits are grouped as a server's are. */
async function writer() {
  for (;;) {
    const i = next++;
    const saved = await store.transaction(async (tx) => {
      const record = await tx.within(store.complaint).insert(openComplaint(`CMP-KILL-${i}`));
      await tx.queue(acknowledgement(record.id));
      return record;
    });
    await store.appendAudit(async ({ head, within, queue }) => {
      await within(store.complaint).update(saved.id, 1, (c) => ({ ...c, status: 'In Process' }));
      await queue(acknowledgement(saved.id, `complaints/${saved.id}/status/2/email`));
      return {
        seq: (head?.seq ?? 0) + 1,
        prev: head?.hash ?? '0'.repeat(64),
        hash: `entry-${i}`,
        at: new Date().toISOString(),
        actor: 'meera',
        action: 'status changed',
        target: `complaints/${saved.id}`,
      };
    });
    if (i === 20) process.stdout.write('ready\n');
  }
}
await Promise.all(Array.from({ length: 8 }, writer));
