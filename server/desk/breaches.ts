// The personal-data breach register (issue 44; docs/contract.md §16, Breach register): an admin
// records what happened, when the firm found it and whom it affects; the desk shows each notice
// the law asks for with its clock from the finding (BREACH_NOTICES: CERT-In 6 hours, the Board's
// detailed report 72 hours, the investors at once), and exports the affected investors' contacts
// for the notification. Every change and every export is audited.
import { istDayStart } from '../../src/contract/deadlines';
import { AUDIT_ACTIONS, type QueueName } from '../../src/contract/desk';
import {
  BREACH_NOTICE_NAMES,
  BREACH_NOTICES,
  privacyMsg,
  type BreachInput,
  type BreachNoticeName,
  type BreachView,
} from '../../src/contract/privacyDesk';
import type { BreachRecord, Store, Stored } from '../store/types';
import type { AuditLog } from './audit';
import { toCsv } from './csv';
import { keyOf, queueSources, type AnyRecord, type QueueSource } from './queues';

const HOUR = 3_600_000;

export class BreachError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** The affected records, each once: the named ones, then the queues' received in the dates. */
async function* affected(
  store: Store,
  breach: BreachInput,
): AsyncGenerator<{ queue: QueueName; source: QueueSource; record: AnyRecord }> {
  const sources = queueSources(store);
  const seen = new Set<string>();
  for (const { queue, key } of breach.affects.records) {
    const record = await sources[queue].find(key);
    if (!record || seen.has(`${queue}/${record.id}`)) continue;
    seen.add(`${queue}/${record.id}`);
    yield { queue, source: sources[queue], record };
  }
  const { receivedFrom, receivedTo } = breach.affects;
  const from = receivedFrom ? istDayStart(receivedFrom)!.getTime() : -Infinity;
  const to = receivedTo ? istDayStart(receivedTo, 1)!.getTime() : Infinity;
  for (const queue of breach.affects.queues) {
    for await (const batch of sources[queue].collection.scan()) {
      for (const record of batch) {
        const at = Date.parse(record.createdAt);
        if (at < from || at >= to || seen.has(`${queue}/${record.id}`)) continue;
        seen.add(`${queue}/${record.id}`);
        yield { queue, source: sources[queue], record };
      }
    }
  }
}

export async function breachView(
  store: Store,
  b: Stored<BreachRecord>,
  now: Date,
): Promise<BreachView> {
  const found = Date.parse(b.foundAt);
  let affectedRecords = 0;
  for await (const { record } of affected(store, b)) if (!record.erasedAt) affectedRecords++;
  return {
    id: b.id,
    what: b.what,
    foundAt: b.foundAt,
    affects: b.affects,
    recordedAt: b.createdAt,
    recordedBy: b.recordedBy,
    affectedRecords,
    notices: BREACH_NOTICE_NAMES.map((notice) => {
      const due = found + BREACH_NOTICES[notice].withinHours * HOUR;
      const sent = b.sent[notice];
      return {
        notice,
        label: BREACH_NOTICES[notice].label,
        dueAt: new Date(due).toISOString(),
        // Tenths of an hour: the desk shows "5.5 hours left", "2 hours late".
        hoursLeft: sent ? null : Math.round((due - now.getTime()) / (HOUR / 10)) / 10,
        ...(sent ? { sentAt: sent.at, sentBy: sent.by } : {}),
      };
    }),
  };
}

/** The register, newest finding first. */
export async function listBreaches(store: Store, now: Date): Promise<BreachView[]> {
  const all: Stored<BreachRecord>[] = [];
  for await (const batch of store.breaches.scan()) all.push(...batch);
  all.sort((a, b) => b.foundAt.localeCompare(a.foundAt));
  return Promise.all(all.map((b) => breachView(store, b, now)));
}

export async function recordBreach(
  store: Store,
  audit: AuditLog,
  now: Date,
  input: BreachInput,
  actor: string,
): Promise<BreachView> {
  const found = new Date(input.foundAt);
  if (found > now) throw new BreachError(400, privacyMsg.breachFoundAtInvalid);
  const affects = {
    queues: input.affects.queues,
    records: input.affects.records,
    ...(input.affects.receivedFrom ? { receivedFrom: input.affects.receivedFrom } : {}),
    ...(input.affects.receivedTo ? { receivedTo: input.affects.receivedTo } : {}),
  };
  let saved: Stored<BreachRecord> | undefined;
  await audit.record(
    {
      actor,
      action: AUDIT_ACTIONS.breachRecord,
      target: 'breach',
      // What happened is the admin's text and may name people: the audit keeps its scope only.
      detail: `found ${found.toISOString()}; affects ${describeAffects(affects)}`,
    },
    async (tx) => {
      saved = await tx.within(store.breaches).insert({
        what: input.what,
        foundAt: found.toISOString(),
        affects,
        recordedBy: actor,
        state: 'recorded',
        sent: {},
      });
    },
  );
  return breachView(store, saved!, now);
}

function describeAffects(a: BreachInput['affects']): string {
  const parts: string[] = [];
  if (a.queues.length) {
    const dates = `${a.receivedFrom ?? 'the first'} to ${a.receivedTo ?? 'now'}`;
    parts.push(`${a.queues.join(', ')} received ${dates}`);
  }
  if (a.records.length) parts.push(`${a.records.length} named records`);
  return parts.join('; ');
}

export async function markNoticeSent(
  store: Store,
  audit: AuditLog,
  now: Date,
  id: string,
  notice: string,
  actor: string,
): Promise<BreachView> {
  if (!(BREACH_NOTICE_NAMES as string[]).includes(notice))
    throw new BreachError(400, privacyMsg.breachNoticeInvalid);
  const name = notice as BreachNoticeName;
  const breach = await store.breaches.get(id);
  if (!breach) throw new BreachError(404, privacyMsg.breachNotFound);
  if (breach.sent[name]) throw new BreachError(409, privacyMsg.breachNoticeSent);
  let saved: Stored<BreachRecord> | undefined;
  await audit.record(
    {
      actor,
      action: AUDIT_ACTIONS.breachNotice,
      target: `breach/${id}`,
      detail: BREACH_NOTICES[name].label,
    },
    async (tx) => {
      saved = await tx.within(store.breaches).update(id, breach.version, (current) => ({
        ...current,
        sent: { ...current.sent, [name]: { at: now.toISOString(), by: actor } },
      }));
    },
  );
  return breachView(store, saved!, now);
}

/**
 * The affected investors' contacts as CSV (src/features/desk: formula-safe, server/desk/csv.ts),
 * one row a record: an erased record has none left and is not listed. Audited as an export.
 */
export async function breachContactsCsv(
  store: Store,
  audit: AuditLog,
  id: string,
  actor: string,
): Promise<string> {
  const breach = await store.breaches.get(id);
  if (!breach) throw new BreachError(404, privacyMsg.breachNotFound);
  const rows: string[][] = [];
  for await (const { queue, source, record } of affected(store, breach)) {
    if (record.erasedAt) continue;
    const to = source.kind.notices.to(record);
    const language = typeof record.language === 'string' ? record.language : '';
    rows.push([
      queue,
      keyOf(queue, record),
      source.name(record),
      to.email ?? '',
      to.mobile ?? '',
      language,
      record.createdAt,
    ]);
  }
  await audit.record({
    actor,
    action: AUDIT_ACTIONS.export,
    target: `breach/${id}`,
    detail: `${rows.length} affected investors' contacts`,
  });
  return toCsv(['Queue', 'Reference', 'Name', 'E-mail', 'Mobile', 'Language', 'Received'], rows);
}
