// A data principal's request worked on the desk (issue 44; docs/contract.md §7c): which records
// are theirs (every kind's, matched by the address their code proved, and by the PAN they gave
// where a record carries one), the copy of them, a correction of one field (audited in the same
// append as the change), and the answer to an erasure: each record erased as the retention sweep
// erases it (eraseRecord, the same code) when its verdict allows, else refused with the reason
// and the date it can be (erasureVerdict's).
import { AUDIT_ACTIONS, QUEUES, deskMsg, type QueueName } from '../../src/contract/desk';
import {
  dataDeskMsg,
  type DataCopy,
  type DataCopyMessage,
  type DataCopyRecord,
  type ErasureAnswer,
  type ErasureOutcome,
} from '../../src/contract/dataRequestDesk';
import { REQUEST_KINDS, type DataRequestRecord } from '../../src/contract/requests';
import { RETENTION } from '../../src/contract/requests/retention';
import type { ErasureVerdict } from '../../src/contract/privacyDesk';
import { renderOutboxMessage } from '../notify/config';
import { StaleVersionError, type Store } from '../store/types';
import type { AuditLog } from './audit';
import { keyOf, queueSources, statusOf, type AnyRecord, type QueueSource } from './queues';
import { eraseRecord, holdOf, verdictOf } from './retention';

const REQUESTS: QueueName = 'data-requests';

/** The desk's own parts of a record: never in the copy (staff notes, owners, clocks, holds). */
const NOT_IN_COPY = new Set([
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'status',
  'history',
  'notes',
  'owner',
  'ownerHistory',
  'escalations',
  'legalHold',
  'dueAt',
  'duplicateOf',
]);

export type DataRequest = AnyRecord & DataRequestRecord;

const digits = (v: string) => v.replace(/\D/g, '').slice(-10);

/** Whether `r` (of `source`'s kind) is the investor's whom `request` proved. */
export function isTheirs(source: QueueSource, r: AnyRecord, request: DataRequest): boolean {
  const to = source.kind.notices.to(r);
  const matched =
    request.provedBy === 'email'
      ? !!request.email && (to.email ?? '').trim().toLowerCase() === request.email
      : !!request.contactNo && digits(to.mobile ?? '') === digits(request.contactNo);
  if (!matched) return false;
  // A PAN given narrows: a record carrying another PAN is someone else's.
  const pan = typeof r.panNo === 'string' ? r.panNo.trim().toUpperCase() : '';
  return !request.panNo || !pan || pan === request.panNo;
}

/** Records a request's matching reads a page at a time. */
const MATCH_PAGE = 200;

/** The address the request's code proved: what their records are found by. */
const provedAddress = (request: DataRequest) =>
  request.provedBy === 'email' ? request.email : request.contactNo;

/**
 * Every record of every kind that is the investor's, a page at a time: found by the keyed hash of
 * the proved address (the store's search for a whole e-mail address or phone matches the sealed
 * field's hash, docs/storage.md "PII at rest"; no record is opened to be compared), then checked
 * by isTheirs (a record whose text merely mentions the address is not theirs).
 */
export async function* theirRecords(store: Store, request: DataRequest) {
  const q = provedAddress(request);
  if (!q) return;
  for (const [queue, source] of Object.entries(queueSources(store)) as [QueueName, QueueSource][]) {
    for (let offset = 0; ; offset += MATCH_PAGE) {
      const page = await source.collection.list({ q, sort: 'oldest', offset, limit: MATCH_PAGE });
      for (const r of page.data)
        if (isTheirs(source, r, request)) yield { queue, source, record: r };
      if (page.data.length < MATCH_PAGE) break;
    }
  }
}

/** The messages sent to the investor about `r`: its outbox messages to the record's own addresses. */
async function messagesAbout(
  store: Store,
  queue: QueueName,
  source: QueueSource,
  r: AnyRecord,
): Promise<DataCopyMessage[]> {
  const kind = REQUEST_KINDS.find((k) => k.queue.name === queue)!;
  const to = source.kind.notices.to(r);
  // Staff alerts about the record go to the firm's own addresses: not the investor's data.
  const theirs = new Set([to.email?.trim().toLowerCase(), to.mobile && digits(to.mobile)]);
  const messages = await store.outbox.about(kind.collection.name, r.id);
  return messages
    .filter((m) => theirs.has(m.channel === 'email' ? m.to.trim().toLowerCase() : digits(m.to)))
    .map((m) => {
      const worded = renderOutboxMessage(m);
      return {
        at: m.createdAt,
        kind: m.kind,
        channel: m.channel,
        to: m.to,
        state: m.state,
        ...(m.sentAt ? { sentAt: m.sentAt } : {}),
        subject: m.channel === 'email' ? worded.subject : '',
        text: m.channel === 'email' ? worded.text : worded.sms,
      };
    });
}

