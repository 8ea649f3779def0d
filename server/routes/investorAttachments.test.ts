// The investor's attachments on a complaint (docs/contract.md §7b) over real HTTP, on the engine of
// the project (unit: lowdb; server-pg: PostgreSQL), one server for the file: the type is read from
// the bytes (a PNG named .pdf is kept as a PNG, a text named .pdf refused), a PDF with active
// content is refused, the size and count limits hold, the file is served only to that investor's
// proof and to the queue's own role (never by a public file route), each attachment is on the
// record, in the audit with the investor masked, and on the desk stream at once.
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, deskApi, type QueueRecord } from '../../src/contract/desk';
import {
  ATTACHMENT_NAME_HEADER,
  ATTACHMENT_RULES,
  voiceApi,
  type InvestorConversation,
} from '../../src/contract/investorVoice';
import { setTwoFactorRoles } from '../desk/twoFactor';
import { complaintSeries, provedInvestor, staffSession } from '../testing/appStaff';
import { openDeskStream } from '../testing/deskStream';
import { startTestApp } from '../testing/storage';
import type { RunningApp } from '../../tests/support/server';

const PNG_SIGNATURE = '89504e470d0a1a0a';

async function plainPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Contract note 12 Nov', { x: 20, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}

/** A PDF that runs a script as it opens. */
async function activePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  doc.catalog.set(
    PDFName.of('OpenAction'),
    doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("x")') }),
  );
  return Buffer.from(await doc.save());
}

