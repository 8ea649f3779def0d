// Scheduling on the content desk (docs/contract.md §13e, docs/architecture.md §8 "Jobs"): an
// item's publish and unpublish times, one record an item in `contentSchedules`. Visitors see an
// item only between its times, and only a published version of it (where approval is on, an
// approved one): a publish or approval outside the times keeps the item off the public list, and
// the scheduler of every app server puts it on at its publish time and takes it off at its
// unpublish time, each act once over all of them (claimed by the record's version, in the same
// audit append that records it as the scheduler's).
import { CONTENT_KINDS, type ContentItems, type ContentKind } from '../../src/contract/contentDesk';
import {
  normalSchedule,
  phaseAt,
  scheduleMsg,
  scheduleSchema,
  type ContentSchedule,
  type SchedulePhase,
} from '../../src/contract/schedule';
import { validateStrictly } from '../../src/contract/schemas';
import { replaceBy } from '../store/replaceBy';
import {
  StaleVersionError,
  type ContentScheduleRecord,
  type Store,
  type Stored,
} from '../store/types';
import { startRepeating, type Repeating } from '../repeating';
import { AUDIT_ACTIONS, AuditLog } from './audit';
import { ContentDeskError } from './deskError';
import { SiteDesk } from './siteDesk';
import { runSiteSchedules, SITE_SCHEDULE_KIND } from './siteDeskSchedule';
import { VersionLog } from './versionLog';

type AnyItem = ContentItems[ContentKind];

/** The scheduler's name in the audit. */
export const SCHEDULER_ACTOR = 'scheduler';

const refOf = (kind: ContentKind, id: string) => `${kind}/${id}`;

/** `items` with `item` in its place, or, when new there, where its kind puts new items. */
export function placed(kind: ContentKind, items: readonly AnyItem[], item: AnyItem): AnyItem[] {
  const at = items.findIndex((i) => i._id === item._id);
  if (at >= 0) return items.map((i, n) => (n === at ? item : i));
  return CONTENT_KINDS[kind].newAt === 'last' ? [...items, item] : [item, ...items];
}

/** The times of a record as the desk shows them. */
const timesOf = (record: ContentScheduleRecord): ContentSchedule =>
  normalSchedule({ publishAt: record.publishAt, unpublishAt: record.unpublishAt });

export class ContentSchedules {
  constructor(
    private readonly store: Store,
    private readonly now: () => Date,
  ) {}

  private record(kind: ContentKind, id: string) {
    return this.store.contentSchedules.findBy('ref', refOf(kind, id));
  }

  /** The item's times, if any are set. */
  async of(kind: ContentKind, id: string): Promise<ContentSchedule | undefined> {
    const record = await this.record(kind, id);
    const times = record && timesOf(record);
    return times && (times.publishAt || times.unpublishAt) ? times : undefined;
  }

  /**
   * Every item of `kind` with times set, by id. The schedules of all kinds are read and filtered
   * here: a firm schedules a few dozen items, and the content screen asks once per visit.
   */
  async ofKind(kind: ContentKind): Promise<Map<string, ContentSchedule>> {
    const { data } = await this.store.contentSchedules.list();
    const found = new Map<string, ContentSchedule>();
    for (const record of data) {
      const times = timesOf(record);
      if (record.kind === kind && (times.publishAt || times.unpublishAt)) {
        found.set(record.itemId, times);
      }
    }
    return found;
  }

  /** Whether visitors may see the item now (none set: always). */
  async shows(kind: ContentKind, id: string): Promise<boolean> {
    const record = await this.record(kind, id);
    return !record || phaseAt(record, this.now()) === 'showing';
  }

  private log(kind: ContentKind, id: string) {
    return new VersionLog<object>(this.store, kind, refOf(kind, id));
  }

  /**
   * After a publish or approval put the item on the list (its times allowing): the record's phase
   * is brought to now, so the scheduler has no act left to record for it. Another server's act
   * first: that one stands.
   */
  async settle(kind: ContentKind, id: string): Promise<void> {
    const record = await this.record(kind, id);
    const phase = record && phaseAt(record, this.now());
    if (!record || phase === record.phase) return;
    await this.store.contentSchedules
      .update(record.id, record.version, (r) => ({ ...r, phase: phase! }))
      .catch((err: unknown) => {
        if (!(err instanceof StaleVersionError)) throw err;
      });
  }

  /** The item as its newest published version has it: what visitors see while it shows. */
  private async published(kind: ContentKind, id: string): Promise<AnyItem | undefined> {
    const live = (await this.log(kind, id).all()).findLast((v) => v.state === 'published');
    return live && ({ ...live.item, _id: id } as AnyItem);
  }

  /**
   * Puts the item's newest published version on the public list (`show`) or takes it off, in one
   * locked update, so every app server serves the change next (and a second act is the same
   * list). Answers false when there is nothing to show (no published version yet).
   */
  async apply(kind: ContentKind, id: string, show: boolean): Promise<boolean> {
    const document = CONTENT_KINDS[kind].document;
    if (!show) {
      await this.store.content.update(document, (list) => {
        const items = list as AnyItem[];
        return (
          items.some((i) => i._id === id) ? items.filter((i) => i._id !== id) : list
        ) as never;
      });
      return true;
    }
    const item = await this.published(kind, id);
    if (!item) return false;
    await this.store.content.update(
      document,
      (list) => placed(kind, list as AnyItem[], item) as never,
    );
    return true;
  }

