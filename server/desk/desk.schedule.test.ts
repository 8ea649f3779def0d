// Scheduling on the content desk over HTTP on both engines, on the harness's clock
// (docs/contract.md §13e): an editor's times are checked (a past, malformed or out-of-order time is
// a 400 naming the field); visitors see an item only between its times, put on and taken off by
// the scheduler's round at each time (audited as the scheduler, once); where approval is on, the
// scheduled item goes live at its time only once approved. The scrolling notices likewise, each
// notice by its own times (a site data section's rows, docs/contract.md §13c), the Hindi and
// Gujarati words following their notice, several schedulers' rounds at once acting once.
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { contentScope, siteScope } from '../../src/contract/approvals';
import {
  contentDeskApi,
  type ContentDetail,
  type ContentRow,
} from '../../src/contract/contentDesk';
import { AUDIT_ACTIONS } from '../../src/contract/desk';
import type { NewsItem } from '../../src/contract/entities';
import { scheduleMsg } from '../../src/contract/schedule';
import { mergeSite, type SiteConfig, type SiteOverlay } from '../../src/contract/site';
import { siteDeskApi, type SectionForm, type SiteSectionDetail } from '../../src/contract/siteDesk';
import { ApprovalRules } from './approvals';
import { AuditLog } from './audit';
import { runSchedules, SCHEDULER_ACTOR } from './contentSchedule';
import { engines } from '../store/testing/engines';
import { contentDeskSuite } from '../testing/contentStaff';
import { expectSectionRefused } from '../testing/siteDesk';
import { publicServer } from '../testing/publicServer';

/** Steps of the clock shorter than a session's idle expiry, so the callers stay signed in. */
const STEP = 10 * 60_000;

const story = (newsTitle: string) => ({
  newsTitle,
  description: 'A scheduled story.',
  date: '2026-11-30T04:00:00.000Z',
  imagePath: 'news-1.svg',
  news: '<p>Scheduled.</p>',
  tags: [],
});

