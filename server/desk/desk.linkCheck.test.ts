// The link checker over HTTP on both engines (docs/contract.md §13f), against a local HTTP server
// that answers 200, 404, 405-to-HEAD, and never (a time-out of 300 ms), so no test needs the
// internet: every external address of the seed is pointed at that server first. An editor's
// "Check now" is audited and lists each broken link where it is (content item or site data
// section, language) with its status; a host whose name is not found (`.invalid`) is "not
// checked", never "broken"; a path of the site is checked against the router and the published
// pages, a file against the stored files; one host gets at most `perHost` requests at once; the
// night's run is claimed once however many app servers ask.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../src/contract/desk';
import {
  linkCheckApi,
  linkCheckMsg,
  type LinkCheckView,
  type LinkProblem,
} from '../../src/contract/linkCheck';
import type { ContentData } from '../store/contentStore';
import { engines } from '../store/testing/engines';
import { startDesk, type DeskHarness } from '../testing/desk';
import { DEFAULT_ASSETS_DIR } from '../app';
import { LINK_CHECKER_ACTOR, LinkChecker } from './linkCheck';

const SETTINGS = { at: '02:30', timeoutMs: 300, perHost: 2 };
const SLOW_LINKS = 5;

/** The far side of the external links: 200, 404, HEAD refused, slow, and never answering. */
async function startFarSide() {
  const sockets = new Set<Socket>();
  let atOnce = 0;
  const seen = { maxAtOnce: 0, slow: 0 };
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    // Every request in flight on this host, the silent one's until the checker gives up on it.
    seen.maxAtOnce = Math.max(seen.maxAtOnce, ++atOnce);
    res.on('close', () => atOnce--);
    if (path === '/silent') return; // never answers: the checker's time-out ends it
    if (path === '/gone') return res.writeHead(404).end();
    if (path === '/get-only' && req.method === 'HEAD') return res.writeHead(405).end();
    if (path.startsWith('/slow/')) {
      seen.slow++;
      setTimeout(() => res.writeHead(200).end(), 40);
      return;
    }
    res.writeHead(200).end('fine');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(engines)('link checker: $name', (engine) => {
  let desk: DeskHarness;
  let far: Awaited<ReturnType<typeof startFarSide>>;
  let editor = '';
  let officer = '';

  /** Points every external address of a document at the far side's `/ok`. */
  async function localize<K extends keyof ContentData>(
    key: K,
    add?: (doc: ContentData[K]) => void,
  ) {
    const text = JSON.stringify(await desk.store.content.get(key));
    const doc = JSON.parse(
      text.replace(/https?:\/\/[^"\\\s<>]+/g, `${far.origin}/ok`),
    ) as ContentData[K];
    add?.(doc);
    await desk.store.content.put(key, doc);
  }

  beforeAll(async () => {
    far = await startFarSide();
    desk = await startDesk(engine, { linkCheck: SETTINGS });
    await desk.addStaff('editor', ['content']);
    await desk.addStaff('officer', ['grievance']);
    editor = await desk.signIn('editor');
    officer = await desk.signIn('officer');
    const slow = Array.from(
      { length: SLOW_LINKS },
      (_, n) => `<a href="${far.origin}/slow/${n}">slow ${n}</a>`,
    ).join(' ');
    await localize('contents', (pages) => {
      pages.unshift({
        _id: 'link-test',
        contentType: 'Link test page',
        group: 'About us',
        content: [
          `<p><a href="${far.origin}/gone">gone</a> <a href="${far.origin}/silent">silent</a>`,
          `<a href="${far.origin}/get-only">HEAD refused</a> <a href="http://nowhere.invalid/x">offline</a>`,
          '<a href="/cms/no-such-page">missing page</a> <a href="/cms/ipo">a page</a>',
          '<a href="/api/files/no-such.pdf">missing file</a> <a href="/api/files/filing-complaints.pdf">a file</a>',
          `<a href="/research%20-report">a route</a> <a href="/withdrawl-form?x=1#top">another</a>`,
          `<img src="/api/news-images/no-such.svg" alt="gone picture"> ${slow}</p>`,
        ].join(' '),
      });
    });
    await localize('contentsHi', (pages) => {
      pages.push({ _id: 'link-test', contentType: 'लिंक', content: '<a href="/cms/gone-hi">x</a>' });
    });
    await localize('downloads', (list) => {
      list.push({ _id: 'missing-pdf', fileName: 'Missing form', filePath: 'no-such-form.pdf' });
    });
    await localize('site', (site) => {
      site.footer.usefulLinks.push({ label: 'Nowhere', href: '/no-such-route' });
      site.home.notices.push({ label: 'Gone notice', href: `${far.origin}/gone` });
    });
    for (const key of [
      'contentsGu',
      'news',
      'newsHi',
      'newsGu',
      'banners',
      'downloadForms',
      'siteHi',
      'siteGu',
    ] as const)
      await localize(key);
  });

  afterAll(async () => {
    await desk?.close();
    await far?.close();
  });

  const view = async (cookie: string) => {
    const res = await desk.call(linkCheckApi.checks, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as LinkCheckView;
  };

  /** The view once the run started as `run` has finished. */
  async function finished(run: string): Promise<LinkCheckView> {
    for (;;) {
      const seen = await view(editor);
      if (seen.latest?.run === run) return seen;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const brief = (p: LinkProblem) =>
    [
      p.url.replace(far.origin, 'far'),
      p.place.area,
      p.place.at,
      p.place.language,
      p.status,
      p.reason,
      p.httpStatus ?? null,
    ].join(' | ');

  it('lists each broken link where it is, and an unreachable host as not checked, after an audited "Check now"', async () => {
    expect((await view(editor)).latest).toBeNull();
    const res = await desk.call(linkCheckApi.checks, { method: 'POST', cookie: editor });
    expect(res.status).toBe(202);
    const started = (await res.json()) as LinkCheckView;
    expect(started.running).toMatchObject({ trigger: 'manual', state: 'running', by: 'editor' });
    // The silent link holds the run for its time-out: a second press meanwhile is refused.
    const again = await desk.call(linkCheckApi.checks, { method: 'POST', cookie: editor });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: linkCheckMsg.running });

    const { latest, running } = await finished(started.running!.run);
    expect(running).toBeNull();
    expect(latest).toMatchObject({ state: 'done', by: 'editor', finishedAt: expect.any(String) });
    expect(latest!.checked).toBeGreaterThan(50);
    expect(latest!.problems!.map(brief).sort()).toEqual(
      [
        'far/gone | pages | link-test | en | broken | http | 404',
        'far/silent | pages | link-test | en | broken | timeout | ',
        'http://nowhere.invalid/x | pages | link-test | en | not-checked | offline | ',
        '/cms/no-such-page | pages | link-test | en | broken | no-page | ',
        '/api/files/no-such.pdf | pages | link-test | en | broken | no-file | ',
        '/api/news-images/no-such.svg | pages | link-test | en | broken | no-file | ',
        '/cms/gone-hi | pages | link-test | hi | broken | no-page | ',
        '/api/downloads/no-such-form.pdf | downloads | missing-pdf | en | broken | no-file | ',
        `/no-such-route | footer | footer.usefulLinks.12.href | en | broken | no-page | `,
        `far/gone | notices | home.notices.8.href | en | broken | http | 404`,
      ].sort(),
    );
    const page = latest!.problems!.find((p) => p.place.at === 'link-test')!;
    expect(page.place.label).toBe('Link test page');
    expect(Date.parse(page.checkedAt)).not.toBeNaN();
    // Each slow link was asked; the host never had more than two requests at once (and had two
    // while the silent one waited).
    expect(far.seen.slow).toBeGreaterThanOrEqual(SLOW_LINKS);
    expect(far.seen.maxAtOnce).toBe(SETTINGS.perHost);

    const audit = await desk.store.audit.list({ where: { actor: 'editor' } });
    expect(audit.data.map((e) => [e.action, e.detail])).toContainEqual([
      AUDIT_ACTIONS.linkCheck,
      started.running!.run,
    ]);
  });

  it('is the content roles’ only', async () => {
    expect((await desk.call(linkCheckApi.checks, { cookie: officer })).status).toBe(403);
    expect((await desk.call(linkCheckApi.checks, { method: 'POST', cookie: officer })).status).toBe(
      403,
    );
    expect((await desk.call(linkCheckApi.checks, { method: 'POST' })).status).toBe(401);
  });

  it('runs the night’s check once at its time, however many app servers ask', async () => {
    // 21:30 UTC is 03:00 in India, past the 02:30 of the settings; 20:30 UTC (02:00) is before it.
    let clock = new Date('2026-12-01T20:30:00.000Z');
    const servers = [1, 2, 3].map(
      () => new LinkChecker(desk.store, DEFAULT_ASSETS_DIR, () => clock, SETTINGS),
    );
    expect(await Promise.all(servers.map((s) => s.nightly()))).toEqual([false, false, false]);
    clock = new Date('2026-12-01T21:30:00.000Z');
    const ran = await Promise.all(servers.map((s) => s.nightly()));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await servers[0]!.nightly()).toBe(false);
    const { latest } = await servers[1]!.view();
    expect(latest).toMatchObject({
      run: 'nightly/2026-12-02',
      trigger: 'nightly',
      by: LINK_CHECKER_ACTOR,
      state: 'done',
    });
    expect(latest!.problems).toHaveLength(10);
  });
});
