// What one claim of the embedded engine's outbox costs with a year's sent messages in it
// (docs/performance.md, "The outbox's store share"; docs/storage.md, The outbox): 100k sent
// messages and 20 pending in an outbox collection, then (a) idle claims (the 20 not due yet: a
// worker's poll that finds nothing) and (b) claims that take the 20 (a lease already run out, so
// each claim takes them again). CPU of this process per claim (process.cpuUsage: its own, whatever
// the machine's load), the entries each claim's list read, and the load average.
//
//   npx tsx scripts/bench/outboxClaim.ts [sent] [pending] [claims]
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LowdbCollection } from '../../server/store/lowdb/collection';
import { claimByVersion, queueIn } from '../../server/store/outbox';
import { COLLECTIONS, type OutboxField, type OutboxRecord } from '../../server/store/types';
import { acknowledgement } from '../../server/testing/outbox';
import { sentMessages } from '../../server/testing/outbox';

const sent = Number(process.argv[2] ?? 100_000);
const pending = Number(process.argv[3] ?? 20);
const claims = Number(process.argv[4] ?? 200);

const T0 = new Date('2026-11-29T08:00:00.000Z');
const load = () => loadavg()[0]!.toFixed(1);

/** CPU ms (user + system) of this process per call of `run`, over `n` calls one after another. */
async function cpuPerCall(n: number, run: (i: number) => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) await run(i);
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000 / n;
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'outbox-claim-'));
  try {
    const messages = await LowdbCollection.open<OutboxRecord, OutboxField>(dir, COLLECTIONS.outbox);
    await messages.insertStored(sentMessages(sent, T0));
    for (let i = 0; i < pending; i++) await queueIn(messages, acknowledgement(`p${i}`), T0);
    const claim = claimByVersion(messages);
    console.info(`${sent} sent + ${pending} pending; load ${load()}`);

    // (a) Nothing due: an hour before T0.
    const before = new Date(T0.getTime() - 3_600_000);
    await claim(before, 20, 60_000); // warm-up
    let read = messages.entriesRead;
    const idle = await cpuPerCall(claims, () => claim(before, 20, 60_000));
    const idleRead = (messages.entriesRead - read) / claims;

    // (b) The 20 due, each claim's lease run out before the next one (leaseMs −1).
    const rounds = Math.max(1, Math.floor(claims / 4));
    let taken = 0;
    read = messages.entriesRead;
    const busy = await cpuPerCall(rounds, async (i) => {
      taken += (await claim(new Date(T0.getTime() + i * 1000), 20, -1)).length;
    });
    const busyRead = (messages.entriesRead - read) / rounds;
    await messages.flush();

    console.info(
      `idle claim: ${idle.toFixed(3)} ms CPU, ${idleRead} entries read (${claims} claims)`,
    );
    console.info(
      `claim of ${taken / rounds}: ${busy.toFixed(3)} ms CPU, ${busyRead} entries read (${rounds} claims)`,
    );
    console.info(`load ${load()}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
