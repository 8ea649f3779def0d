// The content scheduler acts exactly once over several app servers on one PostgreSQL
// (docs/contract.md §13e): two stores on one database (two app servers' connection pools), each
// running its scheduler's rounds at once, again and again, at each item's publish and unpublish
// time: each item is put on and taken off the public list once, with one audit entry each, and so
// is a scrolling notice with its own times (server/desk/siteDeskSchedule.ts). The
// night's link check (docs/contract.md §13f) likewise: asked by both at once, it runs once.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../src/contract/desk';
import { AuditLog } from './audit';
import { ContentDesk } from './contentDesk';
import { runSchedules, SCHEDULER_ACTOR } from './contentSchedule';
import { SiteDesk } from './siteDesk';
import { sectionValue } from '../../src/contract/siteDesk';
import { DEFAULT_LINK_CHECK_SETTINGS, LinkChecker, NOT_CHECKED } from './linkCheck';
import { DEFAULT_ASSETS_DIR } from '../app';
import { openPostgresStore } from '../store/postgres';
import { SEED_DIR } from '../store/testing/engines';
import type { Store } from '../store/types';
import { createTestDatabase, type TestDatabase } from '../testing/postgres';

const ITEMS = 12;
const NOTICE = 'Scheduled notice: markets closed on Monday.';
/** Rounds each server runs at once at each time. */
const ROUNDS = 4;
const T0 = new Date('2026-12-01T04:00:00.000Z');
const PUBLISH = new Date(T0.getTime() + 60 * 60_000);
const UNPUBLISH = new Date(T0.getTime() + 2 * 60 * 60_000);

let db: TestDatabase;
let servers: Store[] = [];

beforeAll(async () => {
  db = await createTestDatabase(inject('pgAdminUrl'));
  servers = [
    await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR }),
    await openPostgresStore({ databaseUrl: db.url, seedDir: SEED_DIR }),
  ];
  const desk = new ContentDesk(
    servers[0]!,
    () => Promise.resolve(true),
    () => T0,
  );
  for (let n = 0; n < ITEMS; n++) {
    const { id, versions } = await desk.create('news', 'editor', {
      item: {
        newsTitle: `Scheduled story ${n}`,
        description: 'Out at its time.',
        date: T0.toISOString(),
        imagePath: 'news-1.svg',
        news: '<p>Scheduled.</p>',
        tags: [],
      },
    });
    await desk.schedules.set(
      'news',
      id,
      { publishAt: PUBLISH.toISOString(), unpublishAt: UNPUBLISH.toISOString() },
      'editor',
    );
    await desk.publish('news', id, 'editor', versions[0]!.number);
  }
  const site = new SiteDesk(servers[0]!, () => T0);
  const opened = await site.detail('notices', 'en');
  const times = { publishAt: PUBLISH.toISOString(), unpublishAt: UNPUBLISH.toISOString() };
  await site.save('notices', 'en', 'editor', {
    form: { head: {}, rows: [{ label: NOTICE, ...times }, ...opened.form.rows] },
    basedOn: 0,
  });
  const { versions } = await site.detail('notices', 'en');
  await site.publish('notices', 'en', 'editor', versions[0]!.number);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((store) => store.close()));
  await db?.drop();
});

/** Both servers' schedulers, ROUNDS rounds each, all at once at `now`: the acts they made. */
async function raceAt(now: Date): Promise<number> {
  const rounds = servers.flatMap((store) =>
    Array.from({ length: ROUNDS }, () => runSchedules(store, new AuditLog(store, () => now), now)),
  );
  return (await Promise.all(rounds)).reduce((a, b) => a + b, 0);
}

/** Whether the scrolling notice is on the ticker as `store` has it. */
const ticking = async (store: Store) =>
  JSON.stringify(sectionValue(await store.content.get('site'), 'notices')).includes(NOTICE);

const scheduled = async (store: Store) =>
  (await store.content.get('news')).filter((n) => n.newsTitle.startsWith('Scheduled story'));

async function schedulerEntries(action: string) {
  const { data } = await servers[1]!.audit.list({ where: { actor: SCHEDULER_ACTOR, action } });
  return data.map((e) => e.target);
}

it(`${ITEMS} items and a notice published and unpublished by two app servers' schedulers: each act once`, async () => {
  expect(await raceAt(T0)).toBe(0);
  expect(await scheduled(servers[1]!)).toHaveLength(0);
  expect(await ticking(servers[1]!)).toBe(false);

  expect(await raceAt(PUBLISH)).toBe(ITEMS + 1);
  expect(await scheduled(servers[1]!)).toHaveLength(ITEMS);
  expect(await ticking(servers[1]!)).toBe(true);
  const published = await schedulerEntries(AUDIT_ACTIONS.scheduledPublish);
  expect(published).toHaveLength(ITEMS + 1);
  expect(new Set(published).size).toBe(ITEMS + 1);
  // Put on the list once: no item twice, no version written by the scheduler.
  const ids = (await scheduled(servers[0]!)).map((n) => n._id);
  expect(new Set(ids).size).toBe(ITEMS);

  expect(await raceAt(UNPUBLISH)).toBe(ITEMS + 1);
  expect(await scheduled(servers[0]!)).toHaveLength(0);
  expect(await ticking(servers[0]!)).toBe(false);
  const unpublished = await schedulerEntries(AUDIT_ACTIONS.scheduledUnpublish);
  expect(unpublished).toHaveLength(ITEMS + 1);
  expect(new Set(unpublished).size).toBe(ITEMS + 1);
  expect(await raceAt(UNPUBLISH)).toBe(0);
}, 120_000);

it('the night’s link check asked by two app servers at once, again and again, runs once', async () => {
  // 03:00 in India on 2 December, past the default 02:30. No network: other sites not checked.
  const at = new Date('2026-12-01T21:30:00.000Z');
  const settings = { ...DEFAULT_LINK_CHECK_SETTINGS, external: async () => NOT_CHECKED };
  const checkers = servers.flatMap((store) =>
    Array.from(
      { length: ROUNDS },
      () => new LinkChecker(store, DEFAULT_ASSETS_DIR, () => at, settings),
    ),
  );
  const ran = await Promise.all(checkers.map((checker) => checker.nightly()));
  expect(ran.filter(Boolean)).toHaveLength(1);
  expect(await servers[1]!.linkChecks.count()).toBe(1);
  expect(await servers[0]!.linkChecks.findBy('run', 'nightly/2026-12-02')).toMatchObject({
    state: 'done',
  });
}, 60_000);
