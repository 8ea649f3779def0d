import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  compressBoth,
  contentHash,
  precompressedNames,
  PRECOMPRESSED_DIR,
  worthCompressing,
} from './compressed';
import { isCompressible } from './files';

export interface Precompressed {
  files: number;
  plainBytes: number;
  brotliBytes: number;
}

/**
 * Compresses every compressible file of a web build (`dist/`) once, into its PRECOMPRESSED_DIR by
 * the content's hash, where FileCache finds them: no app server behind the balancer, nor a
 * restart, compresses them again on a first request (`npm run build`, docs/performance.md).
 */
export async function precompressBuild(dist: string): Promise<Precompressed> {
  const out = join(dist, PRECOMPRESSED_DIR);
  await mkdir(out, { recursive: true });
  const done: Precompressed = { files: 0, plainBytes: 0, brotliBytes: 0 };
  // All at once: the compression runs on libuv's thread pool, on every core.
  const files = (await builtFiles(dist)).filter(isCompressible);
  await Promise.all(
    files.map(async (file) => {
      const identity = await readFile(file);
      if (!worthCompressing(identity, true)) return;
      const [br, gzip] = await compressBoth(identity);
      const names = precompressedNames(contentHash(identity));
      await Promise.all([
        writeFile(join(out, names.br), br),
        writeFile(join(out, names.gzip), gzip),
      ]);
      done.files += 1;
      done.plainBytes += identity.length;
      done.brotliBytes += br.length;
    }),
  );
  return done;
}

/** A build's files, hidden ones (Vite's manifest, the copies) left out as the server leaves them. */
async function builtFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? builtFiles(path) : [path];
      }),
  );
  return nested.flat();
}
