// The investor's attachments on a complaint (docs/contract.md §7b): the type is read from the
// file's first bytes (never its name or the request's Content-Type) and must be PDF, JPEG or PNG;
// then the content desk's checks (server/desk/uploads.ts) as they apply here: a PDF must parse
// with a page and carry no active content (refused, not silently changed: the investor's evidence
// is theirs), and is written again; a picture must decode as its type and is encoded again without
// its metadata (a phone photo's location). The bytes are kept under a generated name in the store's
// private attachment files; the complaint lists them. Served only by `sendAttachment`.
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import {
  ATTACHMENT_RULES,
  ATTACHMENT_TYPES,
  voiceMsg,
  type AttachmentType,
  type AttachmentView,
  type InvestorAttachment,
} from '../../src/contract/investorVoice';
import type { UploadStore } from '../store/types';

type VoiceKey = (typeof voiceMsg)[keyof typeof voiceMsg];

/** A refusal: its status and the catalogue key of its message, worded in the visitor's language. */
export class AttachmentError extends Error {
  constructor(
    readonly key: VoiceKey,
    readonly status: 400 | 404 | 409 | 413 | 415 = 400,
  ) {
    super(key);
    this.name = 'AttachmentError';
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the file's first bytes say it is, if it is one an attachment may be. */
export function typeByContent(bytes: Buffer): AttachmentType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/** The checked bytes to store, or an AttachmentError saying why not. */
export async function checkAttachment(
  bytes: Buffer,
): Promise<{ type: AttachmentType; bytes: Buffer }> {
  if (bytes.length === 0) throw new AttachmentError(voiceMsg.attachmentEmpty);
  if (bytes.length > ATTACHMENT_RULES.maxBytes) {
    throw new AttachmentError(voiceMsg.attachmentTooLarge, 413);
  }
  const type = typeByContent(bytes);
  if (!type) throw new AttachmentError(voiceMsg.attachmentType, 415);
  return {
    type,
    bytes: type === 'application/pdf' ? await checkPdf(bytes) : await reencode(type, bytes),
  };
}

async function checkPdf(bytes: Buffer): Promise<Buffer> {
  const [{ PDFDocument }, { hasActiveContent }] = await Promise.all([
    import('pdf-lib'),
    import('../desk/pdfActiveContent'),
  ]);
  let doc;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
    if (doc.getPageCount() < 1) throw new Error('no pages');
  } catch {
    throw new AttachmentError(voiceMsg.attachmentUnreadable);
  }
  if (hasActiveContent(doc)) throw new AttachmentError(voiceMsg.attachmentActive);
  // Written again as the content desk writes its PDFs: every dictionary plain to read.
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

async function reencode(type: AttachmentType, bytes: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  try {
    const { format } = await sharp(bytes).metadata();
    if (format !== (type === 'image/png' ? 'png' : 'jpeg')) throw new Error(`${format}`);
    // The EXIF orientation applied, since the metadata that carried it is dropped.
    const image = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    return await (type === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw new AttachmentError(voiceMsg.attachmentUnreadable);
  }
}

/**
 * The name shown for the file: the investor's own (from the name header, percent-encoded), without
 * a folder, control or reserved characters, its extension the stored type's (`statement.pdf`
 * holding a PNG is shown as `statement.png`), at most ATTACHMENT_RULES.nameMax characters.
 */
export function shownName(header: string | undefined, type: AttachmentType): string {
  let name: string;
  try {
    name = decodeURIComponent(header ?? '');
  } catch {
    name = '';
  }
  const ext = ATTACHMENT_TYPES[type];
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.[^.]*$/, '')
    .replace(/^\.+/, '')
    .slice(0, ATTACHMENT_RULES.nameMax - ext.length - 1)
    .trim();
  return `${base || 'attachment'}.${ext}`;
}

/** A new attachment's random id and its bytes' generated name (never the investor's). */
export function newAttachmentIds(type: AttachmentType) {
  const id = randomBytes(9).toString('base64url');
  return { id, file: `att-${randomBytes(12).toString('hex')}.${ATTACHMENT_TYPES[type]}` };
}

/** What a page lists of an attachment: its stored file's name stays on the server. */
export const attachmentView = ({ file: _file, ...view }: InvestorAttachment): AttachmentView => ({
  ...view,
});

/**
 * Sends one attachment as a download: its stored type, `attachment` with its shown name, never
 * sniffed, never cached, and sandboxed should a browser show it all the same.
 */
export async function sendAttachment(
  ctx: Context,
  files: UploadStore,
  attachment: InvestorAttachment,
): Promise<void> {
  const stored = await files.get(attachment.file);
  if (!stored) return ctx.throw(404, 'File not found');
  ctx.type = attachment.type;
  ctx.attachment(attachment.name);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.body = stored.bytes;
}
