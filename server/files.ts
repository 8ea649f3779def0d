import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, extname, isAbsolute, join, normalize, sep } from 'node:path';
import type { Context } from 'koa';

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
 * Sends a file from `folder` named by a URL parameter, with its Content-Type; `download` adds a
 * Content-Disposition so the browser saves it under its own name. Unknown or unsafe names: 404/400.
 */
export async function sendFileFrom(
  ctx: Context,
  folder: string,
  name: string,
  { download = false, maxAgeSeconds = 3600 } = {},
): Promise<void> {
  const full = safeFileIn(folder, name);
  if (!full) ctx.throw(400, 'Invalid file name');
  const type = TYPES[extname(full).toLowerCase()];
  if (!type) ctx.throw(404, 'File not found');
  let info;
  try {
    info = await stat(full);
  } catch {
    ctx.throw(404, 'File not found');
  }
  if (!info.isFile()) ctx.throw(404, 'File not found');
  ctx.type = type;
  ctx.length = info.size;
  ctx.lastModified = info.mtime;
  ctx.set('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  if (download) ctx.attachment(basename(full));
  else if (type === 'application/pdf') ctx.attachment(basename(full), { type: 'inline' });
  ctx.body = createReadStream(full);
}