describe.each(engines)('content scheduling: $name', (engine) => {
  const ctx = contentDeskSuite(engine, publicServer, (other) => other.json(api.news));
  const send = (path: string, method: string, cookie: string, json?: unknown) =>
    ctx.desk.call(path, { method, cookie, ...(json === undefined ? {} : { json }) });
  const at = (ms: number) => new Date(ctx.desk.now().getTime() + ms).toISOString();
  /** The scheduler's round on this app server, at the harness's clock. */
  const round = () =>
    runSchedules(ctx.desk.store, new AuditLog(ctx.desk.store, ctx.desk.now), ctx.desk.now());
  // Each test starts signed in afresh: the clock moved past the last test's sessions.
  beforeEach(async () => {
    ctx.editor = await ctx.desk.signIn('editor');
  });
  const liveIds = async () => (await ctx.other.json<NewsItem[]>(api.news)).map((n) => n._id);

  async function draft(title: string): Promise<ContentDetail<'news'>> {
    const res = await send(contentDeskApi.list('news'), 'POST', ctx.editor, { item: story(title) });
    expect(res.status).toBe(201);
    return (await res.json()) as ContentDetail<'news'>;
  }
  const schedule = (id: string, times: object) =>
    send(contentDeskApi.schedule('news', id), 'PUT', ctx.editor, times);
  const publish = (id: string, version: number) =>
    send(contentDeskApi.publish('news', id), 'POST', ctx.editor, { version });

  it('refuses a past, malformed or out-of-order time with a 400 naming the field', async () => {
    const { id } = await draft('Refused times');
    const cases: [object, Record<string, string>][] = [
      [{ publishAt: at(-60_000) }, { publishAt: scheduleMsg.past }],
      [{ unpublishAt: '2026-13-40T99:00+05:30' }, { unpublishAt: scheduleMsg.timeInvalid }],
      [{ publishAt: '2030-01-01 10:00' }, { publishAt: scheduleMsg.timeInvalid }],
      [{ publishAt: at(2 * STEP), unpublishAt: at(STEP) }, { unpublishAt: scheduleMsg.order }],
      [{ publishAt: 7 }, { publishAt: expect.any(String) as string }],
    ];
    for (const [times, errors] of cases) {
      const res = await schedule(id, times);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: scheduleMsg.invalid, errors });
    }
    expect((await schedule('no-such-story', { publishAt: at(STEP) })).status).toBe(404);
    // Nothing was stored by the refusals.
    const detail = (await (
      await send(contentDeskApi.item('news', id), 'GET', ctx.editor)
    ).json()) as ContentDetail;
    expect(detail.schedule).toBeUndefined();
  });

  it('shows an item only between its times: on at its publish time, off at its unpublish time, each act audited once as the scheduler', async () => {
    const { id, versions } = await draft('Results day');
    const times = { publishAt: at(STEP), unpublishAt: at(3 * STEP) };
    const set = await schedule(id, times);
    expect(set.status).toBe(200);
    expect(((await set.json()) as ContentDetail).schedule).toEqual(times);
    expect((await publish(id, versions[0]!.number)).status).toBe(200);
    // Published, but before its time: visitors do not see it; the desk lists its times.
    expect(await liveIds()).not.toContain(id);
    const rows = (await (await send(contentDeskApi.list('news'), 'GET', ctx.editor)).json()) as {
      data: ContentRow[];
    };
    expect(rows.data.find((r) => r.id === id)?.schedule).toEqual(times);
    expect(await round()).toBe(0);
    expect(await liveIds()).not.toContain(id);

    ctx.desk.advance(STEP + 1_000);
    expect(await round()).toBe(1);
    expect(await liveIds()).toContain(id);
    expect(await round()).toBe(0);

    ctx.desk.advance(2 * STEP);
    expect(await round()).toBe(1);
    expect(await liveIds()).not.toContain(id);
    expect(await round()).toBe(0);

    const { rows: audited } = await ctx.audited((e) => e.target === `news/${id}`);
    expect(audited.filter(([actor]) => actor === SCHEDULER_ACTOR)).toEqual([
      [SCHEDULER_ACTOR, AUDIT_ACTIONS.scheduledPublish, `news/${id}`],
      [SCHEDULER_ACTOR, AUDIT_ACTIONS.scheduledUnpublish, `news/${id}`],
    ]);
    expect(audited).toContainEqual(['editor', AUDIT_ACTIONS.contentSchedule, `news/${id}`]);
  });

  it('a live item given an unpublish time leaves at it; one given a later publish time leaves at once', async () => {
    const { id, versions } = await draft('Live already');
    expect((await publish(id, versions[0]!.number)).status).toBe(200);
    expect(await liveIds()).toContain(id);
    expect((await schedule(id, { unpublishAt: at(STEP) })).status).toBe(200);
    expect(await liveIds()).toContain(id);
    ctx.desk.advance(STEP);
    expect(await round()).toBe(1);
    expect(await liveIds()).not.toContain(id);

    const other = await draft('Moved later');
    expect((await publish(other.id, other.versions[0]!.number)).status).toBe(200);
    expect((await schedule(other.id, { publishAt: at(STEP) })).status).toBe(200);
    expect(await liveIds()).not.toContain(other.id);
    // Cleared: visitors see it again at once.
    expect((await schedule(other.id, { publishAt: '', unpublishAt: '' })).status).toBe(200);
    expect(await liveIds()).toContain(other.id);
  });

  it('where approval is on, the scheduled item goes live at its time only once approved', async () => {
    const rules = new ApprovalRules(ctx.desk.store);
    await rules.set(contentScope('news'), true, 'test');
    try {
      const early = await draft('Approved before its time');
      const late = await draft('Approved after its time');
      for (const { id, versions } of [early, late]) {
        expect((await schedule(id, { publishAt: at(STEP) })).status).toBe(200);
        const sent = (await (await publish(id, versions[0]!.number)).json()) as ContentDetail;
        expect(sent.versions[0]!.state).toBe('awaiting');
      }
      const approver = await ctx.desk.signIn('checker');
      const approve = async (detail: ContentDetail) => {
        const res = await send(contentDeskApi.approve('news', detail.id), 'POST', approver, {
          version: detail.versions[0]!.number + 1,
        });
        expect(res.status).toBe(200);
      };
      await approve(early);
      expect(await liveIds()).not.toContain(early.id);

      ctx.desk.advance(STEP + 1_000);
      // Only the approved one goes live at its time; the other awaits its approver.
      expect(await round()).toBe(1);
      expect(await liveIds()).toContain(early.id);
      expect(await liveIds()).not.toContain(late.id);
      // Approved after its time: live at once, by the approver (the scheduler has nothing left).
      await approve(late);
      expect(await liveIds()).toContain(late.id);
      expect(await round()).toBe(0);
    } finally {
      await rules.set(contentScope('news'), false, 'test');
    }
  });

  describe('the scrolling notices', () => {
    const openNotices = async () =>
      (await (
        await send(siteDeskApi.section('notices'), 'GET', ctx.editor)
      ).json()) as SiteSectionDetail;
    /** Saves `rows` as a draft and publishes it: the answer of the publish. */
    async function publishNotices(rows: SectionForm['rows']) {
      const before = await openNotices();
      const saved = await send(siteDeskApi.section('notices'), 'PUT', ctx.editor, {
        form: { head: {}, rows },
        basedOn: before.versions[0]?.number ?? 0,
      });
      expect(saved.status).toBe(200);
      const draft = (await saved.json()) as SiteSectionDetail;
      return send(siteDeskApi.publish('notices'), 'POST', ctx.editor, {
        version: draft.versions[0]!.number,
      });
    }
    const shown = async () =>
      (await ctx.other.json<SiteConfig>(api.site)).home.notices.map((n) => n.label);
    const inHindi = async () =>
      mergeSite(
        await ctx.other.json<SiteConfig>(api.site),
        await ctx.other.json<SiteOverlay>(api.siteOverlay('hi')),
      ).home.notices.map((n) => n.label);
    const etag = async () => (await ctx.other.get(api.site)).headers.get('etag');
    const schedulerActs = async () =>
      (await ctx.audited((e) => e.target === 'site/notices' && e.actor === SCHEDULER_ACTOR)).rows;
    /** Several app servers' rounds at once (each its own audit queue): the acts they made. */
    const rounds = async (count = 3) =>
      (await Promise.all(Array.from({ length: count }, () => round()))).reduce((a, b) => a + b, 0);

    it('refuses a malformed or out-of-order time of a notice, naming it', async () => {
      const res = await send(siteDeskApi.section('notices'), 'PUT', ctx.editor, {
        form: {
          head: {},
          rows: [
            { label: 'Bad time', publishAt: 'Monday 9 am' },
            { label: 'Wrong order', publishAt: at(2 * STEP), unpublishAt: at(STEP) },
          ],
        },
      });
      await expectSectionRefused(res, {
        'rows[0].publishAt': scheduleMsg.timeInvalid,
        'rows[1].unpublishAt': scheduleMsg.order,
      });
    });

    it('shows a notice only between its times: on at its publish time and off at its unpublish time on every app server, its Hindi words with it, each act audited once as the scheduler', async () => {
      const opened = await openNotices();
      const seeded = await shown();
      const hindiBefore = await inHindi();
      const label = 'Markets closed on Monday for the election.';
      const times = { publishAt: at(STEP), unpublishAt: at(3 * STEP) };
      const res = await publishNotices([{ label, ...times }, ...opened.form.rows]);
      expect(res.status).toBe(200);
      const detail = (await res.json()) as SiteSectionDetail;
      // The desk keeps the notice with its times; visitors do not see it yet, nor its place.
      expect(detail.published.rows[0]).toMatchObject({ label, ...times });
      expect(await shown()).toEqual(seeded);
      expect(await inHindi()).toEqual(hindiBefore);
      expect(await rounds()).toBe(0);

      ctx.desk.advance(STEP + 1_000);
      const tag = await etag();
      expect(await rounds()).toBe(1);
      expect(await shown()).toEqual([label, ...seeded]);
      expect(await etag()).not.toBe(tag);
      // Untranslated, it shows in English; the Hindi notices keep to their own notices.
      expect(await inHindi()).toEqual([label, ...hindiBefore]);
      const site = await ctx.other.json<SiteConfig>(api.site);
      expect(site.home.notices[0]).toEqual({ label });
      expect(await rounds()).toBe(0);

      ctx.desk.advance(2 * STEP);
      expect(await rounds()).toBe(1);
      expect(await shown()).toEqual(seeded);
      expect(await inHindi()).toEqual(hindiBefore);
      expect(await rounds()).toBe(0);
      expect(await schedulerActs()).toEqual([
        [SCHEDULER_ACTOR, AUDIT_ACTIONS.scheduledPublish, 'site/notices'],
        [SCHEDULER_ACTOR, AUDIT_ACTIONS.scheduledUnpublish, 'site/notices'],
      ]);
      // The desk still has it, with its times, to publish again or restore (signed in again:
      // the clock moved past the session's idle time).
      ctx.editor = await ctx.desk.signIn('editor');
      expect((await openNotices()).published.rows[0]).toMatchObject({ label, ...times });
    });

    it('where approval is on for the notices, a scheduled notice shows at its time only once approved, at once when approved after it', async () => {
      const rules = new ApprovalRules(ctx.desk.store);
      await rules.set(siteScope('notices'), true, 'test');
      try {
        const seed = (await openNotices()).published.rows;
        const seeded = await shown();
        const early = { label: 'Approved before its time.', publishAt: at(STEP) };
        const late = { label: 'Approved after its time.', publishAt: at(STEP) };
        const approve = async (version: number) => {
          const approver = await ctx.desk.signIn('checker');
          const res = await send(siteDeskApi.approve('notices'), 'POST', approver, { version });
          expect(res.status).toBe(200);
        };
        const submit = async (rows: SectionForm['rows']) => {
          const sent = (await (await publishNotices(rows)).json()) as SiteSectionDetail;
          expect(sent.versions[0]!.state).toBe('awaiting');
          return sent.versions[0]!.number;
        };
        await approve(await submit([early, ...seed]));
        // Approved, but before its time: visitors do not see it.
        expect(await shown()).toEqual(seeded);
        const lateVersion = await submit([early, late, ...seed]);

        ctx.desk.advance(STEP + 1_000);
        // Only the approved one goes on at its time; the other awaits its approver.
        expect(await rounds()).toBe(1);
        expect(await shown()).toEqual([early.label, ...seeded]);
        await approve(lateVersion);
        expect(await shown()).toEqual([early.label, late.label, ...seeded]);
        // The approval put it before visitors: the scheduler has nothing left to do.
        expect(await rounds()).toBe(0);
      } finally {
        await rules.set(siteScope('notices'), false, 'test');
      }
    });
  });
});
