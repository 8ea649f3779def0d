import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A seed collection as shipped in data/seed, so tests assert the content a visitor really sees. */
export function readSeed<T>(name: string): T {
  return JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../data/seed', name), 'utf8'),
  ) as T;
}
