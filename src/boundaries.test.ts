// The import boundaries of eslint.config.js really report: `npm run lint` fails on a new violation.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'import-x/no-cycle')
    .map((m) => m.message);
}

describe('architecture boundaries', () => {
  // A probe file's imports, and the boundary messages they must get (none: allowed).
  it.each([
    [
      'report a feature importing another feature',
      'src/features/home/Probe.ts',
      "export { useIdleTimer } from '../kiosk/useIdleTimer';\n",
      ['must not import another feature'],
    ],
    [
      'report shared code importing the app shell or a feature',
      'src/lib/Probe.ts',
      "export { routes } from '../app/routes';\nexport { HomePage } from '../features/home/HomePage';\n",
      [
        'must not depend on the app shell or on a feature',
        'must not depend on the app shell or on a feature',
      ],
    ],
    [
      'report the contract importing app code',
      'src/contract/Probe.ts',
      "export { formatDdMmYyyy } from '../lib/format';\n",
      ['imports nothing from the app'],
    ],
    [
      'accept a feature importing shared code and its own modules',
      'src/features/home/Probe.ts',
      "export { apiClient } from '../../lib/api';\nexport { HomePage } from './HomePage';\n",
      [],
    ],
  ])('%s', async (_what, file, code, messages) => {
    expect(await boundaryErrors(file, code)).toEqual(
      messages.map((m) => expect.stringContaining(m)),
    );
  });

  it('report an import cycle', async () => {
    // contract/schemas imports contract/choices: choices importing schemas back closes a cycle.
    const errors = await boundaryErrors('src/contract/choices.ts', "export * from './schemas';\n");
    expect(errors.some((m) => m.includes('cycle'))).toBe(true);
  });
});
