import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// The desk's sections (docs/architecture.md §5): each owns its screens, calls and tests and imports
// only its own files and the shell's shared pieces; the route table (desk/DeskApp.tsx) joins them.
const deskSections = readdirSync('src/features/desk', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// The architecture (docs/contract.md and DESIGN.md): the contract depends on nothing of the app;
// shared code (components, lib) on no feature and not on the app shell; a feature on no other
// feature. Shared pieces move down into src/components or src/lib instead.
const boundaries = [
  {
    target: './src/contract',
    from: ['./src/app', './src/features', './src/components', './src/lib'],
    message: 'src/contract is shared with the server and imports nothing from the app.',
  },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/app', './src/features'],
    message: 'Shared code must not depend on the app shell or on a feature.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'A feature must not import another feature: move the shared piece to src/components or src/lib.',
  })),
  ...deskSections.map((name) => ({
    target: `./src/features/desk/${name}`,
    from: './src/features/desk',
    except: name === 'shell' ? ['./shell'] : [`./${name}`, './shell'],
    message:
      name === 'shell'
        ? "The desk's shell must not import a section: the route table (desk/DeskApp.tsx) joins them."
        : 'A desk section must not import another section: move the shared piece to desk/shell.',
  })),
  {
    target: ['./server', './electron'],
    from: ['./src/app', './src/features', './src/components', './src/lib'],
    message: 'The server and the kiosk shell share only src/contract with the web app.',
  },
];

// The two styling systems (docs/architecture.md §4): the desk and the kiosk's own screens keep
// Chakra's runtime, with src/app's set-up of it; every other module draws with Panda's static CSS
// (src/components/staticUi) and must not import Chakra's runtime. chakraModules.json lists the
// Chakra side once: Panda leaves the same screens unread (panda.config.ts).
const chakraModules = JSON.parse(readFileSync('chakraModules.json', 'utf8'));
const chakraRuntimeOnly = {
  message:
    "Only the desk and the kiosk's own screens listed in chakraModules.json draw with Chakra's runtime: " +
    'draw with src/components/staticUi (docs/architecture.md §4).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-electron',
      'dist-ssr',
      'release',
      'data',
      'screenshots',
      'node_modules',
      '.tsbuild',
      'src/styled-system',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript, or no-cycle sees no imports in them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    // React lives in src/ only: its rules (the React Compiler's analysis among them, the most
    // costly of the lint) read no file of the server, scripts, tests or kiosk shell.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': [
        'warn',
        // Panda's `styled(Component, recipe)` and its style context's `withProvider`/`withContext` make
        // components; so do the desk's `recordThread(thread)` (a record's notes, its messages),
        // `textField(Control)` (its InputField and TextareaField) and `pageFor(title, allow, Screen)`.
        {
          allowConstantExport: true,
          extraHOCs: [
            'styled',
            'withProvider',
            'withContext',
            'recordThread',
            'textField',
            'pageFor',
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...chakraModules.screens, ...chakraModules.runtime],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@chakra-ui/react', ...chakraRuntimeOnly }],
          patterns: [{ group: ['@chakra-ui/react/*'], ...chakraRuntimeOnly }],
        },
      ],
    },
  },
);
