// The build compresses dist/ once; a server's FileCache then serves those copies, by content.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash, precompressedNames, PRECOMPRESSED_DIR } from './compressed';
import { FileCache } from './fileCache';
import { precompressBuild } from './precompress';

let dist = '';
const text = (what: string) => `${what}: some text that compresses well\n`.repeat(300);
const built = {
  'index.html': text('page'),
  'assets/app-1a2b3c.js': text('script'),
  'assets/small.css': 'body{margin:0}',
  'assets/logo.png': text('not compressed: a picture format'),
  '.vite/manifest.json': text('the build’s own, never served'),
};

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'investor-precompress-'));
  for (const [name, body] of Object.entries(built)) {
    await mkdir(join(dist, name, '..'), { recursive: true });
    await writeFile(join(dist, name), body);
  }
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const copiesDir = () => join(dist, PRECOMPRESSED_DIR);
const copiesOf = (body: string) => precompressedNames(contentHash(Buffer.from(body)));

describe('precompressBuild', () => {
  it('keeps a brotli and a gzip copy of each served text file worth it, named by its content', async () => {
    const done = await precompressBuild(dist);
    expect(done.files).toBe(2);
    const expected = [built['index.html'], built['assets/app-1a2b3c.js']].flatMap((body) => {
      const names = copiesOf(body);
      return [names.br, names.gzip];
    });
    expect((await readdir(copiesDir())).sort()).toEqual(expected.sort());
    for (const body of [built['index.html'], built['assets/app-1a2b3c.js']]) {
      const names = copiesOf(body);
      expect(brotliDecompressSync(await readFile(join(copiesDir(), names.br))).toString()).toBe(
        body,
      );
      expect(gunzipSync(await readFile(join(copiesDir(), names.gzip))).toString()).toBe(body);
    }
  });

  it('is what a server sends, found by the content: a changed file is compressed anew', async () => {
    await precompressBuild(dist);
    const script = join(dist, 'assets/app-1a2b3c.js');
    // A copy unlike the one the server would make (brotli's fastest level): seen only if read.
    const fast = brotliCompressSync(built['assets/app-1a2b3c.js'], {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
    });
    await writeFile(join(copiesDir(), copiesOf(built['assets/app-1a2b3c.js']).br), fast);
    const cache = new FileCache(undefined, 0, copiesDir());
    expect((await cache.get(script, true))?.br).toEqual(fast);

    const changed = text('script, changed since the build');
    await writeFile(script, changed);
    const anew = await new FileCache(undefined, 0, copiesDir()).get(script, true);
    expect(anew?.br).not.toEqual(fast);
    expect(brotliDecompressSync(anew!.br!).toString()).toBe(changed);
  });

  it('leaves a server without copies compressing on first use, as before', async () => {
    const page = join(dist, 'index.html');
    const variants = await new FileCache(undefined, 0, join(dist, 'no-such-dir')).get(page, true);
    expect(gunzipSync(variants!.gzip!).toString()).toBe(built['index.html']);
  });
});
