import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes as allRecipes, slotRecipes as allSlotRecipes } from '@chakra-ui/react/theme';
import { registeredRecipes } from './chakraBase';

// Guard for chakraBase.ts: the app registers only the recipes it uses, so a Chakra component
// imported anywhere in src/ without its recipe would render unstyled. This reads Chakra's own
// ESM files to learn which recipe each imported component (and what it renders) asks for.

const root = resolve(import.meta.dirname, '../..');
const chakraEsm = join(root, 'node_modules/@chakra-ui/react/dist/esm');
const knownKeys = new Set([...Object.keys(allRecipes), ...Object.keys(allSlotRecipes)]);

function exportMap(): Map<string, string> {
  const index = readFileSync(join(chakraEsm, 'index.js'), 'utf8');
  const map = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g)) {
    for (const name of m[1]!.split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (exported) map.set(exported, join(chakraEsm, m[2]!));
    }
  }
  const namespaces = new Map<string, string>();
  for (const m of index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)) {
    namespaces.set(m[1]!, join(chakraEsm, m[2]!));
  }
  for (const m of index.matchAll(/export \{ (\S+) as (\w+) \};/g)) {
    const file = namespaces.get(m[1]!);
    if (file) map.set(m[2]!, file);
  }
  return map;
}

function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file)) return keys;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(
    /(?:RecipeContext|useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*"(\w+)"/g,
  )) {
    keys.add(m[1]!);
  }
  for (const m of code.matchAll(/from '(\.\.?\/[^']+)'/g)) {
    const next = resolve(dirname(file), m[1]!);
    if (!next.startsWith(join(chakraEsm, 'components'))) continue;
    for (const k of recipeKeys(next, seen)) keys.add(k);
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function chakraImports(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles(join(root, 'src'))) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      for (const part of m[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (!name || part.trim().startsWith('type ')) continue;
        used.set(name, [...(used.get(name) ?? []), relative(root, file)]);
      }
    }
  }
  return used;
}

describe('chakraBase recipes', () => {
  it('registers the recipe of every Chakra component the app imports', () => {
    const exports = exportMap();
    const missing: string[] = [];
    for (const [name, files] of chakraImports()) {
      const file = exports.get(name);
      if (!file) continue; // hooks, helpers, types
      for (const key of recipeKeys(file)) {
        if (knownKeys.has(key) && !registeredRecipes.has(key)) {
          missing.push(`${key} (for ${name} in ${files[0]})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('registers no recipe that no Chakra component the app imports asks for', () => {
    // A page moved to Panda's static CSS (docs/architecture.md §4) may leave a recipe unused:
    // its styles would still be built into Chakra's system on every first visit.
    const exports = exportMap();
    const asked = new Set<string>();
    for (const name of chakraImports().keys()) {
      const file = exports.get(name);
      if (file) for (const key of recipeKeys(file)) asked.add(key);
    }
    expect([...registeredRecipes].filter((key) => !asked.has(key))).toEqual([]);
  });

  it('finds recipes through Chakra namespaces and the components they render', () => {
    const exports = exportMap();
    expect(recipeKeys(exports.get('Dialog')!)).toContain('dialog');
    expect(recipeKeys(exports.get('CloseButton')!)).toContain('button');
  });
});
