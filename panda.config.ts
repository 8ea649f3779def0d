// Panda CSS writes the public pages' styles at build time, from Chakra's own theme
// (@chakra-ui/panda-preset) and the site's (src/app/themeConfig.ts): the same tokens, recipes and
// variables as Chakra's runtime, without the runtime (docs/architecture.md §10).
import { readdirSync, readFileSync } from 'node:fs';
import chakraPreset from '@chakra-ui/panda-preset';
import { defineConfig } from '@pandacss/dev';
import { themeConfig } from './src/app/themeConfig';

// While pages move over, modules that still draw with Chakra's runtime are left out: Panda matches
// JSX by name, and would write CSS for Chakra's own `<Box>` and `<Button>` too.
const drawnWithChakra = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .filter((file) => readFileSync(`src/${file}`, 'utf8').includes("from '@chakra-ui/react'"))
  .map((file) => `./src/${file}`);

export default defineConfig({
  presets: [chakraPreset],
  // Chakra's runtime still resets the page and writes the token variables while pages move over:
  // Panda writes the rest (its globals hold the defaults of variables its utilities read).
  preflight: false,
  hooks: {
    'cssgen:done': ({ artifact, content }) => (artifact === 'tokens' ? '' : content),
  },
  // Same variable names as Chakra's runtime (--chakra-colors-brand-800…), so both read one set.
  prefix: { cssVar: 'chakra', className: '' },
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}', './src/styled-system/**', ...drawnWithChakra],
  outdir: 'src/styled-system',
  outExtension: 'js',
  importMap: '#styled-system',
  globalCss: themeConfig.globalCss,
  theme: { extend: themeConfig.theme },
});
