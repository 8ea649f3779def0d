// Regulatory pages on the content desk over HTTP on both engines (docs/contract.md §13i): their
// source circulars and last review saved, published and audited like any change, bad input
// refused with a 400 naming the field, and the list's flag once a review is more than a year old
// by the server's clock (the harness's, which the last test moves).
import { describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import {
  contentDeskApi,
  contentMsg,
  MAX_SOURCE_CIRCULARS,
  type ContentDetail,
  type ContentRow,
} from '../../src/contract/contentDesk';
import type { ContentPage, SourceCircular } from '../../src/contract/entities';
import { istDay } from '../../src/contract/istDays';
import { wrongTypeMsg } from '../../src/contract/jsonTypes';
import { engines } from '../store/testing/engines';
import { auditRows, contentDeskSuite } from '../testing/contentStaff';
import { publicServer } from '../testing/publicServer';

const DAY_MS = 24 * 60 * 60_000;

const CHARTER: SourceCircular = {
  number: 'SEBI/HO/MIRSD/MIRSD-PoD1/P/CIR/2025/22',
  date: '2025-02-21',
  title: 'Investor Charter for Stock Brokers',
  href: 'https://www.sebi.gov.in/legal/circulars/feb-2025/investor-charter-for-stock-brokers_92099.html',
};

describe.each(engines)('regulatory pages: $name', (engine) => {
  const ctx = contentDeskSuite(engine, publicServer, (other) => other.json(api.contents));
  const send = (path: string, method: string, cookie: string, json?: unknown) =>
    ctx.desk.call(path, { method, cookie, ...(json === undefined ? {} : { json }) });
  const today = () => istDay(ctx.desk.now());

  async function opened(id: string) {
    const res = await send(contentDeskApi.item('pages', id), 'GET', ctx.editor);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as ContentDetail<'pages'>;
    const { _id, ...item } = detail.item;
    void _id;
    return { item, basedOn: detail.versions[0]?.number ?? 0 };
  }
  /** Saves `change` over the page's newest version: the answer, as it came. */
  async function save(id: string, change: Partial<ContentPage> & Record<string, unknown>) {
    const { item, basedOn } = await opened(id);
    return send(contentDeskApi.item('pages', id), 'PUT', ctx.editor, {
      item: { ...item, ...change },
      basedOn,
    });
  }
  const rows = async () =>
    (
      (await (await send(contentDeskApi.list('pages'), 'GET', ctx.editor)).json()) as {
        data: ContentRow[];
      }
    ).data;

  it('the seed’s regulatory pages carry their circulars and review; the charters by their menu', async () => {
    const { item } = await opened('investor-charter-stock-broker');
    expect(item.regulatory).toBeUndefined();
    expect(item.sources?.[0]).toEqual(CHARTER);
    expect(item.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const list = await rows();
    const row = (id: string) => list.find((r) => r.id === id)!;
    expect(row('investor-charter-stock-broker').lastReviewed).toBe(item.lastReviewed);
    // The privacy notice names no circular and was never reviewed: flagged from the start.
    expect(row('privacy-notice')).toMatchObject({ reviewDue: true });
    expect(row('privacy-notice').lastReviewed).toBeUndefined();
    // A page that is not regulatory has neither.
    expect(row('company-profile')).not.toHaveProperty('reviewDue');
    expect(row('company-profile')).not.toHaveProperty('lastReviewed');
  });

  it('saves, publishes and audits a page’s circulars and review; visitors read them in every language', async () => {
    const sources = [
      { ...CHARTER, number: `  ${CHARTER.number} `, constructor: 'x', extra: 1 },
      { number: 'NSE/INSP/61529', date: '2024-04-08', title: 'Voluntary freezing', href: '' },
    ];
    const saved = await save('kyc-advisory', { sources, lastReviewed: today() });
    expect(saved.status).toBe(200);
    const draft = (await saved.json()) as ContentDetail<'pages'>;
    // Trimmed, unknown keys dropped, an empty link is none.
    expect(draft.item.sources).toEqual([
      CHARTER,
      { number: 'NSE/INSP/61529', date: '2024-04-08', title: 'Voluntary freezing' },
    ]);
    expect(draft.item).toMatchObject({ regulatory: true, lastReviewed: today() });
    const published = await send(
      contentDeskApi.publish('pages', 'kyc-advisory'),
      'POST',
      ctx.editor,
      {
        version: draft.versions[0]!.number,
      },
    );
    expect(published.status).toBe(200);
    for (const server of [ctx.site, ctx.other]) {
      const page = (await server.json<ContentPage[]>(api.contents)).find(
        (p) => p._id === 'kyc-advisory',
      );
      expect(page).toMatchObject({ sources: draft.item.sources, lastReviewed: today() });
    }
    // A page's other languages carry only their words: the circulars and the day are the
    // English page's, laid under them (docs/contract.md §7a).
    for (const language of ['hi', 'gu']) {
      for (const text of await ctx.site.json<object[]>(api.contentsIn(language))) {
        expect(text).not.toHaveProperty('sources');
        expect(text).not.toHaveProperty('lastReviewed');
      }
    }
    const { rows: audited } = await ctx.audited((e) => e.target === 'pages/kyc-advisory');
    expect(audited).toEqual(
      auditRows(
        'editor contentDraft pages/kyc-advisory',
        'editor contentPublish pages/kyc-advisory',
      ),
    );
  });

  it('refuses bad circulars and reviews with a 400 naming the field, and saves nothing', async () => {
    const tomorrow = istDay(new Date(ctx.desk.now().getTime() + DAY_MS));
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      // A charter is regulatory by its menu: its review day is required.
      [
        'investor-charter-research-analyst',
        { lastReviewed: '' },
        { lastReviewed: contentMsg.reviewRequired },
      ],
      [
        'grievance-redressal',
        { lastReviewed: tomorrow },
        { lastReviewed: contentMsg.reviewInFuture },
      ],
      [
        'grievance-redressal',
        { lastReviewed: '2026-02-30' },
        { lastReviewed: contentMsg.dateInvalid },
      ],
      ['grievance-redressal', { lastReviewed: 20260101 }, { lastReviewed: wrongTypeMsg }],
      ['company-profile', { sources: [CHARTER] }, { sources: contentMsg.sourcesNotRegulatory }],
      [
        'company-profile',
        { lastReviewed: '2026-01-01' },
        { lastReviewed: contentMsg.reviewNotRegulatory },
      ],
      [
        'grievance-redressal',
        { sources: [{ ...CHARTER, href: 'http://www.sebi.gov.in/x.html' }] },
        { 'sources[0].href': contentMsg.circularLink },
      ],
      [
        'grievance-redressal',
        { sources: [{ ...CHARTER, href: 'https://sebi.gov.in.evil.example/x' }] },
        { 'sources[0].href': contentMsg.circularLink },
      ],
      [
        'grievance-redressal',
        { sources: [{ ...CHARTER, number: ' ', date: '21/02/2025' }] },
        { 'sources[0].number': contentMsg.required, 'sources[0].date': contentMsg.dateInvalid },
      ],
      ['grievance-redressal', { sources: CHARTER }, { sources: wrongTypeMsg }],
      ['grievance-redressal', { sources: ['SEBI/HO/1'] }, { 'sources[0]': wrongTypeMsg }],
      [
        'grievance-redressal',
        { sources: Array.from({ length: MAX_SOURCE_CIRCULARS + 1 }, () => CHARTER) },
        { sources: contentMsg.tooManyCirculars },
      ],
      ['grievance-redressal', { regulatory: 'yes' }, { regulatory: wrongTypeMsg }],
    ];
    for (const [id, change, errors] of cases) {
      const before = await opened(id);
      const res = await save(id, change);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(((await res.json()) as { errors: object }).errors).toEqual(errors);
      expect((await opened(id)).basedOn).toBe(before.basedOn);
    }
    // Marked regulatory, a page needs its review day too; unmarked again, it may drop both.
    const marked = await save('company-profile', { regulatory: true });
    expect(marked.status).toBe(400);
    expect(await marked.json()).toMatchObject({
      errors: { lastReviewed: contentMsg.reviewRequired },
    });
    const cleared = await save('voluntary-freeze-policy', {
      regulatory: false,
      sources: [],
      lastReviewed: '',
    });
    expect(cleared.status).toBe(200);
  });

  it('flags a review more than a year old by the server’s clock, and the list counts them', async () => {
    const reviewed = today();
    const saved = await save('pms', { lastReviewed: reviewed });
    expect(saved.status).toBe(200);
    const version = ((await saved.json()) as ContentDetail<'pages'>).versions[0]!.number;
    expect(
      (await send(contentDeskApi.publish('pages', 'pms'), 'POST', ctx.editor, { version })).status,
    ).toBe(200);
    const due = async () => (await rows()).filter((r) => r.reviewDue).map((r) => r.id);
    expect(await due()).not.toContain('pms');

    // A year on (less a day) it is not due yet; past the year, it is. The sessions ended meanwhile.
    ctx.desk.advance(364 * DAY_MS);
    ctx.editor = await ctx.desk.signIn('editor');
    expect(await due()).not.toContain('pms');
    ctx.desk.advance(3 * DAY_MS);
    ctx.editor = await ctx.desk.signIn('editor');
    const flagged = await due();
    expect(flagged).toContain('pms');
    expect((await rows()).find((r) => r.id === 'pms')).toMatchObject({
      lastReviewed: reviewed,
      reviewDue: true,
    });
    // Only regulatory pages are ever flagged.
    expect(flagged).not.toContain('company-profile');
    expect(flagged).toContain('privacy-notice');
  });
});
