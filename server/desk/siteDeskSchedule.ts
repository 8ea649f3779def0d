// The scrolling notices' times (docs/contract.md §13e): each notice of a scheduled site data
// section carries its own publish and unpublish times, and the scheduler of every app server
// (server/desk/contentSchedule.ts, its same round) puts it on the ticker and takes it off at them.
// The section's record in `contentSchedules` (ref `site/<section>`) holds each English row's
// phase as last published or acted on: the scheduler's act on a row changes it by a versioned
// update inside the audit append that records the act, so it happens once over all app servers
// and a crash before the append commits leaves the act to the next round (never a second entry).
import {
  isScheduledSection,
  isSiteSection,
  rowPhase,
  type SiteSection,
} from '../../src/contract/siteDesk';
import type { SchedulePhase } from '../../src/contract/schedule';
import { replaceBy } from '../store/replaceBy';
import {
  StaleVersionError,
  type ContentScheduleRecord,
  type Store,
  type Stored,
} from '../store/types';
import { AUDIT_ACTIONS, type AuditLog } from './audit';
import type { SiteDesk } from './siteDesk';

/** The scheduler's name in the audit (as for content items). */
const SCHEDULER = 'scheduler';
/** A site data section's kind in `contentSchedules`. */
export const SITE_SCHEDULE_KIND = 'site';

const refOf = (section: SiteSection) => `site/${section}`;

/** The phases of the English rows at `now`. */
const phasesAt = (rows: Record<string, string>[], now: Date): SchedulePhase[] =>
  rows.map((row) => rowPhase(row, now));

/**
 * After an editor's publish (or an approval) of a scheduled section put its rows showing now
 * before visitors: the record takes their phases, so the scheduler has no act left for them.
 */
export async function settleSiteSchedule(
  store: Store,
  section: SiteSection,
  rows: Record<string, string>[],
  now: Date,
  by: string,
): Promise<void> {
  const record: ContentScheduleRecord = {
    ref: refOf(section),
    kind: SITE_SCHEDULE_KIND,
    itemId: section,
    phase: 'showing',
    rows: phasesAt(rows, now),
    setBy: by,
  };
  await replaceBy(store.contentSchedules, 'ref', record);
}

const snippet = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/**
 * The scheduler's acts on a section's record at `now`: each notice whose time has passed since it
 * was last published or acted on, one audit entry each (`content published on schedule` /
 * `content unpublished on schedule`, target `site/<section>`). Answers how many this server made.
 */
export async function actOnSiteSchedule(
  store: Store,
  desk: SiteDesk,
  audit: AuditLog,
  first: Stored<ContentScheduleRecord>,
  now: Date,
): Promise<number> {
  const section = first.itemId;
  if (!isSiteSection(section) || !isScheduledSection(section)) return 0;
  let acted = 0;
  let record: Stored<ContentScheduleRecord> | undefined = first;
  // Each pass acts on one row or learns another server (or a publish) did; bounded as a guard.
  for (let pass = 0; record && pass <= 2 * (record.rows?.length ?? 0) + 2; pass++) {
    const { english } = await desk.live(section, 'en');
    const due = phasesAt(english.rows, now);
    const had = record.rows ?? [];
    const at = due.findIndex((phase, n) => phase !== (had[n] ?? 'showing'));
    if (at < 0) break;
    const claimed = record;
    const show = due[at] === 'showing';
    const row = english.rows[at]!;
    const entry = await audit.recordIf(async ({ within }) => {
      try {
        await within(store.contentSchedules).update(claimed.id, claimed.version, (r) => ({
          ...r,
          rows: due.map((phase, n) => (n === at ? phase : (had[n] ?? 'showing'))),
        }));
      } catch (err) {
        if (err instanceof StaleVersionError) return null;
        throw err;
      }
      await desk.applySchedule(section, now);
      return {
        actor: SCHEDULER,
        action: show ? AUDIT_ACTIONS.scheduledPublish : AUDIT_ACTIONS.scheduledUnpublish,
        target: refOf(section),
        detail: `${section === 'notices' ? 'notice' : 'row'} ${at + 1} "${snippet(row.label ?? '')}": ${
          show ? `publish time ${row.publishAt ?? ''}` : `unpublish time ${row.unpublishAt ?? ''}`
        }`,
      };
    });
    if (entry) acted++;
    record = await store.contentSchedules.findBy('ref', refOf(section));
  }
  return acted;
}

/** One round over the scheduled site data sections' records (with the content items' round). */
export async function runSiteSchedules(
  store: Store,
  desk: SiteDesk,
  audit: AuditLog,
  now: Date,
): Promise<number> {
  const { data } = await store.contentSchedules.list({ where: { phase: 'showing' } });
  let acted = 0;
  for (const record of data) {
    if (record.kind === SITE_SCHEDULE_KIND) {
      acted += await actOnSiteSchedule(store, desk, audit, record, now);
    }
  }
  return acted;
}
