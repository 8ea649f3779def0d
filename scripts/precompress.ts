// `npm run build` runs this after Vite: dist/'s files compressed once, here, not by each server on
// its first request (server/files/precompress.ts, docs/performance.md).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressBuild } from '../server/files/precompress';

const started = performance.now();
const done = await precompressBuild(resolve(fileURLToPath(import.meta.url), '../../dist'));
const kb = (bytes: number) => (bytes / 1024).toFixed(0);
console.info(
  `Precompressed dist/: ${done.files} files, ${kb(done.plainBytes)} KB → ${kb(done.brotliBytes)} KB` +
    ` brotli, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
