// Retention with legal hold (issue 44; docs/contract.md §16, Retention): each kind declares how
// many years its records are kept after they close and why (`privacy` in src/contract/requests/).
// Once that has passed, the daily sweep archives the record and erases its personal fields,
// keeping what the SEBI complaint tables count (status, history's times and statuses, the kind's
// declared `keeps`). A record under legal hold is never erased: still open, in ODR, or named by an
// admin's hold. The same verdict answers the dry run, the sweep and an erasure request.
//
// Every app server sweeps: a record is erased by a versioned update stored with its audit entry,
// all or none, so of two sweeps that read it the second's update is stale and adds nothing; an
// admin's hold bumps the record's version too, so a sweep that read it before the hold loses.
import { QUEUES, AUDIT_ACTIONS, type QueueName } from '../../src/contract/desk';
import type {
  ErasureVerdict,
  RetentionPeriod,
  RetentionReport,
} from '../../src/contract/privacyDesk';
import { RECEIVED_FIELDS } from '../../src/contract/requests';
import { ODR_STATUS, type OdrTask } from '../../src/contract/scores';
import type { InvestorAttachment } from '../../src/contract/investorVoice';
import {
  StaleVersionError,
  type LegalHoldRecord,
  type Store,
  type Stored,
  type UploadStore,
} from '../store/types';
import type { AuditLog } from './audit';
import { keyOf, queueSources, statusOf, type AnyRecord, type QueueSource } from './queues';

const DAY = 86_400_000;

/** Who an erasure is recorded as in the audit: no person, the desk's own sweep. */
export const RETENTION_ACTOR = 'system';

/** How often each app server sweeps: once a day (a record is at most a day late erased). */
export const DEFAULT_RETENTION_SWEEP_MS = DAY;

/** Fields of every record the erasure leaves: the store's and the desk's own, not the visitor's. */
const KEPT_ALWAYS = [
  'id',
  'createdAt',
  'updatedAt',
  'version',
  'status',
  'history',
  'owner',
  'ownerHistory',
  'dueAt',
  'escalations',
  'legalHold',
  ...Object.keys(RECEIVED_FIELDS),
];

export const periodOf = (queue: QueueName, source: QueueSource): RetentionPeriod => ({
  queue,
  title: QUEUES[queue].title,
  retentionYears: source.kind.privacy.retentionYears,
  legalBasis: source.kind.privacy.legalBasis,
});

/**
 * The ODR task of a complaint moved to SMART ODR (docs/contract.md §11): while its outcome is
 * pending the record is evidence there (a hold); once decided, its period counts from then.
 */
const odrTaskOf = (queue: QueueName, r: AnyRecord): OdrTask | undefined =>
  queue === 'complaints' && statusOf(queue, r) === ODR_STATUS ? (r.odr as OdrTask) : undefined;

/** When the record reached its current final status (for ODR, its decision); null while open. */
function closedAt(queue: QueueName, r: AnyRecord): Date | null {
  const status = statusOf(queue, r);
  if (!(QUEUES[queue].final as readonly string[]).includes(status)) return null;
  const odr = odrTaskOf(queue, r);
  if (odr) return odr.decidedAt ? new Date(odr.decidedAt) : null;
  const last = [...(r.history ?? [])].reverse().find((h) => h.to === status);
  return new Date(last?.at ?? r.updatedAt);
}

function addYears(at: Date, years: number): Date {
  const end = new Date(at);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Whether `r` may be erased at `now`, and if not, why and from when. `hold` is the admin's hold
 * the record names (`legalHold`), if any.
 */
export function verdictOf(
  queue: QueueName,
  source: QueueSource,
  r: AnyRecord,
  now: Date,
  hold?: Stored<LegalHoldRecord>,
): ErasureVerdict {
  const { retentionYears, legalBasis } = source.kind.privacy;
  const closed = closedAt(queue, r);
  const ends = closed && addYears(closed, retentionYears);
  const base = {
    queue,
    key: keyOf(queue, r),
    closedAt: closed?.toISOString() ?? null,
    periodEndsAt: ends?.toISOString() ?? null,
  };
  const period = ends ? ` Its period ends on ${day(ends)}.` : '';
  if (r.erasedAt) {
    return {
      ...base,
      state: 'erased',
      reason: `Erased on ${day(new Date(r.erasedAt))} after its retention period.`,
      erasableFrom: r.erasedAt,
    };
  }
  const kept = `${QUEUES[queue].title} are kept ${retentionYears} year${retentionYears === 1 ? '' : 's'} after they close: ${legalBasis}.`;
  if (r.legalHold) {
    return {
      ...base,
      state: 'held',
      reason: `Under a legal hold${hold ? `: ${hold.reason}` : ''}. It can be erased only once the hold is lifted and its period has passed.${period}`,
      erasableFrom: null,
      ...(hold
        ? { hold: { id: hold.id, reason: hold.reason, setBy: hold.setBy, setAt: hold.setAt } }
        : {}),
    };
  }
  const status = statusOf(queue, r);
  const odr = odrTaskOf(queue, r);
  if (odr && !odr.decidedAt) {
    return {
      ...base,
      state: 'held',
      reason: `Under a legal hold: the complaint is before SMART ODR (case ${odr.caseNo}, outcome pending). ${kept}`,
      erasableFrom: null,
    };
  }
  if (!closed) {
    return {
      ...base,
      state: 'kept',
      reason: `Still open (${status}): it is kept while it is worked. ${kept}`,
      erasableFrom: null,
    };
  }
  const from = ends!;
  if (from > now) {
    return {
      ...base,
      state: 'kept',
      reason: `Closed on ${day(closed)}. ${kept} It can be erased from ${day(from)}.`,
      erasableFrom: from.toISOString(),
    };
  }
  return {
    ...base,
    state: 'erasable',
    reason: `Closed on ${day(closed)}; its ${retentionYears}-year period ended on ${day(from)}.`,
    erasableFrom: from.toISOString(),
  };
}

/** The record as the erasure leaves it: its kind's `keeps`, the desk's fields, no free text. */
export function erased(source: QueueSource, r: AnyRecord, now: Date): AnyRecord {
  const keeps = new Set([...KEPT_ALWAYS, ...(source.kind.privacy.keeps ?? [])]);
  const reference = source.kind.reference?.field;
  if (reference) keeps.add(reference);
  const left: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(r)) {
    // An erased text stays as '' so the desk's one-line summaries still read it.
    if (keeps.has(field)) left[field] = value;
    else if (typeof value === 'string') left[field] = '';
  }
  // The history keeps who moved it where and when (the SEBI tables read it); its notes may name
  // the investor, and the staff notes too.
  if (r.history) left.history = r.history.map(({ note: _note, ...change }) => change);
  return { ...(left as AnyRecord), erasedAt: now.toISOString() };
}