/** Audit entries a copy reads a page at a time. */
const AUDIT_PAGE = 200;

/** The audit entries whose target is the record `${queue}/${key}`, oldest first, without actors. */
async function auditAbout(store: Store, target: string): Promise<DataCopyRecord['audit']> {
  const entries: DataCopyRecord['audit'] = [];
  for (let offset = 0; ; offset += AUDIT_PAGE) {
    // Found by its text (the target is searched); a target that only begins alike is left out.
    const page = await store.audit.list({ q: target, sort: 'oldest', offset, limit: AUDIT_PAGE });
    for (const e of page.data) {
      if (e.target === target) {
        entries.push({ at: e.at, action: e.action, ...(e.detail ? { detail: e.detail } : {}) });
      }
    }
    if (page.data.length < AUDIT_PAGE) return entries;
  }
}

async function copyOf(
  store: Store,
  queue: QueueName,
  source: QueueSource,
  r: AnyRecord,
): Promise<DataCopyRecord> {
  const fields = Object.fromEntries(Object.entries(r).filter(([name]) => !NOT_IN_COPY.has(name)));
  const key = keyOf(queue, r);
  return {
    queue,
    title: QUEUES[queue].title,
    key,
    receivedAt: r.createdAt,
    status: statusOf(queue, r),
    fields,
    history: (r.history ?? []).map(({ at, from, to, note }) => ({
      at,
      from,
      to,
      ...(note ? { note } : {}),
    })),
    messages: await messagesAbout(store, queue, source, r),
    audit: await auditAbout(store, `${queue}/${key}`),
  };
}

/**
 * The copy of what the firm holds about the investor (DPDP Act s. 11), oldest first: each record
 * with the messages sent to them about it and the audit entries about it.
 */
export async function dataCopy(store: Store, request: DataRequest, now: Date): Promise<DataCopy> {
  const records: DataCopyRecord[] = [];
  for await (const { queue, source, record } of theirRecords(store, request)) {
    records.push(await copyOf(store, queue, source, record));
  }
  records.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  return {
    requestNo: request.requestNo,
    preparedAt: now.toISOString(),
    matchedBy: {
      channel: request.provedBy,
      address: provedAddress(request),
      ...(request.panNo ? { panNo: request.panNo } : {}),
    },
    records,
  };
}

export type Refusal = { ok: false; status: 404 | 409 | 400; message: string; field?: string };

/** The fields of a kind staff may correct: those it declares, but its reference number. */
function correctable(queue: QueueName, field: string): boolean {
  const kind = REQUEST_KINDS.find((k) => k.queue.name === queue);
  if (!kind) return false;
  const reference = 'reference' in kind ? kind.reference.field : '';
  return field !== reference && field !== 'provedBy' && field in kind.fields;
}

/**
 * One field of one of the investor's records corrected, with its audit entry (the field named, the
 * values not: the audit is read by the auditor, who sees no PII) in the same append.
 */
