// The advertisement flag over HTTP on both engines (docs/contract.md §13h): an item marked as an
// advertisement is published only with its approval reference, and each publish of it keeps a
// frozen copy of exactly what visitors got (when, by whom), listed on the desk and never changed.
import { describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import {
  contentDeskApi,
  contentMsg,
  type AdvertSnapshot,
  type ContentDetail,
} from '../../src/contract/contentDesk';
import type { NewsItem } from '../../src/contract/entities';
import { engines } from '../store/testing/engines';
import { contentDeskSuite } from '../testing/contentStaff';
import { publicServer } from '../testing/publicServer';

const story = {
  newsTitle: 'Open a demat account in ten minutes',
  description: 'Zero account opening charges this Diwali.',
  date: '2026-11-30T04:00:00.000Z',
  imagePath: 'news-1.svg',
  alt: 'A phone showing the account opening screen',
  news: '<p>Zero account opening charges until 31 December 2026.</p>',
  tags: ['Offer'],
  advertisement: true,
};

describe.each(engines)('advertisements: $name', (engine) => {
  const ctx = contentDeskSuite(engine, publicServer, (other) => other.json(api.news));
  const send = (path: string, method: string, cookie: string, json?: unknown) =>
    ctx.desk.call(path, { method, cookie, ...(json === undefined ? {} : { json }) });
  const snapshots = async () => {
    const res = await send(contentDeskApi.adverts, 'GET', ctx.editor);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: AdvertSnapshot[] }).data;
  };
  const live = async (id: string) =>
    (await ctx.other.json<NewsItem[]>(api.news)).find((n) => n._id === id);

  it('is published only with its approval reference, each publish frozen as it went out', async () => {
    const created = await send(contentDeskApi.list('news'), 'POST', ctx.editor, {
      id: 'diwali-offer',
      item: story,
    });
    expect(created.status).toBe(201);
    const first = ((await created.json()) as ContentDetail).versions[0]!.number;
    const refused = await send(contentDeskApi.publish('news', 'diwali-offer'), 'POST', ctx.editor, {
      version: first,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: contentMsg.adReferenceRequired,
      errors: { adReference: contentMsg.adReferenceRequired },
    });
    expect(await live('diwali-offer')).toBeUndefined();
    expect(await snapshots()).toEqual([]);

    const publishWith = async (item: object, basedOn: number) => {
      const saved = await send(contentDeskApi.item('news', 'diwali-offer'), 'PUT', ctx.editor, {
        item,
        basedOn,
      });
      expect(saved.status).toBe(200);
      const version = ((await saved.json()) as ContentDetail).versions[0]!.number;
      const res = await send(contentDeskApi.publish('news', 'diwali-offer'), 'POST', ctx.editor, {
        version,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as ContentDetail).versions[0]!.number;
    };
    const v1 = await publishWith({ ...story, adReference: 'NSE/ADV/2026/1234' }, first);
    const visitorsGot = await live('diwali-offer');
    expect(visitorsGot).toMatchObject({ advertisement: true, adReference: 'NSE/ADV/2026/1234' });
    const [frozen] = await snapshots();
    expect(frozen).toMatchObject({
      target: 'news/diwali-offer',
      title: story.newsTitle,
      reference: 'NSE/ADV/2026/1234',
      version: v1,
      by: 'editor',
    });
    const { _id, ...shown } = visitorsGot!;
    void _id;
    expect(frozen!.item).toEqual(shown);

    const v2 = await publishWith(
      { ...story, description: 'Offer extended.', adReference: 'NSE/ADV/2026/1300' },
      v1,
    );
    const list = await snapshots();
    expect(list.map((s) => [s.version, s.reference])).toEqual([
      [v2, 'NSE/ADV/2026/1300'],
      [v1, 'NSE/ADV/2026/1234'],
    ]);
    // The first copy is as it was.
    expect(list[1]).toEqual(frozen);
    const audited = await ctx.audited((e) => e.target === 'news/diwali-offer');
    expect(audited.entries.at(-1)?.detail).toBe(
      `version ${v2}; advertisement NSE/ADV/2026/1300 frozen`,
    );
  });

  it('an item not marked leaves no copy; only the content roles and approvers list them', async () => {
    const before = (await snapshots()).length;
    const created = await send(contentDeskApi.list('news'), 'POST', ctx.editor, {
      id: 'plain-story',
      item: { ...story, advertisement: false },
    });
    const version = ((await created.json()) as ContentDetail).versions[0]!.number;
    const res = await send(contentDeskApi.publish('news', 'plain-story'), 'POST', ctx.editor, {
      version,
    });
    expect(res.status).toBe(200);
    expect((await snapshots()).length).toBe(before);
    expect((await send(contentDeskApi.adverts, 'GET', ctx.approver)).status).toBe(200);
    expect((await send(contentDeskApi.adverts, 'GET', ctx.grievance)).status).toBe(403);
  });
});
