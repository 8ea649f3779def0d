// The content desk over HTTP on both engines (docs/contract.md §13): drafts, publish, versions and
// restore of each kind, role checks, sanitizing, uploads with real files, audit entries, and the
// public answers changing at once (also for a second app server on the same store).
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, imageAtWidth } from '../../src/contract/api';
import {
  contentDeskApi,
  contentMsg,
  type ContentDetail,
  type ContentRow,
  type ContentTextDetail,
} from '../../src/contract/contentDesk';
import { AUDIT_ACTIONS, deskMsg } from '../../src/contract/desk';
import type {
  Banner,
  ContentPage,
  ContentPageText,
  DownloadItem,
  NewsItem,
  NewsText,
} from '../../src/contract/entities';
import { wrongTypeMsg } from '../../src/contract/jsonTypes';
import { engines } from '../store/testing/engines';
import { auditRows, contentDeskSuite } from '../testing/contentStaff';
import { publicServer } from '../testing/publicServer';

const newsDraft = {
  newsTitle: 'Trading holiday on Guru Nanak Jayanti',
  description: 'Exchanges are closed on Friday.',
  date: '2026-11-30T04:00:00.000Z',
  imagePath: 'news-1.svg',
  news: '<h2>Closed</h2><p onclick="steal()">All segments <script>alert(1)</script>closed.</p><img src="https://evil.example/t.gif"><iframe src="/x"></iframe>',
  tags: ['Exchange'],
};

const tinyPng = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366cc' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'uploader secret' } } })
    .png()
    .toBuffer();

async function tinyPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Circular');
  return Buffer.from(await doc.save());
}