export async function correctField(
  store: Store,
  audit: AuditLog,
  request: DataRequest,
  input: { queue: string; key: string; field: string; value: string; version: number },
  by: string,
): Promise<{ ok: true; record: AnyRecord } | Refusal> {
  if (!(input.queue in QUEUES)) {
    return { ok: false, status: 400, message: deskMsg.recordNotFound, field: 'queue' };
  }
  const queue = input.queue as QueueName;
  const source = queueSources(store)[queue];
  const record = await source.find(input.key);
  if (!record) return { ok: false, status: 404, message: deskMsg.recordNotFound, field: 'key' };
  if (record.erasedAt) return { ok: false, status: 409, message: dataDeskMsg.erased };
  if (!isTheirs(source, record, request)) {
    return { ok: false, status: 409, message: dataDeskMsg.notTheirs, field: 'key' };
  }
  if (!correctable(queue, input.field) || typeof record[input.field] !== 'string') {
    return { ok: false, status: 400, message: dataDeskMsg.fieldNotCorrectable, field: 'field' };
  }
  let saved: AnyRecord | undefined;
  try {
    await audit.record(
      {
        actor: by,
        action: AUDIT_ACTIONS.dataCorrection,
        target: `${queue}/${keyOf(queue, record)}`,
        detail: `For ${request.requestNo}: "${input.field}" corrected.`,
      },
      async (tx) => {
        saved = await tx.within(source.collection).update(record.id, input.version, (current) => ({
          ...current,
          [input.field]: input.value,
        }));
      },
    );
  } catch (err) {
    if (err instanceof StaleVersionError) {
      return { ok: false, status: 409, message: deskMsg.staleRecord };
    }
    throw err;
  }
  return { ok: true, record: saved! };
}

/** Whether a kind's records are kept on the investor's consent alone (RETENTION.consent). */
const onConsent = (source: QueueSource) =>
  source.kind.privacy.legalBasis === RETENTION.consent.legalBasis;

/**
 * What an erasure (`erasure`) or a withdrawal of consent (`consent`) does to one of their records:
 * an erasure erases what its retention verdict allows; a withdrawal erases at once whatever was
 * kept on consent alone, open or not and whatever its period (DPDP Act 2023 s. 6(4)–(6)), unless
 * a hold keeps it, and keeps a record kept on a legal ground with its verdict's reason and date.
 */
function answerFor(
  mode: 'erasure' | 'consent',
  source: QueueSource,
  verdict: ErasureVerdict,
): { erase: false; outcome: ErasureOutcome } | { erase: true; reason: string } {
  if (mode === 'erasure') {
    return verdict.state === 'erasable'
      ? { erase: true, reason: verdict.reason }
      : { erase: false, outcome: { ...verdict, erased: false } };
  }
  if (!onConsent(source)) {
    const reason = `Kept on a legal ground, not on your consent. ${verdict.reason}`;
    return { erase: false, outcome: { ...verdict, reason, erased: false } };
  }
  if (verdict.state === 'held' || verdict.state === 'erased') {
    return { erase: false, outcome: { ...verdict, erased: false } };
  }
  return { erase: true, reason: 'Kept on your consent alone, which you withdrew.' };
}

/**
 * The erasure request (or the withdrawal of consent, `mode`) answered: each of the investor's
 * records (the data requests themselves aside: they are the firm's record of answering) erased if
 * answerFor allows, else refused with its verdict's reason and date. The answer is audited on the
 * request.
 */
export async function eraseTheirs(
  store: Store,
  audit: AuditLog,
  request: DataRequest,
  now: Date,
  by: string,
  mode: 'erasure' | 'consent' = 'erasure',
): Promise<ErasureAnswer> {
  const outcomes: ErasureOutcome[] = [];
  for await (const { queue, source, record } of theirRecords(store, request)) {
    if (queue === REQUESTS) continue;
    const verdict = verdictOf(queue, source, record, now, await holdOf(store, record));
    const answer = answerFor(mode, source, verdict);
    if (!answer.erase) {
      outcomes.push(answer.outcome);
      continue;
    }
    try {
      await eraseRecord({ audit, files: store.attachmentFiles }, queue, source, record, now, {
        actor: by,
        detail: `At the request ${request.requestNo}: ${answer.reason}`,
      });
      outcomes.push({ ...verdict, reason: answer.reason, state: 'erased', erased: true });
    } catch (err) {
      if (!(err instanceof StaleVersionError)) throw err;
      // Changed while it was read: its verdict stands for the next answer.
      outcomes.push({ ...verdict, erased: false });
    }
  }
  const erased = outcomes.filter((o) => o.erased).length;
  await audit.record({
    actor: by,
    action: mode === 'erasure' ? AUDIT_ACTIONS.dataErasure : AUDIT_ACTIONS.dataConsentWithdrawal,
    target: `${REQUESTS}/${request.requestNo}`,
    detail: `${erased} erased, ${outcomes.length - erased} kept with the reason and date.`,
  });
  return { requestNo: request.requestNo, outcomes };
}
