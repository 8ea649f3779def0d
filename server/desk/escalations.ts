// Escalations before the deadline (issue 43; docs/contract.md §11, Escalations): every app server
// sweeps, every minute, the queues whose kind declares escalation steps for records that reached
// a step's threshold and are not marked for it yet. Each step is marked on the record by a
// versioned update stored with its audit entry and its staff alerts, all or none: of two sweeps
// (two app servers) that find the same record, the second's update is stale and it adds nothing,
// so a step fires once per due time.
import {
  ESCALATION_DEFAULTS,
  ESCALATION_LABELS,
  escalationHorizon,
  escalationsReached,
  type EscalationSettings,
  type EscalationStep,
} from '../../src/contract/escalations';
import { recordDueAt } from '../../src/contract/deadlines';
import { AUDIT_ACTIONS, type QueueName } from '../../src/contract/desk';
import { StaleVersionError, type Store } from '../store/types';
import { readAlertAddresses } from '../notify/alertAddresses';
import {
  draftMessages,
  noticeContext,
  staffMessages,
  type NoticeSettings,
} from '../notify/notices';
import { DEFAULT_LANGUAGE } from '../../src/i18n/languages';
import type { EscalationName } from '../../src/contract/escalations';
import type { AuditLog } from './audit';
import {
  dueRecords,
  keyOf,
  queueSources,
  statusOf,
  type AnyRecord,
  type QueueSource,
} from './queues';
import { deskSetting, saveDeskSetting } from './settings';

const SETTING = 'escalation-thresholds';
const COMPLIANCE_SETTING = 'compliance-officer-email';

/**
 * The steps that go to the compliance officer (docs/contract.md §11, Escalations): a complaint on
 * day 15 and a late freeze request. The red flag stays the officers' own.
 */
const TO_COMPLIANCE: readonly EscalationName[] = ['compliance', 'late'];

/** The compliance officer's e-mail address for escalations ('' for none: nobody is e-mailed). */
export const complianceOfficerEmail = (store: Store) =>
  deskSetting<string>(store, COMPLIANCE_SETTING, '');

export const setComplianceOfficerEmail = (store: Store, email: string, changedBy: string) =>
  saveDeskSetting(store, COMPLIANCE_SETTING, email, changedBy);

/** The thresholds now: the admin's, each one the default until set. */
export const escalationSettings = async (store: Store): Promise<EscalationSettings> => ({
  ...ESCALATION_DEFAULTS,
  ...(await deskSetting<Partial<EscalationSettings>>(store, SETTING, {})),
});

export const setEscalationSettings = (
  store: Store,
  settings: EscalationSettings,
  changedBy: string,
) => saveDeskSetting(store, SETTING, settings, changedBy);

/**
 * The compliance officer's list (the queue's `escalated` filter): the records due before this
 * have reached the kind's first step at `now`; undefined for a kind without steps (no filter).
 */
export async function escalatedBefore(
  store: Store,
  source: QueueSource,
  now: Date,
): Promise<Date | undefined> {
  const steps = source.kind.escalations;
  return steps?.length ? escalationHorizon(steps, now, await escalationSettings(store)) : undefined;
}

/** Who an escalation is recorded as in the audit: no person, the desk's own sweep. */
export const ESCALATION_ACTOR = 'system';

/** How often each app server sweeps: a freeze's escalation is at most this late. */
export const DEFAULT_ESCALATION_SWEEP_MS = 60_000;

/** The steps `record` reached at `now` and has no mark of for its current due time. */
function unmarked(
  queue: QueueName,
  steps: readonly EscalationStep[],
  record: AnyRecord,
  now: Date,
  settings: EscalationSettings,
): { due: string; steps: EscalationStep[] } {
  const due = recordDueAt(queue, record, statusOf(queue, record));
  const marked = (step: EscalationStep) =>
    (record.escalations ?? []).some((m) => m.step === step.step && m.due === due?.toISOString());
  return {
    due: due?.toISOString() ?? '',
    steps: escalationsReached(steps, due, now, settings).filter((s) => !marked(s)),
  };
}

/**
 * Marks, audits and alerts the steps `record` reached; false when another sweep (or a staff
 * member's change) updated it first: the next sweep reads it again.
 */
async function escalate(
  queue: QueueName,
  source: QueueSource,
  record: AnyRecord,
  reached: { due: string; steps: EscalationStep[] },
  context: { now: Date; audit: AuditLog; settings: NoticeSettings; store: Store },
): Promise<boolean> {
  const addresses = await readAlertAddresses(context.store);
  const compliance = await complianceOfficerEmail(context.store);
  const at = context.now.toISOString();
  const names = reached.steps.map((s) => s.step);
  try {
    await context.audit.record(
      {
        actor: ESCALATION_ACTOR,
        action: AUDIT_ACTIONS.escalation,
        target: `${queue}/${keyOf(queue, record)}`,
        detail: `${names.map((s) => ESCALATION_LABELS[s]).join(', ')} (due ${reached.due})`,
      },
      async (tx) => {
        const changed = await tx
          .within(source.collection)
          .update(record.id, record.version, (current) => ({
            ...current,
            escalations: [
              ...(current.escalations ?? []),
              ...names.map((step) => ({ step, due: reached.due, at })),
            ],
          }));
        const make = source.kind.notices.escalated;
        if (!make) return;
        const notice = noticeContext(source.kind, changed, context.settings);
        for (const step of names) {
          const alert = make(changed, notice, step);
          const event = `escalation/${step}/${reached.due}`;
          for (const message of staffMessages(source.kind, changed, alert, addresses, event))
            await tx.queue(message);
          // The compliance officer's e-mail, under its own event: once per escalation.
          if (!compliance || !TO_COMPLIANCE.includes(step)) continue;
          const collection = source.kind.collection.name;
          for (const message of draftMessages(
            alert,
            { email: compliance },
            {
              language: DEFAULT_LANGUAGE,
              about: { collection, id: changed.id },
              event: `${collection}/${changed.id}/${event}/compliance/${compliance}`,
            },
          ))
            await tx.queue(message);
        }
      },
    );
    return true;
  } catch (err) {
    if (err instanceof StaleVersionError) return false;
    throw err;
  }
}

/**
 * Fires the escalation steps reached at `now` that have not fired: reads, from each queue's
 * due-time index, only the open records due before the latest threshold (a complaint due within
 * the next 6 days, a freeze due 10 minutes ago), the earliest due first. Answers how many records
 * it escalated.
 */
export async function sweepEscalations(
  store: Store,
  now: Date,
  audit: AuditLog,
  settings: NoticeSettings,
): Promise<number> {
  const thresholds = await escalationSettings(store);
  let escalated = 0;
  for (const [queue, source] of Object.entries(queueSources(store)) as [QueueName, QueueSource][]) {
    const steps = source.kind.escalations;
    if (!steps?.length) continue;
    const horizon = escalationHorizon(steps, now, thresholds);
    for await (const record of dueRecords(source, horizon)) {
      const reached = unmarked(queue, steps, record, now, thresholds);
      if (reached.steps.length === 0) continue;
      const context = { now, audit, settings, store };
      if (await escalate(queue, source, record, reached, context)) escalated++;
    }
  }
  return escalated;
}
