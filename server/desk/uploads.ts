// Checks an uploaded file by its content and makes the stored copy (docs/contract.md §13): raster
// images are decoded and re-encoded to WebP without metadata, SVG is refused unless DOMPurify's
// SVG profile leaves it unchanged in substance, PDFs must start with %PDF- and parse, and are
// written again without scripts, actions that run code, embedded files or XFA. The libraries
// load with the first upload: a server that only serves visitors never carries them.
import { randomBytes } from 'node:crypto';
import createDOMPurify from 'dompurify';
import {
  contentMsg,
  IMAGE_UPLOAD_MAX_BYTES,
  PDF_UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
} from '../../src/contract/contentDesk';
import { IMAGE_MAX_WIDTH_PX, IMAGE_WIDTHS_PX, imageAtWidth } from '../../src/contract/api';
import type { StoredUpload } from '../store/types';
import { domWindow } from '../pages/domWindow';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status = 400 as const,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The most a request body may be before it is cut off (the largest kind's limit). */
export const UPLOAD_MAX_BYTES = PDF_UPLOAD_MAX_BYTES;

/** What sharp must find in a declared raster type. */
const SHARP_FORMAT: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export function uploadFamily(type: string) {
  const declared = type.split(';')[0]!.trim().toLowerCase();
  // Own keys only: a type such as "constructor" names no family.
  return Object.hasOwn(UPLOAD_TYPES, declared) ? UPLOAD_TYPES[declared] : undefined;
}

/** A random, unguessable flat name: never a name or path the uploader chose. */
const generatedName = (ext: string) => `up-${randomBytes(12).toString('hex')}.${ext}`;

export interface CheckedUpload extends StoredUpload {
  name: string;
  /** A photo's smaller widths, each stored under its own name (docs/contract.md §13). */
  widths?: { name: string; bytes: Buffer }[];
}

/** The stored form of an upload, or an UploadError saying why not. */
export async function checkUpload(declared: string, bytes: Buffer): Promise<CheckedUpload> {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  const family = uploadFamily(type);
  if (!family) throw new UploadError(contentMsg.uploadType);
  if (bytes.length === 0) throw new UploadError(contentMsg.empty);
  if (family === 'pdf') return checkPdf(bytes);
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) throw new UploadError(contentMsg.imageTooLarge);
  return family === 'svg' ? checkSvg(bytes) : reencode(type, bytes);
}

async function reencode(type: string, bytes: Buffer): Promise<CheckedUpload> {
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw new UploadError(contentMsg.uploadMismatch);
  }
  if (format !== SHARP_FORMAT[type]) throw new UploadError(contentMsg.uploadMismatch);
  try {
    const atWidth = (width: number) =>
      sharp(bytes, { limitInputPixels: 40_000_000 })
        .rotate() // applies the EXIF orientation, since the metadata that carried it is dropped
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    const name = generatedName('webp');
    const smaller = IMAGE_WIDTHS_PX.filter((w) => w < IMAGE_MAX_WIDTH_PX);
    const [full, ...widths] = await Promise.all([IMAGE_MAX_WIDTH_PX, ...smaller].map(atWidth));
    return {
      name,
      type: 'image/webp',
      bytes: full!,
      widths: widths.map((b, n) => ({ name: imageAtWidth(name, smaller[n]!), bytes: b })),
    };
  } catch {
    throw new UploadError(contentMsg.imageUnreadable);
  }
}

let purify: ReturnType<typeof createDOMPurify> | undefined;

/**
 * DOMPurify's SVG profile without <use>, <image> or <a>, and no href at all: a file that loses
 * anything to it (a script, an on* handler, an external reference) is refused, not silently
 * changed; one that passes is stored as DOMPurify printed it.
 */
async function checkSvg(bytes: Buffer): Promise<CheckedUpload> {
  const source = bytes.toString('utf8');
  if (!/<svg[\s>]/i.test(source)) throw new UploadError(contentMsg.uploadMismatch);
  purify ??= createDOMPurify(await domWindow());
  let removed = false;
  purify.removeAllHooks();
  purify.addHook('uponSanitizeElement', (_node, data) => {
    if (data.tagName === 'script' || data.tagName === 'foreignobject') removed = true;
  });
  const clean = purify.sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['use', 'image', 'a', 'style', 'foreignObject'],
    FORBID_ATTR: ['href', 'xlink:href', 'style'],
  });
  // DOMPurify always lists the <body> it parsed into; anything else is what the file lost.
  removed ||= purify.removed.some(
    (r) => !('element' in r) || !['BODY', 'HTML', 'HEAD'].includes(r.element.nodeName),
  );
  const external = /url\(\s*['"]?(?!#)/i.test(clean);
  if (removed || external || !/<svg[\s>]/i.test(clean)) {
    throw new UploadError(contentMsg.svgUnsafe);
  }
  return { name: generatedName('svg'), type: 'image/svg+xml', bytes: Buffer.from(clean) };
}

async function checkPdf(bytes: Buffer): Promise<CheckedUpload> {
  if (bytes.length > PDF_UPLOAD_MAX_BYTES) throw new UploadError(contentMsg.pdfTooLarge);
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new UploadError(contentMsg.uploadMismatch);
  }
  const [{ PDFDocument }, { withoutActiveContent }] = await Promise.all([
    import('pdf-lib'),
    import('./pdfActiveContent'),
  ]);
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    if (doc.getPageCount() < 1) throw new Error('no pages');
    withoutActiveContent(doc);
    // Without object streams, so every dictionary of the stored file is plain to read.
    const stored = Buffer.from(await doc.save({ useObjectStreams: false }));
    return { name: generatedName('pdf'), type: 'application/pdf', bytes: stored };
  } catch {
    throw new UploadError(contentMsg.pdfUnreadable);
  }
}