describe.each(engines)('content desk: $name', (engine) => {
  // Warms the second server's answers first, so a stale cache would show.
  const ctx = contentDeskSuite(engine, publicServer, (other) => other.json(api.news));

  const send = (path: string, method: string, cookie: string, json?: unknown) =>
    ctx.desk.call(path, { method, cookie, ...(json === undefined ? {} : { json }) });
  const upload = (cookie: string, type: string, body: Buffer) =>
    ctx.desk.call(contentDeskApi.uploads, {
      method: 'POST',
      cookie,
      headers: { 'Content-Type': type },
      body: new Uint8Array(body),
    });

  it('answers 401 signed out and 403 for roles other than content and admin', async () => {
    expect((await ctx.desk.call(contentDeskApi.list('news'))).status).toBe(401);
    const refused = await ctx.desk.call(contentDeskApi.list('news'), { cookie: ctx.grievance });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: deskMsg.forbidden });
    const write = await send(contentDeskApi.list('news'), 'POST', ctx.grievance, {
      item: newsDraft,
    });
    expect(write.status).toBe(403);
    expect((await upload(ctx.grievance, 'application/pdf', await tinyPdf())).status).toBe(403);
    expect((await ctx.desk.call(contentDeskApi.list('news'), { cookie: ctx.admin })).status).toBe(
      200,
    );
    expect((await ctx.desk.call('/api/desk/content/amcs', { cookie: ctx.admin })).status).toBe(404);
  });

  it('creates a news draft (sanitized, not yet public), publishes it, and visitors see it first at once', async () => {
    const created = await send(contentDeskApi.list('news'), 'POST', ctx.editor, {
      item: newsDraft,
    });
    expect(created.status).toBe(201);
    const detail = (await created.json()) as ContentDetail<'news'>;
    expect(detail.id).toBe('trading-holiday-on-guru-nanak-jayanti');
    expect(detail.published).toBeNull();
    expect(detail.item.news).toBe('<h2>Closed</h2><p>All segments closed.</p>');
    expect(detail.versions).toMatchObject([{ number: 1, state: 'draft', by: 'editor' }]);
    expect((await ctx.site.json<NewsItem[]>(api.news)).some((n) => n._id === detail.id)).toBe(
      false,
    );
    const rows = (await (
      await ctx.desk.call(contentDeskApi.list('news'), { cookie: ctx.editor })
    ).json()) as { data: ContentRow[] };
    expect(rows.data[0]).toMatchObject({ id: detail.id, state: 'draft', by: 'editor' });

    const published = await send(contentDeskApi.publish('news', detail.id), 'POST', ctx.editor, {
      version: 1,
    });
    expect(published.status).toBe(200);
    const after = (await published.json()) as ContentDetail<'news'>;
    expect(after.versions.map((v) => [v.number, v.state])).toEqual([
      [2, 'published'],
      [1, 'draft'],
    ]);
    for (const server of [ctx.site, ctx.other]) {
      const news = await server.json<NewsItem[]>(api.news);
      expect(news[0]).toMatchObject({ _id: detail.id, newsTitle: newsDraft.newsTitle });
    }
  });

  it('refuses a bad item with each field named, and a stale save with 409', async () => {
    const bad = await send(contentDeskApi.list('banners'), 'POST', ctx.editor, {
      item: { title: '', imagePath: '../etc/passwd', cta: { label: 'Go', href: 'javascript:x' } },
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: Record<string, string> };
    expect(body.errors).toMatchObject({
      title: contentMsg.required,
      imagePath: contentMsg.imageInvalid,
      'cta.href': contentMsg.linkInvalid,
    });
    const hostile = await send(contentDeskApi.list('banners'), 'POST', ctx.editor, {
      item: { constructor: 1, toString: 'x', title: 'x', imagePath: 'a.svg', cta: { valueOf: 1 } },
    });
    expect(hostile.status).toBe(400);
    expect(await hostile.json()).toMatchObject({ errors: { 'cta.label': contentMsg.required } });

    const page = await send(contentDeskApi.item('pages', 'company-profile'), 'PUT', ctx.editor, {
      item: { contentType: 'Company Profile', group: 'About us', content: '<p>v2</p>' },
      basedOn: 0,
    });
    expect(page.status).toBe(200);
    const stale = await send(contentDeskApi.item('pages', 'company-profile'), 'PUT', ctx.editor, {
      item: { contentType: 'Company Profile', group: 'About us', content: '<p>again</p>' },
      basedOn: 0,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ message: contentMsg.staleItem });
  });

  it('keeps a story’s picture description, refusing one that is not text or is too long and changing nothing', async () => {
    const described = {
      ...newsDraft,
      newsTitle: 'Pictured story',
      alt: '  A bell over IPO · UPI ',
    };
    const created = await send(contentDeskApi.list('news'), 'POST', ctx.editor, {
      item: described,
    });
    expect(created.status).toBe(201);
    const { id, item } = (await created.json()) as ContentDetail<'news'>;
    expect(item.alt).toBe('A bell over IPO · UPI');
    await send(contentDeskApi.publish('news', id), 'POST', ctx.editor, { version: 1 });
    const shown = async () => (await ctx.site.json<NewsItem[]>(api.news)).find((n) => n._id === id);
    expect((await shown())?.alt).toBe('A bell over IPO · UPI');
    const stored = await (
      await ctx.desk.call(contentDeskApi.item('news', id), { cookie: ctx.editor })
    ).json();

    for (const [alt, message] of [
      [42, wrongTypeMsg],
      [['A bell'], wrongTypeMsg],
      [{ text: 'A bell' }, wrongTypeMsg],
      ['x'.repeat(201), contentMsg.tooLong],
    ] as const) {
      const refused = await send(contentDeskApi.item('news', id), 'PUT', ctx.editor, {
        item: { ...described, alt },
        basedOn: 2,
      });
      expect(refused.status, JSON.stringify(alt).slice(0, 20)).toBe(400);
      expect(await refused.json()).toMatchObject({ errors: { alt: message } });
    }
    const notMade = await send(contentDeskApi.list('news'), 'POST', ctx.editor, {
      item: { ...described, newsTitle: 'Never stored', alt: 7 },
    });
    expect(notMade.status).toBe(400);
    expect(await notMade.json()).toMatchObject({ errors: { alt: wrongTypeMsg } });

    const now = await ctx.desk.call(contentDeskApi.item('news', id), { cookie: ctx.editor });
    expect(await now.json()).toEqual(stored);
    expect((await shown())?.alt).toBe('A bell over IPO · UPI');
    const rows = (await (
      await ctx.desk.call(contentDeskApi.list('news'), { cookie: ctx.editor })
    ).json()) as { data: ContentRow[] };
    expect(rows.data.some((row) => row.title === 'Never stored')).toBe(false);
  });

  it('adds a banner at the end of the carousel, and keeps every version of a page for a restore', async () => {
    const banner = (await (
      await send(contentDeskApi.list('banners'), 'POST', ctx.admin, {
        item: { title: 'New fund offer', imagePath: 'banner-1.svg', text: 'Now open.' },
      })
    ).json()) as ContentDetail<'banners'>;
    await send(contentDeskApi.publish('banners', banner.id), 'POST', ctx.admin, { version: 1 });
    const banners = await ctx.other.json<{ _id: string }[]>(api.banners);
    expect(banners.at(-1)?._id).toBe('new-fund-offer');

    // company-profile: version 1 is the seed (kept on the first edit), 2 the draft of the last test.
    const id = 'company-profile';
    await send(contentDeskApi.publish('pages', id), 'POST', ctx.editor, { version: 2 });
    const third = await send(contentDeskApi.item('pages', id), 'PUT', ctx.editor, {
      item: { contentType: 'Company Profile', group: 'About us', content: '<p>v4</p>' },
      basedOn: 3,
    });
    expect(third.status).toBe(200);
    await send(contentDeskApi.publish('pages', id), 'POST', ctx.editor, { version: 4 });
    const live = async () =>
      (await ctx.site.json<ContentPage[]>(api.contents)).find((c) => c._id === id)?.content;
    expect(await live()).toBe('<p>v4</p>');

    const restored = await send(contentDeskApi.restore('pages', id), 'POST', ctx.editor, {
      version: 1,
    });
    const detail = (await restored.json()) as ContentDetail<'pages'>;
    expect(detail.versions[0]).toMatchObject({ number: 6, state: 'published', restoredFrom: 1 });
    expect(detail.versions).toHaveLength(6);
    expect(await live()).toContain('Who we are');
    expect(
      (await send(contentDeskApi.restore('pages', id), 'POST', ctx.editor, { version: 99 })).status,
    ).toBe(404);
  });

  it('moves a published banner one place up the carousel, describes its picture, and refuses what has no place', async () => {
    const ids = async () => (await ctx.other.json<Banner[]>(api.banners)).map((b) => b._id);
    const created = (await (
      await send(contentDeskApi.list('banners'), 'POST', ctx.editor, {
        item: { title: 'Mobile app', imagePath: 'banner-1.svg', alt: 'The app on a phone' },
      })
    ).json()) as ContentDetail<'banners'>;
    const draftMove = await send(contentDeskApi.move('banners', created.id), 'POST', ctx.editor, {
      to: 'up',
    });
    expect(draftMove.status).toBe(404);
    expect(await draftMove.json()).toEqual({ message: contentMsg.moveUnpublished });
    await send(contentDeskApi.publish('banners', created.id), 'POST', ctx.editor, { version: 1 });
    const before = await ids();
    expect(before.at(-1)).toBe(created.id);
    const moved = await send(contentDeskApi.move('banners', created.id), 'POST', ctx.editor, {
      to: 'up',
    });
    expect(moved.status).toBe(200);
    const after = await ids();
    expect(after.at(-2)).toBe(created.id);
    expect(after.at(-1)).toBe(before.at(-2));
    expect(
      (await ctx.other.json<Banner[]>(api.banners)).find((b) => b._id === created.id)?.alt,
    ).toBe('The app on a phone');
    // At the end of the list it stays; a direction other than up or down is refused.
    const first = after[0]!;
    await send(contentDeskApi.move('banners', first), 'POST', ctx.editor, { to: 'up' });
    expect((await ids())[0]).toBe(first);
    const sideways = await send(contentDeskApi.move('banners', first), 'POST', ctx.editor, {
      to: 'left',
    });
    expect(sideways.status).toBe(400);
    expect(
      (await send(contentDeskApi.move('banners', first), 'POST', ctx.grievance, { to: 'down' }))
        .status,
    ).toBe(403);
  });

  it('lists a banner only within its active days (India time), and refuses a last day before the first', async () => {
    const reversed = await send(contentDeskApi.list('banners'), 'POST', ctx.editor, {
      item: {
        title: 'Diwali muhurat',
        imagePath: 'banner-1.svg',
        activeFrom: '2026-11-10',
        activeUntil: '2026-11-09',
      },
    });
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { errors: object }).errors).toEqual({
      activeUntil: contentMsg.activeOrder,
    });
    const created = (await (
      await send(contentDeskApi.list('banners'), 'POST', ctx.editor, {
        item: {
          title: 'Diwali muhurat',
          imagePath: 'banner-1.svg',
          activeFrom: '2026-11-10',
          activeUntil: '2026-11-12',
        },
      })
    ).json()) as ContentDetail<'banners'>;
    await send(contentDeskApi.publish('banners', created.id), 'POST', ctx.editor, { version: 1 });
    let clock = new Date('2026-11-09T18:29:00Z'); // 23:59 on 9 November in India
    const dated = await publicServer(ctx.desk.store, () => clock);
    const shown = async () =>
      (await dated.json<{ _id: string }[]>(api.banners)).some((b) => b._id === created.id);
    try {
      expect(await shown()).toBe(false);
      clock = new Date('2026-11-09T18:30:00Z'); // midnight starting 10 November in India
      expect(await shown()).toBe(true);
      clock = new Date('2026-11-12T18:29:59Z');
      expect(await shown()).toBe(true);
      clock = new Date('2026-11-12T18:30:00Z');
      expect(await shown()).toBe(false);
    } finally {
      await dated.close();
    }
  });

  it('adds a gallery album and a photo in it, refusing a photo of an album that does not exist', async () => {
    const album = await send(contentDeskApi.list('gallery-categories'), 'POST', ctx.editor, {
      item: { gallaryCategoryTitle: 'Diwali at the branches', imagePath: 'cat-branches.svg' },
    });
    expect(album.status).toBe(201);
    const { id: albumId } = (await album.json()) as ContentDetail<'gallery-categories'>;
    expect(albumId).toBe('diwali-at-the-branches');
    const stray = await send(contentDeskApi.list('gallery'), 'POST', ctx.editor, {
      item: {
        gallaryCategoryId: 'no-such-album',
        imageTitle: 'Lamps',
        imagePath: 'awareness-1.svg',
      },
    });
    expect(stray.status).toBe(400);
    expect(await stray.json()).toMatchObject({
      errors: { gallaryCategoryId: contentMsg.albumInvalid },
    });
    // A draft album may already hold photos; both go public as each is published.
    const photo = await send(contentDeskApi.list('gallery'), 'POST', ctx.editor, {
      item: {
        gallaryCategoryId: albumId,
        imageTitle: 'Lamps at Baner',
        imagePath: 'awareness-1.svg',
      },
    });
    expect(photo.status).toBe(201);
    const { id: photoId, item } = (await photo.json()) as ContentDetail<'gallery'>;
    expect(item.description).toBe('');
    await send(contentDeskApi.publish('gallery-categories', albumId), 'POST', ctx.editor, {
      version: 1,
    });
    await send(contentDeskApi.publish('gallery', photoId), 'POST', ctx.editor, { version: 1 });
    const albums = await ctx.other.json<{ _id: string }[]>(api.galleryCategories);
    expect(albums.at(-1)?._id).toBe(albumId);
    const photos = await ctx.site.json<{ _id: string; gallaryCategoryId: string }[]>(api.gallery);
    expect(photos.at(-1)).toMatchObject({ _id: photoId, gallaryCategoryId: albumId });
  });

  it('lists new content pages in the sitemap at once', async () => {
    const made = await send(contentDeskApi.list('pages'), 'POST', ctx.editor, {
      id: 'nfo-2026',
      item: { contentType: 'NFO', group: 'Products', content: '<p>Soon</p>' },
    });
    expect(made.status).toBe(201);
    const taken = await send(contentDeskApi.list('pages'), 'POST', ctx.editor, {
      id: 'nfo-2026',
      item: { contentType: 'NFO', group: 'Products', content: '<p>Soon</p>' },
    });
    expect(taken.status).toBe(409);
    await send(contentDeskApi.publish('pages', 'nfo-2026'), 'POST', ctx.editor, { version: 1 });
    expect(await (await ctx.other.get('/sitemap.xml')).text()).toContain('/cms/nfo-2026');
  });

  it('re-encodes a PNG to WebP without its metadata and serves it from every server', async () => {
    const res = await upload(ctx.editor, 'image/png', await tinyPng());
    expect(res.status).toBe(201);
    const { name, type } = (await res.json()) as { name: string; type: string };
    expect(type).toBe('image/webp');
    expect(name).toMatch(/^up-[0-9a-f]{24}\.webp$/);
    for (const server of [ctx.site, ctx.other]) {
      const got = await server.get(api.newsImage(name));
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await got.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes('uploader secret')).toBe(false);
    }
    // Beside it, the widths a phone fetches instead (the picture is 40 px wide: none is enlarged).
    const widthOf = async (path: string) =>
      (await sharp(Buffer.from(await (await ctx.site.get(path)).arrayBuffer())).metadata()).width;
    for (const width of [480, 960]) {
      expect(await widthOf(api.newsImage(imageAtWidth(name, width)))).toBe(40);
    }
    const wide = await sharp({
      create: { width: 2400, height: 600, channels: 3, background: '#cc3366' },
    })
      .jpeg()
      .toBuffer();
    const big = ((await (await upload(ctx.editor, 'image/jpeg', wide)).json()) as { name: string })
      .name;
    expect(await widthOf(api.bannerImage(big))).toBe(1920);
    expect(await widthOf(api.bannerImage(imageAtWidth(big, 960)))).toBe(960);
    expect(await widthOf(api.bannerImage(imageAtWidth(big, 480)))).toBe(480);
    // An image is no download.
    expect((await ctx.site.get(api.download(name))).status).toBe(404);
  });

  it('stores a real PDF under a generated name and serves it as a download', async () => {
    const pdf = await tinyPdf();
    const res = await upload(ctx.editor, 'application/pdf', pdf);
    expect(res.status).toBe(201);
    const { name } = (await res.json()) as { name: string };
    expect(name).toMatch(/^up-[0-9a-f]{24}\.pdf$/);
    const got = await ctx.site.get(api.download(name));
    expect(got.headers.get('content-disposition')).toContain('attachment');
    expect(got.status).toBe(200);
    // The stored copy is the PDF written again without active content (server/desk/pdfUploads.test.ts).
    const stored = await PDFDocument.load(await got.arrayBuffer());
    expect(stored.getPageCount()).toBe((await PDFDocument.load(pdf)).getPageCount());
  });

  it.each([
    { kind: 'downloads', publicList: api.downloads },
    { kind: 'download-forms', publicList: api.downloadForm },
  ] as const)(
    'adds an uploaded PDF to the end of $kind, refusing an item without a PDF; the public list has it at once',
    async ({ kind, publicList }) => {
      const noPdf = await send(contentDeskApi.list(kind), 'POST', ctx.editor, {
        item: { fileName: 'Tariff sheet', filePath: 'notes.txt' },
      });
      expect(noPdf.status).toBe(400);
      expect(((await noPdf.json()) as { errors: object }).errors).toEqual({
        filePath: contentMsg.pdfInvalid,
      });
      const { name } = (await (
        await upload(ctx.editor, 'application/pdf', await tinyPdf())
      ).json()) as { name: string };
      const created = await send(contentDeskApi.list(kind), 'POST', ctx.editor, {
        item: { fileName: '  Tariff sheet 2026 ', filePath: name },
      });
      expect(created.status).toBe(201);
      const detail = (await created.json()) as ContentDetail<typeof kind>;
      expect(detail.item).toEqual({
        _id: 'tariff-sheet-2026',
        fileName: 'Tariff sheet 2026',
        filePath: name,
      });
      const before = await ctx.other.json<DownloadItem[]>(publicList);
      expect(before.some((d) => d._id === detail.id)).toBe(false);
      await send(contentDeskApi.publish(kind, detail.id), 'POST', ctx.editor, { version: 1 });
      const after = await ctx.other.json<DownloadItem[]>(publicList);
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toEqual(detail.item);
      const rows = (await (await send(contentDeskApi.list(kind), 'GET', ctx.editor)).json()) as {
        data: ContentRow[];
      };
      expect(rows.data.at(-1)).toMatchObject({
        id: detail.id,
        title: 'Tariff sheet 2026',
        state: 'published',
      });
      const file = await ctx.site.get(api.download(after.at(-1)!.filePath));
      expect(file.status).toBe(200);
    },
  );

  it.each(['downloads', 'download-forms'] as const)(
    'refuses a %s item naming a PDF the site does not have, as a new item and as a draft, storing nothing',
    async (kind) => {
      const versions = async () => (await ctx.desk.store.contentVersions.list({})).total;
      const before = await versions();
      const refused = { filePath: contentMsg.pdfMissing };
      // Names the schema lets through, none of them served by /api/downloads/.
      const missing = ['does-not-exist.pdf', 'CON.pdf', 'up-0123456789abcdef01234567.pdf'];
      for (const filePath of missing) {
        const res = await send(contentDeskApi.list(kind), 'POST', ctx.editor, {
          item: { fileName: 'Missing form', filePath },
        });
        expect(res.status, filePath).toBe(400);
        expect(((await res.json()) as { errors: object }).errors, filePath).toEqual(refused);
      }
      // A shipped PDF of data/downloads/ is there.
      const shipped = await send(contentDeskApi.list(kind), 'POST', ctx.editor, {
        item: { fileName: 'Shipped form', filePath: 'account-closure-form.pdf' },
      });
      expect(shipped.status).toBe(201);
      const { id } = (await shipped.json()) as ContentDetail;
      const draft = await send(contentDeskApi.item(kind, id), 'PUT', ctx.editor, {
        item: { fileName: 'Shipped form', filePath: 'CON.pdf' },
        basedOn: 1,
      });
      expect(draft.status).toBe(400);
      expect(((await draft.json()) as { errors: object }).errors).toEqual(refused);
      expect(await versions()).toBe(before + 1);
    },
  );

  it('refuses a PNG sent as a PDF, a PDF that does not parse, a script SVG, other types and oversized files, storing nothing', async () => {
    const before = (await ctx.desk.store.audit.list({ where: { action: AUDIT_ACTIONS.upload } }))
      .total;
    const cases: [string, Buffer, number, string][] = [
      ['application/pdf', await tinyPng(), 400, contentMsg.uploadMismatch],
      ['application/pdf', Buffer.from('%PDF-1.7\nnot really'), 400, contentMsg.pdfUnreadable],
      ['image/png', await tinyPdf(), 400, contentMsg.uploadMismatch],
      [
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        400,
        contentMsg.svgUnsafe,
      ],
      [
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect onload="x()"/></svg>'),
        400,
        contentMsg.svgUnsafe,
      ],
      [
        'image/svg+xml',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://evil.example/x)"/></svg>',
        ),
        400,
        contentMsg.svgUnsafe,
      ],
      ['text/html', Buffer.from('<p>hi</p>'), 400, contentMsg.uploadType],
      // A type named like an object's built-in key is no type the desk takes.
      ['constructor', Buffer.from('x'), 400, contentMsg.uploadType],
      ['image/png', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 400, contentMsg.imageTooLarge],
      ['application/pdf', Buffer.alloc(20 * 1024 * 1024 + 1, 1), 400, contentMsg.pdfTooLarge],
    ];
    for (const [type, body, status, message] of cases) {
      const res = await upload(ctx.editor, type, body);
      expect([type, res.status]).toEqual([type, status]);
      expect(await res.json()).toEqual({ message });
    }
    const after = (await ctx.desk.store.audit.list({ where: { action: AUDIT_ACTIONS.upload } }))
      .total;
    expect(after).toBe(before);
  });

  it('keeps a clean SVG (a seed banner) as an image', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/></svg>',
    );
    const res = await upload(ctx.editor, 'image/svg+xml', svg);
    expect(res.status).toBe(201);
  });

  it('keeps a page’s and a story’s Hindi and Gujarati versions beside the English, each with its own drafts, publishing and restore', async () => {
    const id = 'equity';
    const hindi = contentDeskApi.item('pages', id, 'hi');
    // Before its first save, a language's version is empty, beside the English it translates.
    const empty = (await (
      await ctx.desk.call(hindi, { cookie: ctx.editor })
    ).json()) as ContentTextDetail;
    expect(empty).toMatchObject({
      language: 'hi',
      item: { _id: id, contentType: '', content: '' },
    });
    expect(empty.versions).toEqual([]);
    expect(empty.english).toMatchObject({ _id: id, contentType: 'Equity', group: 'Services' });

    const bad = await send(hindi, 'PUT', ctx.editor, {
      item: { contentType: '', group: 'x' },
      basedOn: 0,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: { contentType: contentMsg.required, content: contentMsg.required },
    });
    const saved = await send(hindi, 'PUT', ctx.editor, {
      item: { contentType: 'इक्विटी', content: '<p onclick="x()">शेयर बाज़ार</p><script>1</script>' },
      basedOn: 0,
    });
    expect(saved.status).toBe(200);
    const draft = (await saved.json()) as ContentTextDetail<'pages'>;
    // Only the words: the group stays the English page's; the HTML sanitized as the English is.
    expect(draft.item).toEqual({ _id: id, contentType: 'इक्विटी', content: '<p>शेयर बाज़ार</p>' });
    expect(draft.versions).toMatchObject([{ number: 1, state: 'draft', by: 'editor' }]);
    const hiPages = () => ctx.site.json<ContentPageText[]>(api.contentsIn('hi'));
    expect((await hiPages()).some((p) => p._id === id)).toBe(false);

    await send(contentDeskApi.publish('pages', id, 'hi'), 'POST', ctx.editor, { version: 1 });
    for (const server of [ctx.site, ctx.other]) {
      const pages = await server.json<ContentPageText[]>(api.contentsIn('hi'));
      expect(pages.find((p) => p._id === id)).toEqual(draft.item);
    }
    // The English page, its versions and the Gujarati list are untouched.
    const english = (await ctx.site.json<ContentPage[]>(api.contents)).find((c) => c._id === id);
    expect(english?.contentType).toBe('Equity');
    expect((await ctx.desk.call(contentDeskApi.item('pages', id), { cookie: ctx.editor })).ok).toBe(
      true,
    );
    const englishDetail = (await (
      await ctx.desk.call(contentDeskApi.item('pages', id), { cookie: ctx.editor })
    ).json()) as ContentDetail;
    expect(englishDetail.versions).toEqual([]);
    const guPages = await ctx.site.json<ContentPageText[]>(api.contentsIn('gu'));
    expect(guPages.some((p) => p._id === id)).toBe(false);
    // The seed's Gujarati grievance redressal page: its first edit keeps it as version 1.
    const seeded = guPages.find((p) => p._id === 'grievance-redressal')!;
    const edited = await send(contentDeskApi.item('pages', seeded._id, 'gu'), 'PUT', ctx.editor, {
      item: { contentType: seeded.contentType, content: '<p>નવું</p>' },
      basedOn: 0,
    });
    expect(
      ((await edited.json()) as ContentTextDetail).versions.map((v) => [v.number, v.state, v.by]),
    ).toEqual([
      [2, 'draft', 'editor'],
      [1, 'published', 'seed'],
    ]);
    const rows = (await (
      await ctx.desk.call(contentDeskApi.list('pages'), { cookie: ctx.editor })
    ).json()) as { data: ContentRow[] };
    expect(rows.data.find((r) => r.id === id)).toMatchObject({ languages: ['hi'] });
    expect(rows.data.find((r) => r.id === 'commodity')?.languages).toBeUndefined();

    // A second Hindi version, then the first restored.
    await send(hindi, 'PUT', ctx.editor, {
      item: { contentType: 'इक्विटी', content: '<p>दो</p>' },
      basedOn: 2,
    });
    await send(contentDeskApi.publish('pages', id, 'hi'), 'POST', ctx.editor, { version: 3 });
    expect((await hiPages()).find((p) => p._id === id)?.content).toBe('<p>दो</p>');
    await send(contentDeskApi.restore('pages', id, 'hi'), 'POST', ctx.editor, { version: 1 });
    expect((await hiPages()).find((p) => p._id === id)?.content).toBe('<p>शेयर बाज़ार</p>');

    // A story's Gujarati words: its date, picture and tags stay the English story's.
    const story = 'trading-holiday-on-guru-nanak-jayanti';
    const gujarati = await send(contentDeskApi.item('news', story, 'gu'), 'PUT', ctx.admin, {
      item: { newsTitle: 'રજા', description: 'ટૂંકમાં', news: '<p>વિગત</p>', date: 'x' },
      basedOn: 0,
    });
    expect(gujarati.status).toBe(200);
    const storyDetail = (await gujarati.json()) as ContentTextDetail<'news'>;
    expect(storyDetail.english.date).toBe(newsDraft.date);
    await send(contentDeskApi.publish('news', story, 'gu'), 'POST', ctx.admin, { version: 1 });
    expect(
      (await ctx.site.json<NewsText[]>(api.newsIn('gu'))).find((n) => n._id === story),
    ).toEqual({
      _id: story,
      newsTitle: 'રજા',
      description: 'ટૂંકમાં',
      news: '<p>વિગત</p>',
    });
  });

  it('refuses another language, a kind without languages, and a version of an item that does not exist', async () => {
    const call = (path: string) => ctx.desk.call(path, { cookie: ctx.editor });
    const french = await call(`${contentDeskApi.item('pages', 'equity')}?language=fr`);
    expect(french.status).toBe(404);
    expect(await french.json()).toEqual({ message: contentMsg.languageUnknown });
    expect((await call(contentDeskApi.item('banners', 'b1', 'hi'))).status).toBe(404);
    expect((await call(contentDeskApi.item('pages', 'no-such-page', 'gu'))).status).toBe(404);
    const orphan = await send(
      contentDeskApi.item('pages', 'no-such-page', 'gu'),
      'PUT',
      ctx.editor,
      {
        item: { contentType: 'ક', content: '<p>ક</p>' },
      },
    );
    expect(orphan.status).toBe(404);
    expect((await ctx.site.get('/api/content-master/fr')).status).toBe(404);
    expect((await ctx.desk.call(contentDeskApi.list('pages'))).status).toBe(401);
    expect(
      (await ctx.desk.call(contentDeskApi.item('pages', 'equity', 'hi'), { cookie: ctx.grievance }))
        .status,
    ).toBe(403);
  });

  it('records who did what in the audit log', async () => {
    const { entries: content, rows } = await ctx.audited(
      (e) => e.action.startsWith('content') || e.action === 'file uploaded',
    );
    expect(rows).toEqual(
      expect.arrayContaining(
        auditRows(
          'editor contentCreate news/trading-holiday-on-guru-nanak-jayanti',
          'editor contentPublish news/trading-holiday-on-guru-nanak-jayanti',
          'editor contentDraft pages/company-profile',
          'editor contentRestore pages/company-profile',
          'boss contentPublish banners/new-fund-offer',
          'editor contentMove banners/mobile-app',
          'editor contentDraft pages.hi/equity',
          'editor contentRestore pages.hi/equity',
          'boss contentPublish news.gu/trading-holiday-on-guru-nanak-jayanti',
        ),
      ),
    );
    const restore = content.find((e) => e.action === AUDIT_ACTIONS.contentRestore);
    expect(restore?.detail).toBe('version 1 published again as version 6');
    expect(content.some((e) => e.action === AUDIT_ACTIONS.upload)).toBe(true);
  });
});