const picture = (format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

/** Served as what it is, as a download under its name, never sniffed. */
function expectDownload(res: Response, type: string, filename: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(type);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('the investor’s attachments on a complaint', () => {
  let app: RunningApp;
  const staff: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp();
    // The auditor signs in with a password only here (its second factor is twoFactor.test's).
    await setTwoFactorRoles(app.store, ['admin'], 'setup');
    for (const [username, role] of [
      ['meera', 'grievance'],
      ['omar', 'operations'],
      ['ira', 'auditor'],
    ] as const) {
      staff[username] = await staffSession(app, username, [role]);
    }
  }, 60_000);
  afterAll(() => app.close());

  const complaint = complaintSeries(() => app.store, 'ATCH');
  const get = (path: string, cookie?: string) =>
    fetch(app.baseUrl + path, { headers: cookie ? { Cookie: cookie } : {} });
  const proved = (complaint: { complainNo: string; id: string }) =>
    provedInvestor(app.baseUrl, app.store, complaint);
  const attach = (
    complainNo: string,
    bytes: Buffer,
    { name = 'file.pdf', type = 'application/pdf', cookie = '', language = 'en' } = {},
  ) =>
    fetch(app.baseUrl + voiceApi.attachments(complainNo), {
      method: 'POST',
      headers: {
        'Content-Type': type,
        [ATTACHMENT_NAME_HEADER]: encodeURIComponent(name),
        'Accept-Language': language,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new Uint8Array(bytes),
    });
  const attached = async (res: Response) => {
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: InvestorConversation }).data;
  };
  const message = async (res: Response) => ((await res.json()) as { message: string }).message;
  const recordOf = async (complainNo: string) =>
    (await (
      await get(deskApi.record('complaints', complainNo), staff.meera)
    ).json()) as QueueRecord;

  it('decides the type by the bytes: a PNG named .pdf is kept as a PNG, a PDF as a PDF, a text named .pdf refused', async () => {
    const c = await complaint();
    const cookie = await proved(c);
    const png = await picture('png');
    const first = await attached(
      await attach(c.complainNo, png, { name: 'C:\\scans\\statement.pdf', cookie }),
    );
    expect(first.attachments).toEqual([
      expect.objectContaining({ name: 'statement.png', type: 'image/png' }),
    ]);
    const pdf = await attached(
      await attach(c.complainNo, await plainPdf(), { name: 'note.png', type: 'image/png', cookie }),
    );
    expect(pdf.attachments[1]).toMatchObject({ name: 'note.pdf', type: 'application/pdf' });
    const jpeg = await attached(
      await attach(c.complainNo, await picture('jpeg'), { name: 'photo.jpeg', cookie }),
    );
    expect(jpeg.attachments[2]).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg' });

    const text = await attach(c.complainNo, Buffer.from('%PD not really a pdf'), { cookie });
    expect(text.status).toBe(415);
    expect(await message(text)).toMatch(/not a PDF, JPEG or PNG/);
    const hindi = await attach(c.complainNo, Buffer.from('hello'), { cookie, language: 'hi' });
    expect(await message(hindi)).toContain('PDF, JPEG या PNG नहीं है');
    const gujarati = await attach(c.complainNo, Buffer.from('hello'), { cookie, language: 'gu' });
    expect(await message(gujarati)).toContain('PDF, JPEG કે PNG નથી');
    // The right first bytes but no file of that type behind them.
    const fake = await attach(c.complainNo, Buffer.from('%PDF-1.7 nothing else'), { cookie });
    expect(fake.status).toBe(400);
    expect(await message(fake)).toMatch(/could not be opened/);
    const active = await attach(c.complainNo, await activePdf(), { cookie });
    expect(active.status).toBe(400);
    expect(await message(active)).toMatch(/scripts, actions or embedded files/);
    expect(await attach(c.complainNo, Buffer.alloc(0), { cookie }).then((r) => r.status)).toBe(400);

    // The PNG is served as what it is, as a download, never sniffed.
    const res = await get(voiceApi.attachment(c.complainNo, first.attachments[0]!.id), cookie);
    expectDownload(res, 'image/png', 'statement.png');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 8)
        .toString('hex'),
    ).toBe(PNG_SIGNATURE);
    expect((await recordOf(c.complainNo)).attachments).toHaveLength(3);
  });

  it('refuses a file over the size limit (413) and a file past the count limit (409)', async () => {
    const c = await complaint();
    const cookie = await proved(c);
    const big = Buffer.alloc(ATTACHMENT_RULES.maxBytes + 1, 0x20);
    big.write('%PDF-1.7\n');
    const tooBig = await attach(c.complainNo, big, { cookie });
    expect(tooBig.status).toBe(413);
    expect(await message(tooBig)).toContain(`${ATTACHMENT_RULES.maxBytes / 2 ** 20} MB`);
    const png = await picture('png');
    for (let i = 0; i < ATTACHMENT_RULES.perComplaint; i++) {
      await attached(await attach(c.complainNo, png, { name: `page-${i}.png`, cookie }));
    }
    const past = await attach(c.complainNo, png, { cookie, language: 'gu' });
    expect(past.status).toBe(409);
    expect(await message(past)).toContain(`${ATTACHMENT_RULES.perComplaint} ફાઇલો`);
    expect((await recordOf(c.complainNo)).attachments).toHaveLength(ATTACHMENT_RULES.perComplaint);
  });

  it('serves a file only to that investor’s proof and to the queue’s own role, never publicly', async () => {
    const mine = await complaint();
    const other = await complaint();
    const cookie = await proved(mine);
    const otherCookie = await proved(other);
    const { id } = (
      await attached(await attach(mine.complainNo, await plainPdf(), { name: 'note.pdf', cookie }))
    ).attachments[0]!;
    const path = voiceApi.attachment(mine.complainNo, id);
    expect((await get(path)).status).toBe(401);
    expect((await get(path, otherCookie)).status).toBe(401);
    expect((await attach(mine.complainNo, await plainPdf())).status).toBe(401);
    expect((await attach(mine.complainNo, await plainPdf(), { cookie: otherCookie })).status).toBe(
      401,
    );
    // Another complaint's path with this file's id: not there.
    expect((await get(voiceApi.attachment(other.complainNo, id), otherCookie)).status).toBe(404);
    expect((await get(path, cookie)).status).toBe(200);
    // Served once, it is not kept for the next asker (server/http/repeatAnswers.ts).
    expect((await get(path)).status).toBe(401);

    const desk = deskApi.attachment('complaints', mine.complainNo, id);
    expect((await get(desk)).status).toBe(401);
    expect((await get(desk, staff.omar)).status).toBe(403);
    expect((await get(desk, staff.ira)).status).toBe(403);
    const served = await get(desk, staff.meera);
    expectDownload(served, 'application/pdf', 'note.pdf');
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // The stored file's name is in no answer, and no public file route serves the stored files.
    const files = await app.store.attachmentFiles.names();
    expect(files.length).toBeGreaterThan(0);
    const record = await (
      await get(deskApi.record('complaints', mine.complainNo), staff.meera)
    ).text();
    for (const file of files) {
      expect(record).not.toContain(file);
      for (const route of ['/api/files/', '/api/downloads/', '/api/news-images/']) {
        expect((await get(route + file)).status).toBe(404);
      }
    }
    // The auditor reads the record with the investor's file name masked.
    const masked = (await (
      await get(deskApi.record('complaints', mine.complainNo), staff.ira)
    ).json()) as QueueRecord;
    expect(masked.attachments[0]).toMatchObject({ name: '•••.pdf', type: 'application/pdf' });
  });

  it('is on the record and in the audit with the investor masked, and on the desk stream at once', async () => {
    const c = await complaint();
    const cookie = await proved(c);
    const stream = await openDeskStream(app.baseUrl, staff.meera!);
    let size: number;
    try {
      const data = await attached(
        await attach(c.complainNo, await picture('png'), { name: 'Asha PAN.png', cookie }),
      );
      size = data.attachments[0]!.size;
      const heard = await stream.next((e) => e.key === c.complainNo && e.kind === 'changed');
      expect(heard.event.queue).toBe('complaints');
    } finally {
      stream.close();
    }
    const record = await recordOf(c.complainNo);
    expect(record.attachments).toEqual([
      {
        id: expect.any(String),
        name: 'Asha PAN.png',
        type: 'image/png',
        size,
        at: expect.any(String),
        by: 'investor a•••@example.in',
      },
    ]);
    const entries = (await app.store.audit.list({ sort: 'oldest' })).data.filter(
      (e) => e.target === `complaints/${c.complainNo}`,
    );
    const entry = entries.find((e) => e.action === AUDIT_ACTIONS.investorAttachment);
    expect(entry).toMatchObject({
      actor: 'investor a•••@example.in',
      detail: `attachment 1: image/png, ${size} bytes`,
    });
    expect(JSON.stringify(entries)).not.toContain('Asha PAN');
    // The officer's download is audited too.
    await get(
      deskApi.attachment('complaints', c.complainNo, record.attachments[0]!.id),
      staff.meera,
    );
    const after = (await app.store.audit.list({ sort: 'oldest' })).data.filter(
      (e) => e.target === `complaints/${c.complainNo}` && e.action === AUDIT_ACTIONS.attachmentRead,
    );
    expect(after).toEqual([expect.objectContaining({ actor: 'meera', detail: 'attachment 1' })]);
  });
});
