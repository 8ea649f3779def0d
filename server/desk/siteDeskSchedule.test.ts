// The scheduler's act on a scrolling notice and its audit entry across a stop between them, on the
// embedded engine (docs/contract.md §13e, docs/storage.md "The audit chain"): the folder as a kill
// would leave it just after the act put the notice on the ticker, before its audit append
// committed, is opened again; its scheduler's next round records the act once, and a round after
// that nothing. No double entry, no act without its entry, the chain whole.
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS } from '../../src/contract/desk';
import { sectionForm, sectionValue } from '../../src/contract/siteDesk';
import { LOCK_FILE } from '../store/lowdb/lock';
import { lowdbFolders } from '../store/testing/lowdbFolders';
import type { Store } from '../store/types';
import { AuditLog } from './audit';
import { verifyChain } from './auditChain';
import { runSchedules, SCHEDULER_ACTOR } from './contentSchedule';
import { SiteDesk } from './siteDesk';

const T0 = new Date('2026-12-07T03:00:00.000Z');
const PUBLISH = new Date(T0.getTime() + 60 * 60_000);
const LABEL = 'Markets closed on Monday for the election.';

const { openAt, tempDir } = lowdbFolders();

const round = (store: Store, now: Date) => runSchedules(store, new AuditLog(store, () => now), now);
const ticker = async (store: Store) =>
  sectionForm('notices', 'en', sectionValue(await store.content.get('site'), 'notices')).rows.map(
    (r) => r.label,
  );
const schedulerEntries = async (store: Store) =>
  (await store.audit.list({ where: { actor: SCHEDULER_ACTOR } })).data.map((e) => [
    e.action,
    e.target,
  ]);

it('a stop between the act on a notice and its audit entry: the next round records it once', async () => {
  const dataDir = await tempDir('investor-notice-act-');
  const store = await openAt(dataDir);
  const desk = new SiteDesk(store, () => T0);
  const opened = await desk.detail('notices', 'en');
  const seeded = opened.published.rows.map((r) => r.label);
  await desk.save('notices', 'en', 'editor', {
    form: {
      head: {},
      rows: [{ label: LABEL, publishAt: PUBLISH.toISOString() }, ...opened.form.rows],
    },
    basedOn: 0,
  });
  const { versions } = await desk.detail('notices', 'en');
  await desk.publish('notices', 'en', 'editor', versions[0]!.number);
  expect(await ticker(store)).toEqual(seeded);

  // The folder as a kill would leave it once the act has put the notice on the ticker, its
  // record's change and audit entry staged, not yet committed.
  const stopped = await tempDir('investor-notice-stopped-');
  const apply = SiteDesk.prototype.applySchedule;
  vi.spyOn(SiteDesk.prototype, 'applySchedule').mockImplementation(async function (
    this: SiteDesk,
    ...args
  ) {
    const form = await apply.apply(this, args);
    // The act's commit in the part files, and no checkpoint under way while the folder is copied
    // (a full run's copy met a journal segment that a checkpoint had just removed).
    await store.checkpoint();
    await cp(dataDir, stopped, { recursive: true });
    await rm(join(stopped, LOCK_FILE), { force: true });
    return form;
  });
  expect(await round(store, PUBLISH)).toBe(1);
  vi.restoreAllMocks();
  const acted = [[AUDIT_ACTIONS.scheduledPublish, 'site/notices']];
  expect(await schedulerEntries(store)).toEqual(acted);
  expect(await round(store, PUBLISH)).toBe(0);

  const again = await openAt(stopped);
  // The act was done (visitors see the notice), its entry not: the next round records it, once.
  expect(await ticker(again)).toEqual([LABEL, ...seeded]);
  expect(await schedulerEntries(again)).toEqual([]);
  expect(await round(again, PUBLISH)).toBe(1);
  expect(await round(again, PUBLISH)).toBe(0);
  expect(await ticker(again)).toEqual([LABEL, ...seeded]);
  expect(await schedulerEntries(again)).toEqual(acted);
  expect(verifyChain((await again.audit.list({ sort: 'oldest' })).data)).toEqual({ ok: true });
});
