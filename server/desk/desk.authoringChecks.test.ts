// Authoring checks at publish over HTTP on both engines (docs/contract.md §13g): a version whose
// rich text has warnings is never live at an editor's word; it awaits an approver, who publishes
// it only with a reason (an admin may publish it at once with one); the reason is in the audit.
import { describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { approvalApi, type ApprovalRow } from '../../src/contract/approvals';
import { authoringMsg } from '../../src/contract/authoringChecks';
import { contentDeskApi, type ContentDetail } from '../../src/contract/contentDesk';
import { AUDIT_ACTIONS } from '../../src/contract/desk';
import type { ContentPage } from '../../src/contract/entities';
import { engines } from '../store/testing/engines';
import { contentDeskSuite } from '../testing/contentStaff';
import { publicServer } from '../testing/publicServer';

/** A body with one warning of each check. */
const WITH_WARNINGS =
  '<h3>Skipped a level</h3><p><img src="/api/site-images/a.webp">' +
  '<img src="/api/site-images/b.webp" alt="Rates" data-text-in-picture="true"></p>' +
  '<p><a href="/cms/ipo">click here</a></p>';
const CLEAN = '<h2>Rates</h2><p><a href="/cms/ipo">How to apply for an IPO</a></p>';

describe.each(engines)('authoring checks at publish: $name', (engine) => {
  const ctx = contentDeskSuite(engine, publicServer, (other) => other.json(api.contents));
  const send = (path: string, method: string, cookie: string, json?: unknown) =>
    ctx.desk.call(path, { method, cookie, ...(json === undefined ? {} : { json }) });
  const livePage = async (id: string) =>
    (await ctx.other.json<ContentPage[]>(api.contents)).find((p) => p._id === id);

  /** A new page with `content`, saved as its first draft by the editor. */
  async function draft(id: string, content: string) {
    const res = await send(contentDeskApi.list('pages'), 'POST', ctx.editor, {
      id,
      item: { contentType: `Page ${id}`, group: 'About us', content },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as ContentDetail).versions[0]!.number;
  }
  const publish = (id: string, cookie: string, body: object) =>
    send(contentDeskApi.publish('pages', id), 'POST', cookie, body);
  const audited = async (target: string) =>
    (await ctx.audited((e) => e.target === target)).entries.map((e) => [e.action, e.detail]);

  it('a page without warnings is published at once', async () => {
    const version = await draft('clean-page', CLEAN);
    const res = await publish('clean-page', ctx.editor, { version });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ContentDetail).versions[0]!.state).toBe('published');
    expect((await livePage('clean-page'))?.content).toBe(CLEAN);
  });

  it('an editor’s publish with warnings awaits an approver; an editor cannot override', async () => {
    const version = await draft('warned-page', WITH_WARNINGS);
    const refused = await publish('warned-page', ctx.editor, { version, override: 'urgent' });
    expect([refused.status, await refused.json()]).toEqual([
      403,
      { message: authoringMsg.overrideForbidden },
    ]);
    const res = await publish('warned-page', ctx.editor, { version });
    expect(res.status).toBe(200);
    const awaiting = ((await res.json()) as ContentDetail).versions[0]!;
    expect(awaiting.state).toBe('awaiting');
    expect(await livePage('warned-page')).toBeUndefined();

    const list = (await (await send(approvalApi.list, 'GET', ctx.approver)).json()) as {
      data: ApprovalRow[];
    };
    const row = list.data.find((r) => r.target === 'pages/warned-page')!;
    expect(row.warnings?.map((w) => w.check)).toEqual([
      'heading-order',
      'image-alt',
      'text-in-picture',
      'link-text',
    ]);

    const approve = (body: object) =>
      send(contentDeskApi.approve('pages', 'warned-page'), 'POST', ctx.approver, body);
    const bare = await approve({ version: awaiting.number });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({
      message: authoringMsg.overrideRequired,
      errors: { override: authoringMsg.overrideRequired },
    });
    const long = await approve({ version: awaiting.number, override: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(await livePage('warned-page')).toBeUndefined();

    const ok = await approve({
      version: awaiting.number,
      override: 'Rate card from the exchange, text version follows',
    });
    expect(ok.status).toBe(200);
    expect((await livePage('warned-page'))?.content).toContain('click here');
    expect(await audited('pages/warned-page')).toEqual([
      [AUDIT_ACTIONS.contentCreate, 'version 1 (draft)'],
      [AUDIT_ACTIONS.contentSubmit, 'version 2 awaits approval: 4 authoring warnings'],
      [
        AUDIT_ACTIONS.contentApprove,
        'version 2 published as version 3; 4 authoring warnings overridden: Rate card from the exchange, text version follows',
      ],
    ]);
  });

  it('an admin publishes a page with warnings at once only with a reason', async () => {
    const version = await draft('admin-page', '<p><img src="/api/site-images/a.webp"></p>');
    const res = await publish('admin-page', ctx.admin, { version, override: '   ' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ContentDetail).versions[0]!.state).toBe('awaiting');

    const again = await send(contentDeskApi.item('pages', 'admin-page'), 'PUT', ctx.admin, {
      item: {
        contentType: 'Page admin-page',
        group: 'About us',
        content: '<p><img src="/api/site-images/b.webp"></p>',
      },
    });
    const newest = ((await again.json()) as ContentDetail).versions[0]!.number;
    const live = await publish('admin-page', ctx.admin, { version: newest, override: 'Legacy' });
    expect(live.status).toBe(200);
    expect(((await live.json()) as ContentDetail).versions[0]!.state).toBe('published');
    expect(await livePage('admin-page')).toBeDefined();
    expect((await audited('pages/admin-page')).at(-1)).toEqual([
      AUDIT_ACTIONS.contentPublish,
      `version ${newest + 1}; 1 authoring warning overridden: Legacy`,
    ]);
  });
});
