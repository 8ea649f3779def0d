// Maker–checker over HTTP on both engines (docs/contract.md §13d): where approval is on by
// default (regulatory pages by their menus, the bank accounts and registrations), an editor's
// publish awaits an approver and visitors keep the old version; the maker never approves their own
// change; a send-back keeps the draft with its comment; an admin's setting turns it on elsewhere;
// every step is audited.
import { describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import {
  approvalApi,
  approvalMsg,
  type ApprovalRow,
  type ApprovalSetting,
} from '../../src/contract/approvals';
import {
  contentDeskApi,
  type ContentDetail,
  type ContentItems,
} from '../../src/contract/contentDesk';
import { deskMsg } from '../../src/contract/desk';
import type { ContentPage } from '../../src/contract/entities';
import type { SiteConfig } from '../../src/contract/site';
import {
  siteDeskApi,
  type SectionForm,
  type SiteSection,
  type SiteSectionDetail,
} from '../../src/contract/siteDesk';
import { engines } from '../store/testing/engines';
import { auditRows, contentDeskSuite } from '../testing/contentStaff';
import { publicServer } from '../testing/publicServer';

describe.each(engines)('maker–checker: $name', (engine) => {
  const ctx = contentDeskSuite(
    engine,
    publicServer,
    async (other) => {
      await other.json(api.contents);
      await other.json(api.site);
    },
    { approval: 'default' },
  );
  const send = (path: string, method: string, cookie: string, json?: unknown) =>
    ctx.desk.call(path, { method, cookie, ...(json === undefined ? {} : { json }) });
  const livePage = async (id: string) =>
    (await ctx.other.json<ContentPage[]>(api.contents)).find((p) => p._id === id)!;

  /** Saves a page's new text as `cookie` and publishes it: the answer of the publish. */
  async function publishPage(id: string, content: string, cookie: string) {
    const opened = (await (
      await send(contentDeskApi.item('pages', id), 'GET', cookie)
    ).json()) as ContentDetail<'pages'>;
    const { _id, ...item } = opened.item as ContentItems['pages'];
    void _id;
    const saved = await send(contentDeskApi.item('pages', id), 'PUT', cookie, {
      item: { ...item, content },
      basedOn: opened.versions[0]?.number ?? 0,
    });
    expect(saved.status).toBe(200);
    const draft = (await saved.json()) as ContentDetail<'pages'>;
    const res = await send(contentDeskApi.publish('pages', id), 'POST', cookie, {
      version: draft.versions[0]!.number,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as ContentDetail<'pages'>;
  }

  async function publishSection(section: SiteSection, change: (f: SectionForm) => SectionForm) {
    const opened = (await (
      await send(siteDeskApi.section(section), 'GET', ctx.editorApprover)
    ).json()) as SiteSectionDetail;
    const saved = await send(siteDeskApi.section(section), 'PUT', ctx.editorApprover, {
      form: change(opened.form),
      basedOn: opened.versions[0]?.number ?? 0,
    });
    expect(saved.status).toBe(200);
    const draft = (await saved.json()) as SiteSectionDetail;
    const res = await send(siteDeskApi.publish(section), 'POST', ctx.editorApprover, {
      version: draft.versions[0]!.number,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as SiteSectionDetail;
  }

  it('regulatory pages and charters: the editor’s publish awaits; never approved by its maker', async () => {
    for (const id of ['grievance-redressal', 'investor-charter-stock-broker']) {
      const before = (await livePage(id)).content;
      const text = `<p>Reviewed on 29 November 2026: ${id}.</p>`;
      const answer = await publishPage(id, text, ctx.editorApprover);
      expect(answer.versions[0]).toMatchObject({ state: 'awaiting', by: 'both' });
      expect((await livePage(id)).content).toBe(before);

      const version = answer.versions[0]!.number;
      const own = await send(contentDeskApi.approve('pages', id), 'POST', ctx.editorApprover, {
        version,
      });
      expect([own.status, await own.json()]).toEqual([403, { message: approvalMsg.ownChange }]);
      const ownBack = await send(contentDeskApi.sendBack('pages', id), 'POST', ctx.editorApprover, {
        version,
        comment: 'mine',
      });
      expect(ownBack.status).toBe(403);
      // Only approvers decide: an editor (or admin) without the role is refused.
      for (const cookie of [ctx.editor, ctx.admin]) {
        const refused = await send(contentDeskApi.approve('pages', id), 'POST', cookie, {
          version,
        });
        expect([refused.status, await refused.json()]).toEqual([
          403,
          { message: deskMsg.forbidden },
        ]);
      }
      expect((await livePage(id)).content).toBe(before);

      const approved = await send(contentDeskApi.approve('pages', id), 'POST', ctx.approver, {
        version,
      });
      expect(approved.status).toBe(200);
      expect(((await approved.json()) as ContentDetail).versions[0]).toMatchObject({
        state: 'published',
        by: 'checker',
      });
      expect((await livePage(id)).content).toBe(text);
      const again = await send(contentDeskApi.approve('pages', id), 'POST', ctx.approver, {
        version,
      });
      expect([again.status, await again.json()]).toEqual([
        409,
        { message: approvalMsg.notAwaiting },
      ]);
    }
  });

  it('an approver who edited the change cannot approve it either, though another published it', async () => {
    const id = 'voluntary-freeze-policy';
    const first = await publishPage(id, '<p>Freeze within 15 minutes.</p>', ctx.editorApprover);
    // The editor changes it further and publishes: both are its makers now.
    const opened = first.versions[0]!.number;
    expect(opened).toBeGreaterThan(1);
    const second = await publishPage(id, '<p>Freeze within 15 minutes, any day.</p>', ctx.editor);
    const version = second.versions[0]!.number;
    const refused = await send(contentDeskApi.approve('pages', id), 'POST', ctx.editorApprover, {
      version,
    });
    expect([refused.status, await refused.json()]).toEqual([
      403,
      { message: approvalMsg.ownChange },
    ]);
    const list = (await (await send(approvalApi.list, 'GET', ctx.approver)).json()) as {
      data: ApprovalRow[];
    };
    const row = list.data.find((r) => r.target === `pages/${id}`)!;
    expect(row).toMatchObject({ version, requestedBy: 'editor', scope: 'pages/Policies' });
    expect(row.makers.sort()).toEqual(['both', 'editor']);
    expect(row.fields.find((f) => f.html)?.after).toBe('<p>Freeze within 15 minutes, any day.</p>');
    expect(
      (await send(contentDeskApi.approve('pages', id), 'POST', ctx.approver, { version })).status,
    ).toBe(200);
  });

  it('bank accounts and registrations: awaiting until another approves, the site unchanged', async () => {
    const sections = {
      'bank-accounts': (f: SectionForm) => ({
        head: f.head,
        rows: [...f.rows, { accountNo: '987654321098', ifsc: 'ICIC0000104', type: 'CLIENT' }],
      }),
      registrations: (f: SectionForm) => ({
        head: f.head,
        rows: [{ label: 'SEBI Reg. No.', value: 'INZ000111111', href: '' }, ...f.rows],
      }),
    } satisfies Partial<Record<SiteSection, (f: SectionForm) => SectionForm>>;
    for (const [section, change] of Object.entries(sections) as [
      SiteSection,
      (f: SectionForm) => SectionForm,
    ][]) {
      const siteBefore = await ctx.other.json<SiteConfig>(api.site);
      const answer = await publishSection(section, change);
      const version = answer.versions[0]!.number;
      expect(answer.versions[0]!.state).toBe('awaiting');
      expect(await ctx.other.json<SiteConfig>(api.site)).toEqual(siteBefore);
      const list = (await (await send(approvalApi.list, 'GET', ctx.approver)).json()) as {
        data: ApprovalRow[];
      };
      const row = list.data.find((r) => r.target === `site/${section}`)!;
      expect(row.rows!.after.length).toBe(row.rows!.before.length + 1);
      const own = await send(siteDeskApi.approve(section), 'POST', ctx.editorApprover, { version });
      expect([own.status, await own.json()]).toEqual([403, { message: approvalMsg.ownChange }]);
      expect(await ctx.other.json<SiteConfig>(api.site)).toEqual(siteBefore);
      const ok = await send(siteDeskApi.approve(section), 'POST', ctx.approver, { version });
      expect(ok.status).toBe(200);
    }
    const after = await ctx.other.json<SiteConfig>(api.site);
    expect(after.investorCharter.clientBankAccounts.rows.at(-1)).toEqual([
      '987654321098',
      'ICIC0000104',
      'CLIENT',
    ]);
    expect(after.footer.registrations.items[0]).toMatchObject({ value: 'INZ000111111' });
  });

  it('a send-back keeps the draft with the comment; visitors keep the old version', async () => {
    const id = 'privacy-policy';
    const before = (await livePage(id)).content;
    const text = '<p>We keep your data for eight years.</p>';
    const answer = await publishPage(id, text, ctx.editor);
    const version = answer.versions[0]!.number;
    const empty = await send(contentDeskApi.sendBack('pages', id), 'POST', ctx.approver, {
      version,
      comment: '  ',
    });
    expect([empty.status, ((await empty.json()) as { message: string }).message]).toEqual([
      400,
      approvalMsg.commentRequired,
    ]);
    const back = await send(contentDeskApi.sendBack('pages', id), 'POST', ctx.approver, {
      version,
      comment: 'Cite the SEBI circular for eight years.',
    });
    expect(back.status).toBe(200);
    const detail = (await back.json()) as ContentDetail<'pages'>;
    expect(detail.versions[0]).toMatchObject({
      number: version + 1,
      state: 'draft',
      by: 'checker',
      sentBack: 'Cite the SEBI circular for eight years.',
    });
    expect((detail.item as ContentPage).content).toBe(text);
    expect((await livePage(id)).content).toBe(before);
    const late = await send(contentDeskApi.approve('pages', id), 'POST', ctx.approver, {
      version,
    });
    expect(late.status).toBe(409);
    // The editor publishes the kept draft again: it awaits once more, still theirs.
    const again = await send(contentDeskApi.publish('pages', id), 'POST', ctx.editor, {
      version: version + 1,
    });
    expect(((await again.json()) as ContentDetail).versions[0]!.state).toBe('awaiting');

    const { rows } = await ctx.audited((e) => e.target === `pages/${id}`);
    expect(rows).toEqual(
      auditRows(
        `editor contentDraft pages/${id}`,
        `editor contentSubmit pages/${id}`,
        `checker contentSendBack pages/${id}`,
        `editor contentSubmit pages/${id}`,
      ),
    );
  });

  it('news publishes at once by default; an admin turns approval on for it, audited', async () => {
    const settings = async (cookie: string) =>
      (
        (await (await send(approvalApi.settings, 'GET', cookie)).json()) as {
          data: ApprovalSetting[];
        }
      ).data;
    const shown = await settings(ctx.editor);
    expect(shown.find((s) => s.scope === 'news')).toMatchObject({
      required: false,
      byDefault: true,
    });
    expect(shown.find((s) => s.scope === 'pages/Policies')?.required).toBe(true);
    expect(shown.find((s) => s.scope === 'site/bank-accounts')?.required).toBe(true);
    expect(shown.find((s) => s.scope === 'site/notices')?.required).toBe(false);

    const refused = await send(approvalApi.settings, 'PUT', ctx.editor, {
      scope: 'news',
      required: true,
    });
    expect(refused.status).toBe(403);
    const unknown = await send(approvalApi.settings, 'PUT', ctx.admin, {
      scope: 'gossip',
      required: true,
    });
    expect(unknown.status).toBe(400);
    const bad = await send(approvalApi.settings, 'PUT', ctx.admin, {
      scope: 'news',
      required: 'yes',
    });
    expect(bad.status).toBe(400);

    const story = {
      newsTitle: 'Beware of fake trading apps',
      description: 'Download our app only from the stores.',
      date: '2026-11-29T04:00:00.000Z',
      imagePath: 'news-1.svg',
      news: '<p>Check the developer name.</p>',
      tags: [],
    };
    const made = (await (
      await send(contentDeskApi.list('news'), 'POST', ctx.editor, { item: story })
    ).json()) as ContentDetail;
    const live = await send(contentDeskApi.publish('news', made.id), 'POST', ctx.editor, {
      version: 1,
    });
    expect(((await live.json()) as ContentDetail).versions[0]!.state).toBe('published');

    const on = await send(approvalApi.settings, 'PUT', ctx.admin, {
      scope: 'news',
      required: true,
    });
    expect(on.status).toBe(200);
    expect(
      ((await on.json()) as { data: ApprovalSetting[] }).data.find((s) => s.scope === 'news'),
    ).toMatchObject({ required: true, byDefault: false });
    const waits = await send(contentDeskApi.publish('news', made.id), 'POST', ctx.editor, {
      version: 1,
    });
    expect(((await waits.json()) as ContentDetail).versions[0]!.state).toBe('awaiting');
    const { rows } = await ctx.audited((e) => e.target === 'approvals/news');
    expect(rows).toEqual(auditRows('boss approvalSetting approvals/news'));
  });
});