  /**
   * An editor sets the item's times (an empty field: none): refused with each field's message
   * when a time is not one, has passed or is out of order; applied at once.
   */
  async set(kind: ContentKind, id: string, body: unknown, by: string): Promise<ContentSchedule> {
    const now = this.now();
    const found = await this.record(kind, id);
    const given = typeof body === 'object' && body !== null ? (body as ContentSchedule) : {};
    const result = await validateStrictly(scheduleSchema(now, found ? timesOf(found) : {}), {
      publishAt: given.publishAt,
      unpublishAt: given.unpublishAt,
    });
    if (!result.ok) throw new ContentDeskError(400, scheduleMsg.invalid, result.errors);
    const times = normalSchedule(result.value);
    await this.keepSeed(kind, id);
    const record: ContentScheduleRecord = {
      ref: refOf(kind, id),
      kind,
      itemId: id,
      ...times,
      phase: phaseAt(times, now),
      setBy: by,
    };
    // Another editor's save first: theirs is replaced by this.
    await replaceBy(this.store.contentSchedules, 'ref', record, found);
    await this.apply(kind, id, record.phase === 'showing');
    return times;
  }

  /** A seed item never edited is kept as version 1 before it may leave the list (restorable). */
  private async keepSeed(kind: ContentKind, id: string) {
    const log = this.log(kind, id);
    if ((await log.count()) > 0) return;
    const list = (await this.store.content.get(CONTENT_KINDS[kind].document)) as AnyItem[];
    const live = list.find((i) => i._id === id);
    if (!live) return;
    const { _id, ...seed } = live;
    void _id;
    await log.next(0, seed);
  }

  /**
   * The scheduler's act on one record at `now`, if its times have moved the item to another
   * phase: the record's new phase (a versioned update: on another app server that read the same
   * version, it fails and that server does nothing), the public list, and the audit entry, in one
   * audit append. A publish time passed before any version was approved waits for the approval,
   * which then publishes at once. Answers whether it acted.
   */
  async act(record: Stored<ContentScheduleRecord>, audit: AuditLog): Promise<boolean> {
    if (record.kind === SITE_SCHEDULE_KIND) return false; // runSiteSchedules acts on these
    const kind = record.kind as ContentKind;
    if (!Object.hasOwn(CONTENT_KINDS, kind)) return false;
    const due = phaseAt(record, this.now());
    if (due === record.phase) return false;
    const show = due === 'showing';
    if (show && !(await this.published(kind, record.itemId))) return false;
    const entry = await audit.recordIf(async ({ within }) => {
      try {
        await within(this.store.contentSchedules).update(record.id, record.version, (r) => ({
          ...r,
          phase: due,
        }));
      } catch (err) {
        if (err instanceof StaleVersionError) return null;
        throw err;
      }
      await this.apply(kind, record.itemId, show);
      return {
        actor: SCHEDULER_ACTOR,
        action: show ? AUDIT_ACTIONS.scheduledPublish : AUDIT_ACTIONS.scheduledUnpublish,
        target: record.ref,
        detail: show
          ? `publish time ${record.publishAt ?? ''}`
          : `unpublish time ${record.unpublishAt ?? ''}`,
      };
    });
    return entry !== null;
  }
}

/** The phases whose records may still have an act to come. */
const OPEN_PHASES: readonly SchedulePhase[] = ['waiting', 'showing'];

/**
 * One round of the scheduler at `now` (every app server runs one every SCHEDULE_SWEEP_MS): acts
 * on every record whose times have passed, content items' and then the scrolling notices'
 * (server/desk/siteDeskSchedule.ts). Answers how many acts this server made.
 */
export async function runSchedules(store: Store, audit: AuditLog, now: Date): Promise<number> {
  const schedules = new ContentSchedules(store, () => now);
  let acted = 0;
  for (const phase of OPEN_PHASES) {
    const { data } = await store.contentSchedules.list({ where: { phase } });
    for (const record of data) if (await schedules.act(record, audit)) acted++;
  }
  return acted + (await runSiteSchedules(store, new SiteDesk(store, () => now), audit, now));
}

/** How often each app server's scheduler runs by default: an act comes within this of its time. */
export const SCHEDULE_SWEEP_MS = 30_000;

/** The scheduler of one app server, started with the app (server/app.ts), stopped with it. */
export function startScheduler(options: {
  store: Store;
  now: () => Date;
  everyMs?: number;
  log: (err: unknown) => void;
}): Repeating {
  const audit = new AuditLog(options.store, options.now);
  return startRepeating(
    options.everyMs ?? SCHEDULE_SWEEP_MS,
    async () => {
      await runSchedules(options.store, audit, options.now());
    },
    options.log,
  );
}
