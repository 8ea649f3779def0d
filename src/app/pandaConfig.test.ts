import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// `npm ci` runs `panda codegen` (the `prepare` script) on a checkout that has no src/styled-system
// yet: Panda bundles panda.config.ts and everything it imports, so a module the config reaches that
// imports the generated styles breaks the install before any test runs (CI, stop 49: themeConfig.ts
// took its keyframes from scrollCue.ts, which imports `#styled-system/css`).
describe('panda.config.ts', () => {
  it('bundles without the styles Panda has not generated yet', async () => {
    const reached: string[] = [];
    await build({
      entryPoints: ['panda.config.ts'],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
      plugins: [
        {
          name: 'no-generated-styles',
          setup(config) {
            config.onResolve({ filter: /^#styled-system\// }, ({ path, importer }) => {
              reached.push(`${importer} imports ${path}`);
              return { path, external: true };
            });
          },
        },
      ],
    });
    expect(reached).toEqual([]);
  });
});
