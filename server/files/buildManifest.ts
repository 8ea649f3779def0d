import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What `vite build` writes to dist/.vite/manifest.json, as far as the server and scripts read it. */
export type BuildManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[]; assets?: string[] }
>;

/** The build's manifest, or null when there is none (a build without it, or none at all). */
export async function readBuildManifest(distDir: string): Promise<BuildManifest | null> {
  try {
    return JSON.parse(
      await readFile(join(distDir, '.vite/manifest.json'), 'utf8'),
    ) as BuildManifest;
  } catch {
    return null;
  }
}

/**
 * `start`'s key and the keys of every chunk it imports statically, transitively, added to `seen`:
 * what a browser loads with it. Keys the manifest does not have are left out.
 */
export function withStaticImports(
  manifest: BuildManifest,
  start: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = manifest[start];
  if (!chunk || seen.has(start)) return seen;
  seen.add(start);
  for (const next of chunk.imports ?? []) withStaticImports(manifest, next, seen);
  return seen;
}

/** Every chunk the entry loads before anything else. */
export function entryChunks(manifest: BuildManifest): Set<string> {
  const keys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) withStaticImports(manifest, key, keys);
  }
  return keys;
}

/** The JavaScript files of `keys`. */
export function scriptFiles(manifest: BuildManifest, keys: Iterable<string>): string[] {
  const files = new Set([...keys].map((key) => manifest[key]!.file));
  return [...files].filter((file) => file.endsWith('.js'));
}
