import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LocalBroadcast } from '../localBroadcast';
import { MemoryRateWindows } from '../../http/rateWindow';
import { openRequestCollections } from '../requestCollections';
import {
  COLLECTIONS,
  type CollectionName,
  type StaffSessionRecord,
  type StaffUserRecord,
  type AuditRecord,
  type ContentVersionRecord,
  type KioskRecord,
  type AlertAddressesRecord,
  type DeskSettingRecord,
  type ApprovalRuleRecord,
  type ContentScheduleRecord,
  type InvestorProofRecord,
  type LegalHoldRecord,
  type BreachRecord,
  type LinkCheckRecord,
  type AdvertSnapshotRecord,
  type KioskSettingsRecord,
  type KioskKeyRecord,
  type ServerKeyRecord,
  type OutboxField,
  type OutboxRecord,
  type Store,
} from '../types';
import { claimByVersion, OutboxCollection } from '../outbox';
import { auditAppender } from './auditAppend';
import { LowdbCollection } from './collection';
import { openLowdbContent } from './content';
import { lockDataDir } from './lock';
import { migrateOldFile } from './migrate';
import { removeStaleTemps } from './staleTemps';
import { Journal, lastSegment, removeSegments } from './journal';
import { LowdbTransactions, recoverIntent, replayJournal } from './transaction';
import { ATTACHMENTS_DIR, openLowdbUploads } from './uploads';

export interface LowdbOptions {
  dataDir: string;
  /** Seed JSON copied into content.json on first start. */
  seedDir: string;
  /** One-line notices (stale temp files removed, old layout migrated). */
  info?: (line: string) => void;
}

/** Submissions live in `<dataDir>/submissions/<collection>/<YYYY-MM>.json` (docs/storage.md). */
export const SUBMISSIONS_DIR = 'submissions';

/**
 * The embedded engine: lowdb files in one data dir, owned by this process alone (a pid lock).
 * Start order: lock, remove temp files of killed writes, content, then each collection (loading
 * its month files and migrating the old single-file layout).
 */
export async function openLowdbStore(options: LowdbOptions): Promise<Store> {
  const { dataDir } = options;
  const info = options.info ?? (() => {});
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir, info);
  try {
    const removed = await removeStaleTemps(dataDir);
    if (removed > 0) {
      info(`Removed ${removed} temporary file(s) left by interrupted writes in ${dataDir}`);
    }
    const content = await openLowdbContent(dataDir, options.seedDir);
    const subs = join(dataDir, SUBMISSIONS_DIR);
    const all: LowdbCollection<object, string>[] = [];
    const open = async <T extends object, K extends string = never>(key: CollectionName) => {
      const spec = COLLECTIONS[key];
      const collection = await LowdbCollection.open<T, K>(join(subs, spec.name), spec);
      try {
        const migrated = await migrateOldFile(
          join(subs, `${spec.name}.json`),
          spec.name,
          collection,
        );
        if (migrated) {
          const kept = migrated.skipped
            ? `; ${migrated.skipped} unreadable entries kept there`
            : '';
          info(`Moved ${migrated.copied} ${spec.name} record(s) to the monthly layout${kept}`);
        }
      } catch (err) {
        // An unreadable old file stays as it is; only this collection is out of service.
        collection.markBroken(err);
      }
      all.push(collection as unknown as LowdbCollection<object, string>);
      return collection;
    };
    const collections = {
      ...(await openRequestCollections((name) => open(name))),
      staffUsers: await open<StaffUserRecord, 'username'>('staffUsers'),
      staffSessions: await open<StaffSessionRecord, 'tokenHash'>('staffSessions'),
      audit: await open<AuditRecord, 'prev' | 'actor' | 'action'>('audit'),
      contentVersions: await open<ContentVersionRecord, 'kind' | 'ref' | 'slot'>('contentVersions'),
      kiosks: await open<KioskRecord, 'kioskId'>('kiosks'),
      kioskSettings: await open<KioskSettingsRecord, 'target'>('kioskSettings'),
      kioskKeys: await open<KioskKeyRecord, 'kioskId'>('kioskKeys'),
      serverKeys: await open<ServerKeyRecord, 'name'>('serverKeys'),
      alertAddresses: await open<AlertAddressesRecord, 'name'>('alertAddresses'),
      deskSettings: await open<DeskSettingRecord, 'name'>('deskSettings'),
      approvalRules: await open<ApprovalRuleRecord, 'scope'>('approvalRules'),
      contentSchedules: await open<ContentScheduleRecord, 'ref' | 'phase'>('contentSchedules'),
      investorProofs: await open<InvestorProofRecord, 'ref'>('investorProofs'),
      legalHolds: await open<LegalHoldRecord, 'ref' | 'state'>('legalHolds'),
      breaches: await open<BreachRecord, 'state'>('breaches'),
      linkChecks: await open<LinkCheckRecord, 'run' | 'state'>('linkChecks'),
      advertSnapshots: await open<AdvertSnapshotRecord, 'ref'>('advertSnapshots'),
    };
    const messages = await open<OutboxRecord, OutboxField>('outbox');
    const outbox = new OutboxCollection(messages, claimByVersion(messages));
    // A transaction a crash interrupted is finished before anything is served (docs/storage.md),
    // and the journal's commits put in the part files (those a checkpoint had not written yet).
    if (await recoverIntent(dataDir, collections.audit, all)) {
      info(`Finished a transaction a stop interrupted in ${dataDir}`);
    }
    const replayed = await replayJournal(dataDir, all);
    const journal = await Journal.begin(dataDir, lastSegment(replayed.segments), all);
    if (!replayed.kept) await removeSegments(replayed.segments);
    for (const c of all) c.journalTo(journal);
    const transactions = new LowdbTransactions(journal, all, outbox);
    return {
      content,
      ...collections,
      outbox,
      transaction: (step) => transactions.run(step),
      appendAudit: auditAppender(transactions, collections.audit),
      uploads: openLowdbUploads(dataDir),
      attachmentFiles: openLowdbUploads(dataDir, ATTACHMENTS_DIR),
      broadcast: new LocalBroadcast(),
      rateWindows: new MemoryRateWindows(),
      health: async () => {
        journal.assertHealthy();
        for (const c of all) c.assertHealthy();
      },
      checkpoint: () => journal.checkpoint(),
      close: async () => {
        await Promise.all(all.map((c) => c.flush()));
        await journal.close();
        await unlock();
      },
    };
  } catch (err) {
    await unlock();
    throw err;
  }
}
