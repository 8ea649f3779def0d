// The import boundaries of eslint.config.js really report: `npm run lint` fails on a new violation.
// Among them the line between the two styling systems (docs/architecture.md §4): only the modules
// chakraModules.json lists import Chakra's runtime.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const boundaryRules = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
]);
const chakra = "import { Box } from '@chakra-ui/react';\nexport const Probe = Box;\n";
const onChakra = "Only the desk and the kiosk's own screens";

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== null && boundaryRules.has(m.ruleId))
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
    ['report a public component importing Chakra', 'src/components/Probe.tsx', chakra, [onChakra]],
    ['report a public feature importing Chakra', 'src/features/home/Probe.tsx', chakra, [onChakra]],
    ['report the site layout importing Chakra', 'src/app/layout/Probe.tsx', chakra, [onChakra]],
    [
      'report shared code importing a part of Chakra',
      'src/lib/Probe.ts',
      "export { recipes } from '@chakra-ui/react/theme';\n",
      [onChakra],
    ],
    [
      'report a kiosk module not listed as drawn with Chakra importing it',
      'src/features/kiosk/Probe.tsx',
      chakra,
      [onChakra],
    ],
    ['accept a desk screen importing Chakra', 'src/features/desk/queues/Probe.tsx', chakra, []],
    [
      'accept a listed kiosk screen importing Chakra',
      'src/features/kiosk/StartScreen.tsx',
      chakra,
      [],
    ],
    ["accept the app's set-up of Chakra's runtime", 'src/app/ChakraRuntime.tsx', chakra, []],
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
