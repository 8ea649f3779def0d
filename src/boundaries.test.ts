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
  it('report a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'src/features/home/Probe.ts',
      "export { useIdleTimer } from '../kiosk/useIdleTimer';\n",
    );
    expect(errors).toEqual([expect.stringContaining('must not import another feature')]);
  });

  it('report shared code importing the app shell or a feature', async () => {
    const errors = await boundaryErrors(
      'src/lib/Probe.ts',
      "export { routes } from '../app/routes';\nexport { HomePage } from '../features/home/HomePage';\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('report the contract importing app code', async () => {
    const errors = await boundaryErrors(
      'src/contract/Probe.ts',
      "export { formatDdMmYyyy } from '../lib/format';\n",
    );
    expect(errors).toEqual([expect.stringContaining('imports nothing from the app')]);
  });

  it('report an import cycle', async () => {
    // contract/schemas imports contract/choices: choices importing schemas back closes a cycle.
    const errors = await boundaryErrors('src/contract/choices.ts', "export * from './schemas';\n");
    expect(errors.some((m) => m.includes('cycle'))).toBe(true);
  });

  it('accept a feature importing shared code and its own modules', async () => {
    const errors = await boundaryErrors(
      'src/features/home/Probe.ts',
      "export { apiClient } from '../../lib/api';\nexport { HomePage } from './HomePage';\n",
    );
    expect(errors).toEqual([]);
  });
});