/** The admin's hold `r` names, if any. */
export async function holdOf(store: Store, r: AnyRecord) {
  return r.legalHold ? store.legalHolds.get(r.legalHold) : undefined;
}

/** One record's verdict (what an erasure request is answered with); undefined: no such record. */
export async function erasureVerdict(
  store: Store,
  queue: QueueName,
  key: string,
  now: Date,
): Promise<ErasureVerdict | undefined> {
  const source = queueSources(store)[queue];
  const r = await source.find(key);
  return r && verdictOf(queue, source, r, now, await holdOf(store, r));
}

/** Every record's verdict, a batch at a time (a whole-collection read, once a day). */
async function* verdicts(store: Store, now: Date) {
  for (const [queue, source] of Object.entries(queueSources(store)) as [QueueName, QueueSource][]) {
    for await (const batch of source.collection.scan()) {
      for (const r of batch) {
        if (r.erasedAt) continue;
        yield {
          queue,
          source,
          record: r,
          verdict: verdictOf(queue, source, r, now, await holdOf(store, r)),
        };
      }
    }
  }
}

/** The dry run: what the sweep would erase at `now`, what it keeps though past its period, and
 * what becomes erasable within `days`. Changes nothing. */
export async function retentionReport(
  store: Store,
  now: Date,
  days: number,
): Promise<RetentionReport> {
  const horizon = new Date(now.getTime() + days * DAY);
  const report: RetentionReport = {
    asOf: now.toISOString(),
    days,
    periods: (Object.entries(queueSources(store)) as [QueueName, QueueSource][]).map(
      ([queue, source]) => periodOf(queue, source),
    ),
    due: [],
    held: [],
    upcoming: [],
  };
  for await (const { verdict } of verdicts(store, now)) {
    if (verdict.state === 'erasable') report.due.push(verdict);
    else if (verdict.state === 'held') {
      // Held records whose period has ended (or ends within the look-ahead): kept for the hold.
      if (verdict.periodEndsAt && new Date(verdict.periodEndsAt) <= horizon)
        report.held.push(verdict);
    } else if (verdict.erasableFrom && new Date(verdict.erasableFrom) <= horizon) {
      report.upcoming.push(verdict);
    }
  }
  const byDate = (a: ErasureVerdict, b: ErasureVerdict) =>
    (a.erasableFrom ?? '').localeCompare(b.erasableFrom ?? '');
  report.due.sort(byDate);
  report.upcoming.sort(byDate);
  return report;
}

/**
 * Archives `record` and erases its personal fields at `now`, with its audit entry in the same
 * append, by a versioned update: the one erasure both the sweep and a data principal's erasure
 * request use (docs/contract.md §7c, §16). A record changed since it was read is a
 * StaleVersionError and is left as it is. Answers the record as erased.
 */
export async function eraseRecord(
  { audit, files }: { audit: AuditLog; files: UploadStore },
  queue: QueueName,
  source: QueueSource,
  record: AnyRecord,
  now: Date,
  entry: { actor: string; detail: string },
): Promise<AnyRecord> {
  let left: AnyRecord | undefined;
  let attached: InvestorAttachment[] = [];
  await audit.record(
    {
      actor: entry.actor,
      action: AUDIT_ACTIONS.retentionErase,
      target: `${queue}/${keyOf(queue, record)}`,
      detail: `${entry.detail} Archived; personal fields erased.`,
    },
    async (tx) => {
      left = await tx.within(source.collection).update(record.id, record.version, (current) => {
        attached = (current.attachments as InvestorAttachment[] | undefined) ?? [];
        return erased(source, current, now);
      });
    },
  );
  // The investor's files go once the record no longer lists them (docs/storage.md, Investors'
  // attachments): a removal that fails leaves a file no route reaches, never a listed one missing.
  for (const { file } of attached) await files.remove(file);
  return left!;
}

/**
 * Erases what has passed its period at `now` and is under no hold, each record with its audit
 * entry. Answers how many it erased (a record another sweep erased first is not counted).
 */
export async function sweepRetention(store: Store, now: Date, audit: AuditLog): Promise<number> {
  let count = 0;
  for await (const { queue, source, record, verdict } of verdicts(store, now)) {
    if (verdict.state !== 'erasable') continue;
    try {
      await eraseRecord({ audit, files: store.attachmentFiles }, queue, source, record, now, {
        actor: RETENTION_ACTOR,
        detail: verdict.reason,
      });
      count++;
    } catch (err) {
      if (!(err instanceof StaleVersionError)) throw err;
    }
  }
  return count;
}
