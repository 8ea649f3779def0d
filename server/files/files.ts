import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, extname, isAbsolute, join, normalize, sep } from 'node:path';
import type { Context } from 'koa';
import { sendVariants } from './compressed';
import type { FileCache } from './fileCache';

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.zip': 'application/zip',
};

/**
 * Resolves a name taken from the URL inside `folder`, or null when it could escape it: `..`
 * segments (also after decoding), absolute paths, NUL bytes, backslashes. Names are flat file names:
 * no sub-folders.
 */
export function safeFileIn(folder: string, name: string): string | null {
  if (!name || name.includes('\0') || name.includes('/') || name.includes('\\')) return null;
  if (name === '.' || name === '..' || isAbsolute(name)) return null;
  const full = normalize(join(folder, name));
  if (!full.startsWith(folder.endsWith(sep) ? folder : folder + sep)) return null;
  return full;
}

/**
 * Resolves a URL path (still percent-encoded) inside `root`, sub-folders allowed, or null when it
 * could escape it or names a hidden file (dist/.vite/manifest.json is the build's, not the site's).
 */
export function safePathIn(root: string, urlPath: string): string | null {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.length === 0 || segments.some((s) => s.startsWith('.'))) return null;
  const full = normalize(join(root, ...segments));
  return full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : null;
}

/** Text formats worth compressing; images other than SVG, PDFs and archives are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.map',
]);

export const isCompressible = (file: string): boolean =>
  COMPRESSIBLE.has(extname(file).toLowerCase());

/**
 * Sends a file with the given type and Cache-Control: from the cache (compressed once, with an
 * ETag) or, when too large to keep, streamed as it is. False when there is no such file.
 */
export async function sendFile(
  ctx: Context,
  cache: FileCache,
  full: string,
  type: string,
  cacheControl: string,
): Promise<boolean> {
  const compressible = isCompressible(full);
  const immutable = cacheControl.includes('immutable');
  const variants = await cache.get(full, compressible, immutable);
  if (variants) {
    sendVariants(ctx, variants, type, cacheControl, () => cache.get(full, compressible, immutable));
    return true;
  }
  let info;
  try {
    info = await stat(full);
  } catch {
    return false;
  }
  if (!info.isFile()) return false;
  ctx.type = type;
  ctx.length = info.size;
  ctx.lastModified = info.mtime;
  ctx.set('Cache-Control', cacheControl);
  ctx.body = createReadStream(full);
  return true;
}

/**
 * Sends a file from `folder` named by a URL parameter, with its Content-Type; `download` adds a
 * Content-Disposition so the browser saves it under its own name. Unknown or unsafe names: 404/400.
 */
export async function sendFileFrom(
  ctx: Context,
  cache: FileCache,
  folder: string,
  name: string,
  { download = false, maxAgeSeconds = 3600 } = {},
): Promise<void> {
  const full = safeFileIn(folder, name);
  if (!full) ctx.throw(400, 'Invalid file name');
  const type = TYPES[extname(full).toLowerCase()];
  if (!type) ctx.throw(404, 'File not found');
  const sent = await sendFile(ctx, cache, full, type, `public, max-age=${maxAgeSeconds}`);
  if (!sent) ctx.throw(404, 'File not found');
  if (download) ctx.attachment(basename(full));
  else if (type === 'application/pdf') ctx.attachment(basename(full), { type: 'inline' });
}
