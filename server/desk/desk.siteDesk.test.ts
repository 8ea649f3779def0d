// The site data's desk over HTTP on both engines (docs/contract.md §13c): each section's save,
// publish and restore, translations, bad input, stale saves, roles, audit entries, and the public
// site data changing at once (also for a second app server on the same store), the rest unchanged.
import { describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { contentMsg } from '../../src/contract/contentDesk';
import { wrongTypeMsg } from '../../src/contract/jsonTypes';
import { AUDIT_ACTIONS, deskMsg } from '../../src/contract/desk';
import type { SiteConfig, SiteOverlay } from '../../src/contract/site';
import { mergeSite } from '../../src/contract/site';
import { sectionValue, siteDeskApi, siteMsg, withSection } from '../../src/contract/siteDesk';
import type {
  SectionForm,
  SiteDeskLanguage,
  SiteSection,
  SiteSectionDetail,
  SiteSectionRow,
} from '../../src/contract/siteDesk';
import { engines } from '../store/testing/engines';
import { auditRows, contentDeskSuite } from '../testing/contentStaff';
import { expectSectionRefused } from '../testing/siteDesk';
import { publicServer } from '../testing/publicServer';

const notice = {
  label: 'Trading holiday on 30 November: all segments closed.',
  href: '/all-news',
  icon: 'clock',
};
/** The notice as the desk's form holds it: its times (docs/contract.md §13e) empty. */
const noticeForm = { ...notice, publishAt: '', unpublishAt: '' };

describe.each(engines)('site data desk: $name', (engine) => {
  // Warms the second server's answers first, so a stale cache would show.
  const ctx = contentDeskSuite(engine, publicServer, async (other) => {
    await other.json(api.site);
    await other.json(api.siteOverlay('hi'));
  });

  const send = (path: string, method: string, cookie: string, json?: unknown) =>
    ctx.desk.call(path, { method, cookie, ...(json === undefined ? {} : { json }) });
  const open = async (section: SiteSection, language: SiteDeskLanguage = 'en') =>
    (await (
      await send(siteDeskApi.section(section, language), 'GET', ctx.editor)
    ).json()) as SiteSectionDetail;
  /** Saves `form` as a draft on the newest version and publishes it. */
  async function publish(
    section: SiteSection,
    form: SectionForm,
    language: SiteDeskLanguage = 'en',
    cookie = ctx.editor,
  ) {
    const before = await open(section, language);
    const saved = await send(siteDeskApi.section(section, language), 'PUT', cookie, {
      form,
      basedOn: before.versions[0]?.number ?? 0,
    });
    expect(saved.status).toBe(200);
    const draft = (await saved.json()) as SiteSectionDetail;
    const res = await send(siteDeskApi.publish(section, language), 'POST', cookie, {
      version: draft.versions[0]!.number,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as SiteSectionDetail;
  }

  it('answers 401 signed out and 403 for roles other than content and admin', async () => {
    expect((await ctx.desk.call(siteDeskApi.list)).status).toBe(401);
    expect((await ctx.desk.call(siteDeskApi.section('notices'))).status).toBe(401);
    const refused = await ctx.desk.call(siteDeskApi.section('notices'), { cookie: ctx.grievance });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: deskMsg.forbidden });
    const write = await send(siteDeskApi.section('notices'), 'PUT', ctx.grievance, {
      form: { head: {}, rows: [notice] },
    });
    expect(write.status).toBe(403);
    const publishRefused = await send(siteDeskApi.publish('notices'), 'POST', ctx.grievance, {
      version: 1,
    });
    expect(publishRefused.status).toBe(403);
    expect((await ctx.desk.call(siteDeskApi.list, { cookie: ctx.admin })).status).toBe(200);
    const unknown = await ctx.desk.call('/api/desk/site/menus', { cookie: ctx.admin });
    expect([unknown.status, await unknown.json()]).toEqual([
      404,
      { message: siteMsg.sectionUnknown },
    ]);
    const language = await ctx.desk.call('/api/desk/site/notices?language=fr', {
      cookie: ctx.admin,
    });
    expect(language.status).toBe(404);
  });

  it('adds a notice first: a draft is not public, the publish is, on every app server, the rest of the site untouched', async () => {
    const siteBefore = await ctx.site.json<SiteConfig>(api.site);
    const opened = await open('notices');
    expect(opened.versions).toEqual([]);
    expect(opened.form.rows[0]).toEqual({
      label: siteBefore.home.notices[0]!.label,
      href: siteBefore.home.notices[0]!.href,
      icon: siteBefore.home.notices[0]!.icon,
      publishAt: '',
      unpublishAt: '',
    });
    const form = { head: {}, rows: [notice, ...opened.form.rows] };
    const saved = await send(siteDeskApi.section('notices'), 'PUT', ctx.editor, {
      form,
      basedOn: 0,
    });
    expect(saved.status).toBe(200);
    const draft = (await saved.json()) as SiteSectionDetail;
    // The first change keeps what visitors saw as version 1.
    expect(draft.versions.map((v) => [v.number, v.state, v.by])).toEqual([
      [2, 'draft', 'editor'],
      [1, 'published', 'seed'],
    ]);
    expect(draft.form.rows[0]).toEqual(noticeForm);
    expect(draft.published.rows[0]!.label).toBe(siteBefore.home.notices[0]!.label);
    expect((await ctx.other.json<SiteConfig>(api.site)).home.notices[0]!.label).not.toBe(
      notice.label,
    );
    const rows = (await (await send(siteDeskApi.list, 'GET', ctx.editor)).json()) as {
      data: SiteSectionRow[];
    };
    expect(rows.data.find((r) => r.section === 'notices')?.languages).toMatchObject({
      en: { state: 'changed', by: 'editor' },
      hi: { state: 'published' },
    });

    const published = await send(siteDeskApi.publish('notices'), 'POST', ctx.editor, {
      version: 2,
    });
    expect(published.status).toBe(200);
    const after = (await published.json()) as SiteSectionDetail;
    expect(after.versions[0]).toMatchObject({ number: 3, state: 'published', by: 'editor' });
    for (const server of [ctx.site, ctx.other]) {
      const now = await server.json<SiteConfig>(api.site);
      expect(now.home.notices).toEqual([notice, ...siteBefore.home.notices]);
      expect(withSection(now, 'notices', siteBefore.home.notices)).toEqual(siteBefore);
    }
    // The Hindi translations moved with their English notices; the new one shows in English.
    const hindi = await ctx.other.json<SiteOverlay>(api.siteOverlay('hi'));
    const merged = mergeSite(await ctx.other.json<SiteConfig>(api.site), hindi);
    expect(merged.home.notices[0]!.label).toBe(notice.label);
    expect(merged.home.notices[1]!.label).toMatch(/^अपने खाते में/);
  });

  it('gives the new notice a Hindi version, which Hindi visitors see at once with the rest of the overlay unchanged', async () => {
    const hiBefore = await ctx.other.json<SiteOverlay>(api.siteOverlay('hi'));
    const opened = await open('notices', 'hi');
    expect(opened.english.rows[0]).toEqual(noticeForm);
    // A translation tab edits words only: no link, no icon.
    expect(opened.form.rows[0]).toEqual({ label: '' });
    const rows = opened.form.rows.map((row, n) =>
      n === 0 ? { label: '30 नवंबर को ट्रेडिंग अवकाश: सभी सेगमेंट बंद।' } : row,
    );
    const after = await publish('notices', { head: {}, rows }, 'hi');
    expect(after.published.rows[0]).toEqual({ label: rows[0]!.label });
    const hi = await ctx.other.json<SiteOverlay>(api.siteOverlay('hi'));
    expect(hi.home!.notices![0]).toEqual({ label: rows[0]!.label });
    expect(withSection(hi, 'notices', hiBefore.home!.notices)).toEqual(hiBefore);
    const merged = mergeSite(await ctx.site.json<SiteConfig>(api.site), hi);
    expect(merged.home.notices[0]).toEqual({ ...notice, label: rows[0]!.label });
    // Gujarati visitors are untouched by the Hindi version.
    const gu = await ctx.site.json<SiteOverlay>(api.siteOverlay('gu'));
    expect(gu.home!.notices![0]!.label).not.toBe(rows[0]!.label);
  });

  it('refuses bad input with each field named, hostile keys dropped, nothing stored', async () => {
    const before = await open('notices');
    const bad = await send(siteDeskApi.section('notices'), 'PUT', ctx.editor, {
      form: {
        head: {},
        rows: [
          { label: '', href: 'javascript:alert(1)', icon: 'x' },
          { label: 'ok', href: '//evil.example/x', icon: '<b>' },
        ],
      },
    });
    await expectSectionRefused(bad, {
      'rows[0].label': contentMsg.required,
      'rows[0].href': contentMsg.linkInvalid,
      'rows[1].href': contentMsg.linkInvalid,
      'rows[1].icon': siteMsg.iconInvalid,
    });
    const escalation = await send(siteDeskApi.section('escalation'), 'PUT', ctx.editor, {
      form: {
        head: {},
        rows: [
          {
            level: 'L1',
            contactPerson: 'A',
            designation: 'B',
            address: 'C',
            phone: 'call me',
            email: 'not-an-email',
            workingHours: 'x'.repeat(121),
          },
        ],
      },
    });
    expect(((await escalation.json()) as { errors: object }).errors).toEqual({
      'rows[0].phone': siteMsg.phoneInvalid,
      'rows[0].email': siteMsg.emailInvalid,
      'rows[0].workingHours': contentMsg.tooLong,
    });
    const tooMany = await send(siteDeskApi.section('notices'), 'PUT', ctx.editor, {
      form: { head: {}, rows: Array.from({ length: 41 }, () => notice) },
    });
    expect(((await tooMany.json()) as { errors: object }).errors).toEqual({
      rows: siteMsg.tooManyRows,
    });
    // Keys named like built-in methods, other fields and other types never reach the store.
    const hostile = await send(siteDeskApi.section('notices'), 'PUT', ctx.editor, {
      form: {
        constructor: { prototype: 1 },
        head: { toString: 'x' },
        rows: [{ ...notice, constructor: 'x', __proto__: { polluted: 1 }, onclick: 'x' }],
      },
    });
    expect(hostile.status).toBe(200);
    const saved = (await hostile.json()) as SiteSectionDetail;
    expect(saved.form).toEqual({ head: {}, rows: [noticeForm] });
    const notString = await send(siteDeskApi.section('notices'), 'PUT', ctx.editor, {
      form: { head: {}, rows: [{ label: ['x'], href: 5 }] },
    });
    // Another type is refused by name, not read as an empty field (issue 39).
    expect(((await notString.json()) as { errors: object }).errors).toEqual({
      'rows[0].label': wrongTypeMsg,
      'rows[0].href': wrongTypeMsg,
    });
    for (const body of ['[]', '"x"']) {
      const res = await ctx.desk.call(siteDeskApi.section('notices'), {
        method: 'PUT',
        cookie: ctx.editor,
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
    }
    const unknownVersion = await send(siteDeskApi.publish('notices'), 'POST', ctx.editor, {
      version: 99,
    });
    expect(unknownVersion.status).toBe(404);
    // The hostile save was a draft only: visitors still see what was published.
    expect((await ctx.site.json<SiteConfig>(api.site)).home.notices.length).toBe(
      before.published.rows.length,
    );
  });

  it('refuses a stale save with 409', async () => {
    const opened = await open('registrations');
    const first = await send(siteDeskApi.section('registrations'), 'PUT', ctx.admin, {
      form: opened.form,
      basedOn: 0,
    });
    expect(first.status).toBe(200);
    const stale = await send(siteDeskApi.section('registrations'), 'PUT', ctx.editor, {
      form: opened.form,
      basedOn: 0,
    });
    expect([stale.status, await stale.json()]).toEqual([409, { message: siteMsg.stale }]);
  });

  it('publishes an escalation matrix row’s new phone to the contact page, and restores the earlier version', async () => {
    const siteBefore = await ctx.site.json<SiteConfig>(api.site);
    const opened = await open('escalation');
    const rows = opened.form.rows.map((row, n) =>
      n === 1 ? { ...row, phone: '+91 22 4000 9999' } : row,
    );
    const after = await publish('escalation', { head: {}, rows });
    const now = await ctx.other.json<SiteConfig>(api.site);
    expect(now.contactPage.escalationMatrix[1]).toEqual({
      ...siteBefore.contactPage.escalationMatrix[1],
      phone: '+91 22 4000 9999',
    });
    expect(now.contactPage.escalationNote).toBe(siteBefore.contactPage.escalationNote);
    expect(withSection(now, 'escalation', siteBefore.contactPage.escalationMatrix)).toEqual(
      siteBefore,
    );
    expect(after.versions.map((v) => v.number)).toEqual([3, 2, 1]);
    const restored = await send(siteDeskApi.restore('escalation'), 'POST', ctx.editor, {
      version: 1,
    });
    expect(restored.status).toBe(200);
    const detail = (await restored.json()) as SiteSectionDetail;
    expect(detail.versions[0]).toMatchObject({ number: 4, state: 'published', restoredFrom: 1 });
    expect(await ctx.other.json<SiteConfig>(api.site)).toEqual(siteBefore);
  });

  it('edits contacts, key personnel, bank accounts and registrations, keeping what the desk does not edit', async () => {
    const siteBefore = await ctx.site.json<SiteConfig>(api.site);
    const contacts = await open('contacts');
    expect(contacts.form.rows[0]!.lines).toBe(siteBefore.contact.offices[0]!.lines.join('\n'));
    await publish('contacts', {
      head: { ...contacts.form.head, hours: 'Mon-Sat 9:00 am-6:00 pm' },
      rows: [{ ...contacts.form.rows[0]!, lines: 'Vasundhara House\n\n  Fort, Mumbai 400001 ' }],
    });
    const people = await open('key-personnel');
    expect(people.form.rows[0]).toEqual({
      name: 'Mr. Rajesh Deshmukh',
      designation: 'CEO/Managing Director',
      phone: '+91 22 4000 1201',
      email: 'rajesh.deshmukh@vasundharasecurities.example',
    });
    await publish('key-personnel', {
      head: people.form.head,
      rows: [people.form.rows[2]!, people.form.rows[0]!],
    });
    const accounts = await open('bank-accounts');
    await publish('bank-accounts', {
      head: accounts.form.head,
      rows: [{ accountNo: '123456789012', ifsc: 'HDFC0000001', type: 'CLIENT BANK ACCOUNT' }],
    });
    const registrations = await open('registrations');
    await publish('registrations', {
      head: { title: 'Registrations' },
      rows: [{ label: 'SEBI Reg. No.', value: 'INZ000999999', href: 'https://www.sebi.gov.in' }],
    });

    const now = await ctx.other.json<SiteConfig>(api.site);
    expect(now.contact).toEqual({
      ...siteBefore.contact,
      hours: 'Mon-Sat 9:00 am-6:00 pm',
      offices: [
        { ...siteBefore.contact.offices[0], lines: ['Vasundhara House', 'Fort, Mumbai 400001'] },
      ],
    });
    const kp = siteBefore.investorCharter.keyPersonnel;
    expect(now.investorCharter.keyPersonnel).toEqual({
      ...kp,
      rows: [
        ['1', ...kp.rows[2]!.slice(1)],
        ['2', ...kp.rows[0]!.slice(1)],
      ],
    });
    expect(now.investorCharter.clientBankAccounts).toEqual({
      ...siteBefore.investorCharter.clientBankAccounts,
      rows: [['123456789012', 'HDFC0000001', 'CLIENT BANK ACCOUNT']],
    });
    expect(now.footer.registrations).toEqual({
      title: 'Registrations',
      items: [{ label: 'SEBI Reg. No.', value: 'INZ000999999', href: 'https://www.sebi.gov.in' }],
    });
    expect(registrations.versions).toHaveLength(2);
    // Everything outside the four sections is as it was.
    let rest = now;
    for (const section of [
      'contacts',
      'key-personnel',
      'bank-accounts',
      'registrations',
    ] as const) {
      rest = withSection(rest, section, sectionValue(siteBefore, section));
    }
    expect(rest).toEqual(siteBefore);
  });

  it('translates a table’s words only, leaving its numbers to the English', async () => {
    const opened = await open('key-personnel', 'gu');
    // Names and designations; the title is the specification's and stays.
    expect(opened.form).toEqual({
      head: {},
      rows: opened.english.rows.map(() => ({ name: '', designation: '' })),
    });
    await publish(
      'key-personnel',
      { head: {}, rows: [{ name: '', designation: 'અનુપાલન અધિકારી' }] },
      'gu',
    );
    const gu = await ctx.site.json<SiteOverlay>(api.siteOverlay('gu'));
    const merged = mergeSite(await ctx.site.json<SiteConfig>(api.site), gu);
    const english = (await ctx.site.json<SiteConfig>(api.site)).investorCharter.keyPersonnel;
    expect(merged.investorCharter.keyPersonnel.rows[0]).toEqual([
      english.rows[0]![0],
      english.rows[0]![1],
      'અનુપાલન અધિકારી',
      english.rows[0]![3],
      english.rows[0]![4],
    ]);
    expect(merged.investorCharter.keyPersonnel.rows[1]).toEqual(english.rows[1]);
  });

  it('records who did what in the audit log', async () => {
    const { entries, rows } = await ctx.audited((e) => e.target?.startsWith('site') ?? false);
    expect(rows).toEqual(
      expect.arrayContaining(
        auditRows(
          'editor contentDraft site/notices',
          'editor contentPublish site/notices',
          'editor contentPublish site.hi/notices',
          'editor contentPublish site.gu/notices',
          'editor contentDraft site.hi/notices',
          'boss contentDraft site/registrations',
          'editor contentRestore site/escalation',
          'editor contentPublish site.gu/key-personnel',
        ),
      ),
    );
    const restore = entries.find(
      (e) => e.action === AUDIT_ACTIONS.contentRestore && e.target === 'site/escalation',
    );
    expect(restore?.detail).toBe('version 1 published again as version 4');
    // Refused calls left nothing: no entry names another section.
    expect(rows.every(([, , target]) => /^site(\.hi|\.gu)?\/[a-z-]+$/.test(target!))).toBe(true);
  });
});
